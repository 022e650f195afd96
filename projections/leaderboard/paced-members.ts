import type { ParticipantEvent } from '../../contracts/live/events.js';
import type { LeaderboardMember, LeaderboardQuestion, MemberAnswer, PacedQuestionRecord } from './leaderboard.document.js';
import { answerParts, type ScoredQuestion } from './scoring.js';

/**
 * Self-paced sessions: each person opens questions on their own clock, and their run is scored over their
 * own questions in the order they opened them, each counting once it is settled (answered, forfeited by
 * opening a later one, or closed by the session's end). Member-level steps; the fold does the document.
 */

type Answer = Extract<ParticipantEvent, { type: 'AnswerSubmitted' }>['data'];
type QuestionOpened = Extract<ParticipantEvent, { type: 'PacedQuestionOpened' }>['data'];

/** The questions a member's run scores: the session's ended questions, then their own settled ones. */
export function countedQuestions(member: LeaderboardMember, ended: readonly LeaderboardQuestion[]): readonly ScoredQuestion[] {
  if (!member.pacing) return ended;
  const own = member.pacing.questions.filter((question) => question.settled && !ended.some((asked) => asked.slideId === question.slideId));
  return own.length === 0 ? ended : [...ended, ...own];
}

/** How many of the member's own questions count (for their correct rate). */
export function settledCount(member: LeaderboardMember): number {
  return member.pacing ? member.pacing.questions.filter((question) => question.settled).length : 0;
}

const settle = (question: PacedQuestionRecord): PacedQuestionRecord => ({ ...question, settled: true, key: null });

export function movedTo(member: LeaderboardMember, slideId: string): LeaderboardMember {
  return { ...member, pacing: { at: slideId, questions: member.pacing?.questions ?? [] } };
}

/** A newly opened question forfeits the one still open before it. */
export function openedQuestion(member: LeaderboardMember, opened: QuestionOpened): LeaderboardMember {
  if (member.pacing?.questions.some((question) => question.slideId === opened.slideId)) return member;
  const earlier = (member.pacing?.questions ?? []).map((question) => (question.settled ? question : settle(question)));
  const record: PacedQuestionRecord = {
    slideId: opened.slideId,
    number: opened.number,
    limitMs: opened.question.timeLimitSeconds * 1000,
    openedAt: opened.openedAt,
    closesAt: opened.closesAt,
    settled: false,
    key: opened.question.key,
  };
  return { ...member, pacing: { at: opened.slideId, questions: [...earlier, record] } };
}

/**
 * The member with their answer to their open question scored, or null when it does not count: not the
 * question they have open, or taken after their own clock for it ran out. Its time is the server's,
 * relative to when they opened the question.
 */
export function answeredQuestion(member: LeaderboardMember, answer: Answer): LeaderboardMember | null {
  const questions = member.pacing?.questions ?? [];
  const open = questions.at(-1);
  if (!open || open.settled || open.key === null || open.slideId !== answer.slideId || member.answers[answer.slideId]) return null;
  const received = Date.parse(answer.submittedAt);
  if (received > Date.parse(open.closesAt)) return null;
  const parts = answerParts(open.key, answer.value);
  const stored: MemberAnswer = {
    elapsedMs: Math.min(Math.max(0, received - Date.parse(open.openedAt)), open.limitMs),
    right: parts.right,
    of: parts.of,
    typedText: answer.value.kind === 'typed' ? answer.value.text : null,
  };
  return {
    ...member,
    answers: { ...member.answers, [answer.slideId]: stored },
    pacing: { at: member.pacing!.at, questions: [...questions.slice(0, -1), settle(open)] },
  };
}

/** The session ended: a question still open counts as it stands. Null when nothing was open. */
export function closedPacing(member: LeaderboardMember): LeaderboardMember | null {
  if (!member.pacing?.questions.some((question) => !question.settled)) return null;
  return { ...member, pacing: { at: member.pacing.at, questions: member.pacing.questions.map((question) => (question.settled ? question : settle(question))) } };
}
