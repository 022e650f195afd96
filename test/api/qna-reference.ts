/**
 * An independent reading of the Q&A rules (spec doc 2 §4 "Q&A counting", issue 21), for the crowd test: it
 * shares no code with services/qna or projections/qna and works from what the test itself sent and had acked.
 */

export type RefAction = 'approve' | 'dismiss' | 'pin' | 'unpin' | 'markAnswered' | 'undoAnswered';

export interface RefQuestion {
  readonly id: string;
  readonly author: number;
  readonly text: string;
  status: 'approved' | 'dismissed' | null;
  pinned: boolean;
  answered: boolean;
  /** Who has their vote on it now. */
  readonly voters: Set<number>;
}

export class QnaReference {
  readonly questions = new Map<string, RefQuestion>();

  asked(id: string, author: number, text: string): void {
    if (!this.questions.has(id)) this.questions.set(id, { id, author, text, status: null, pinned: false, answered: false, voters: new Set() });
  }

  /** An acked moderation command that was not a re-send. */
  moderated(id: string, action: RefAction): void {
    const question = this.questions.get(id)!;
    if (action === 'approve') question.status = 'approved';
    if (action === 'dismiss') question.status = 'dismissed';
    if (action === 'pin') question.pinned = true;
    if (action === 'unpin') question.pinned = false;
    if (action === 'markAnswered') question.answered = true;
    if (action === 'undoAnswered') question.answered = false;
  }

  /** An acked vote or take-back. */
  voted(id: string, voter: number, up: boolean): void {
    if (up) this.questions.get(id)!.voters.add(voter);
    else this.questions.get(id)!.voters.delete(voter);
  }

  /** Moderation on: a question counts when approved or answered, and not dismissed. */
  counts(question: RefQuestion): boolean {
    return question.status !== 'dismissed' && (question.status === 'approved' || question.answered);
  }

  summary(createdAt: ReadonlyMap<string, string>) {
    const all = [...this.questions.values()];
    const current = all
      .filter((question) => this.counts(question) && !question.answered)
      .sort((a, b) => (createdAt.get(b.id)! < createdAt.get(a.id)! ? -1 : createdAt.get(b.id)! > createdAt.get(a.id)! ? 1 : a.id < b.id ? -1 : 1))[0];
    return {
      counted: all.filter((question) => this.counts(question)).length,
      pending: all.filter((question) => question.status === null && !question.answered).length,
      answered: all.filter((question) => question.answered && question.status !== 'dismissed').length,
      dismissed: all.filter((question) => question.status === 'dismissed').length,
      currentQuestionId: current?.id ?? null,
    };
  }

  /** Each question as the presenter's list must show it (name given: nobody asked anonymously). */
  rows(names: readonly string[]) {
    return [...this.questions.values()]
      .map((question) => ({
        id: question.id,
        text: question.text,
        name: names[question.author]!,
        status: question.status,
        pinned: question.pinned,
        answered: question.answered,
        voteCount: question.voters.size,
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
  }
}
