import type { QuestionOrder } from '../../../contracts/qna/constants.js';
import type { QnaQuestion, QnaSettings } from '../../../contracts/qna/question.js';

/** What the rules read of a question, on the server's records and the screens' rows alike. */
export type QuestionFacts = Pick<QnaQuestion, 'status' | 'answered'>;

/**
 * Spec doc 2 §4 "Q&A counting": answered questions count as approved; with moderation on only approved,
 * non-dismissed questions count; without moderation every non-dismissed one does.
 */
export function countsAsApproved(question: QuestionFacts, moderation: boolean): boolean {
  if (question.status === 'dismissed') return false;
  return !moderation || question.status === 'approved' || question.answered;
}

/** Explicitly approved by the presenter, or answered (which counts as approved). */
export function isApproved(question: QuestionFacts): boolean {
  return question.status !== 'dismissed' && (question.status === 'approved' || question.answered);
}

/** Waiting for the presenter: with moderation on, neither approved, answered nor dismissed. */
export function isPending(question: QuestionFacts, moderation: boolean): boolean {
  return moderation && question.status === null && !question.answered;
}

/** Open for the per-person cap: neither answered nor dismissed. */
export function isOpen(question: QuestionFacts): boolean {
  return !question.answered && question.status !== 'dismissed';
}

/**
 * Whether a phone shows a question: never a dismissed one; always the person's own; with qnaAudienceShowAll
 * every question that counts, otherwise only approved (or answered) ones (the issue: "with qnaAudienceShowAll
 * off they see approved questions and their own").
 */
export function visibleToAudience(question: QuestionFacts, settings: Pick<QnaSettings, 'moderation' | 'audienceShowAll'>, own: boolean): boolean {
  if (question.status === 'dismissed') return false;
  if (own) return true;
  return settings.audienceShowAll ? countsAsApproved(question, settings.moderation) : isApproved(question);
}

/**
 * Spec doc 2 §4: "the latest unanswered, non-dismissed is the current question", taken among the questions
 * that count, so that with moderation on a question waiting for approval never reaches the screen. `idOf`
 * names a question (the screens' rows carry `id`), which breaks a tie of equal times.
 */
export function currentQuestionId<T extends QuestionFacts & Pick<QnaQuestion, 'createdAt'>>(
  questions: Iterable<T>,
  moderation: boolean,
  idOf: (question: T) => string = (question) => (question as unknown as { id: string }).id,
): string | null {
  let latest: { createdAt: string; id: string } | null = null;
  for (const question of questions) {
    if (question.answered || !countsAsApproved(question, moderation)) continue;
    const candidate = { createdAt: question.createdAt, id: idOf(question) };
    if (latest === null || compareNewestFirst(candidate, latest) < 0) latest = candidate;
  }
  return latest?.id ?? null;
}

type Sortable = Pick<QnaQuestion, 'id' | 'createdAt' | 'pinned' | 'answered' | 'voteCount'>;

/** Newest first; the id breaks a tie, so every screen puts equal questions in the same order. */
function compareNewestFirst(a: Pick<QnaQuestion, 'id' | 'createdAt'>, b: Pick<QnaQuestion, 'id' | 'createdAt'>): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The list order users of Q&A products expect: pinned questions first, answered ones last, and in between by
 * votes (Top, newest first among equals) or by time (Recent, newest first).
 */
export function compareQuestions(order: QuestionOrder): (a: Sortable, b: Sortable) => number {
  return (a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    if (a.answered !== b.answered) return a.answered ? 1 : -1;
    if (order === 'top' && a.voteCount !== b.voteCount) return b.voteCount - a.voteCount;
    return compareNewestFirst(a, b);
  };
}

export function sortQuestions<T extends Sortable>(questions: Iterable<T>, order: QuestionOrder): T[] {
  return [...questions].sort(compareQuestions(order));
}

/** The profanity filter (filteringProfanity) on a question: each profane word is replaced by asterisks. */
export function maskProfanity(text: string, isProfane: (word: string) => boolean): string {
  return text.replace(/[\p{L}\p{N}']+/gu, (word) => (isProfane(word) ? '*'.repeat([...word].length) : word));
}
