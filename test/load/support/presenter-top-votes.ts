import type { QnaQuestion } from '../../../contracts/qna/question.js';
import { countsAsApproved, isPending, sortQuestions } from '../../../services/qna/domain/qna-rules.js';
import { Samples } from './samples.js';

/** One upvote on its way: sent, not yet seen counted on the presenter's screen. */
export interface SentVote {
  readonly questionId: string;
  readonly sentAt: number;
}

/**
 * When the presenter's top questions show an upvote. The presenter gets every changed question with its vote
 * count (qna:updated), and a count is all it shows, so the n-th vote counted on a question is matched to the n-th
 * vote sent on it: votes on one question reach the server in nearly the order they were sent, off by the few in
 * flight at once. Votes are matched from their send, not their ack, as the screen may show one before its ack is
 * back. "Top" is the presenter's Live list in the panel's order (pinned first, then by votes).
 */
export class PresenterTopVotes {
  private readonly questions = new Map<string, QnaQuestion>();
  private readonly unseen = new Map<string, SentVote[]>();
  private readonly counted = new Map<string, number>();
  /** From a vote's send until the first update that shows it counted on a question then in the top. */
  readonly latencyMs = new Samples();
  /** Votes seen counted on a question outside the top: the top never showed them, so they have no figure. */
  outsideTop = 0;
  seen = 0;

  constructor(
    private readonly top: number,
    private readonly moderation: boolean,
  ) {}

  sent(questionId: string, sentAt: number): SentVote {
    const vote = { questionId, sentAt };
    const queue = this.unseen.get(questionId) ?? [];
    queue.push(vote);
    this.unseen.set(questionId, queue);
    return vote;
  }

  /** The server refused the vote: it will never be counted. */
  refused(vote: SentVote): void {
    const queue = this.unseen.get(vote.questionId);
    const index = queue?.indexOf(vote) ?? -1;
    if (index >= 0) queue!.splice(index, 1);
  }

  /** The whole list (the subscribe answer) or the questions that changed (an update), as the presenter got them at `at`. */
  update(questions: readonly QnaQuestion[], at: number): void {
    for (const question of questions) this.questions.set(question.id, question);
    const top = new Set(this.topIds());
    for (const question of questions) {
      const newlyCounted = question.voteCount - (this.counted.get(question.id) ?? 0);
      this.counted.set(question.id, question.voteCount);
      if (newlyCounted <= 0) continue;
      const shown = this.unseen.get(question.id)?.splice(0, newlyCounted) ?? [];
      this.seen += shown.length;
      for (const vote of shown) {
        if (top.has(question.id)) this.latencyMs.add(at - vote.sentAt);
        else this.outsideTop += 1;
      }
    }
  }

  /** Sent and not refused, not yet seen counted. */
  get waiting(): number {
    let waiting = 0;
    for (const queue of this.unseen.values()) waiting += queue.length;
    return waiting;
  }

  private topIds(): string[] {
    const live = [...this.questions.values()].filter(
      (question) => !question.answered && !isPending(question, this.moderation) && countsAsApproved(question, this.moderation),
    );
    return sortQuestions(live, 'top')
      .slice(0, this.top)
      .map((question) => question.id);
  }
}
