import type { ParticipantEvent, SessionEvent } from '../../contracts/live/events.js';
import type { QuizEvent } from '../../contracts/quiz/events.js';
import { isQuizQuestionType } from '../../contracts/quiz/constants.js';
import { typedAnswerKey } from '../../contracts/quiz/typed-answer.js';
import type { Award, LeaderboardDocument, LeaderboardMember, LeaderboardQuestion, MemberAnswer } from './leaderboard.document.js';
import { answeredQuestion, closedPacing, countedQuestions, movedTo, openedQuestion } from './paced-members.js';
import { answerParts, scoreRun, type RunScore, type ScoredAnswer } from './scoring.js';

/** The events the leaderboard folds, with their global position. */
export type LeaderboardEvent = (
  | Extract<SessionEvent, { type: 'SessionStarted' | 'SessionStopped' | 'SessionResumed' | 'AudienceAdmitted' }>
  | Extract<
      QuizEvent,
      {
        type:
          | 'QuizQuestionStarted'
          | 'QuizQuestionEnded'
          | 'QuizAnswersRevealed'
          | 'QuizTypeAnswerAccepted'
          | 'QuizPointsAwarded'
          | 'LeaderboardVisibilityChanged';
      }
    >
  | Extract<ParticipantEvent, { type: 'AnswerSubmitted' | 'PacedSlideOpened' | 'PacedQuestionOpened' }>
) & { position: number };

export const LEADERBOARD_EVENT_TYPES = [
  'SessionStarted',
  'SessionStopped',
  'SessionResumed',
  'AudienceAdmitted',
  'QuizQuestionStarted',
  'QuizQuestionEnded',
  'QuizAnswersRevealed',
  'QuizTypeAnswerAccepted',
  'QuizPointsAwarded',
  'LeaderboardVisibilityChanged',
  'AnswerSubmitted',
  'PacedSlideOpened',
  'PacedQuestionOpened',
] as const satisfies readonly LeaderboardEvent['type'][];

/** Answers to polls, word clouds and the like never reach the leaderboard. */
export function isLeaderboardAnswer(slideType: string): boolean {
  return isQuizQuestionType(slideType);
}

/**
 * FNV-1a: a stable, cheap spread of member ids over 16 x 16 buckets, named with a letter first ("h3",
 * "la"), because digit-only keys would be array indexes to the engine, slow to copy (test/load/NOTES.md).
 */
export function memberBucket(audienceId: string): readonly [string, string] {
  let hash = 0x811c9dc5;
  for (let index = 0; index < audienceId.length; index++) {
    hash ^= audienceId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return [`h${((hash >>> 4) & 0xf).toString(16)}`, `l${(hash & 0xf).toString(16)}`];
}

export function memberOf(document: LeaderboardDocument, audienceId: string): LeaderboardMember | undefined {
  const [high, low] = memberBucket(audienceId);
  return document.members[high]?.[low]?.[audienceId];
}

export function allMembers(document: LeaderboardDocument): LeaderboardMember[] {
  return Object.values(document.members).flatMap((half) => Object.values(half).flatMap((bucket) => Object.values(bucket)));
}

/** Copies the path to one member: two objects of at most 16 keys and one bucket of about N/256 members. */
function withMember(document: LeaderboardDocument, member: LeaderboardMember): LeaderboardDocument {
  const [high, low] = memberBucket(member.audienceId);
  const half = document.members[high] ?? {};
  return { ...document, members: { ...document.members, [high]: { ...half, [low]: { ...half[low], [member.audienceId]: member } } } };
}

export const endedQuestions = (document: LeaderboardDocument) => document.questions.filter((question) => question.endedAt !== null);

/** A member's run over the ended questions (SCORING.md rules 1-5), each question's score included. */
export function memberRun(member: LeaderboardMember, ended: readonly LeaderboardQuestion[]): RunScore {
  const counted = countedQuestions(member, ended);
  const answers: Record<string, ScoredAnswer> = {};
  for (const question of counted) {
    const answer = member.answers[question.slideId];
    if (answer) answers[question.slideId] = { parts: { right: answer.right, of: answer.of }, elapsedMs: answer.elapsedMs };
  }
  return scoreRun(
    counted.map((question) => ({ slideId: question.slideId, limitMs: question.limitMs })),
    answers,
  );
}

/**
 * A member's totals over the ended questions (SCORING.md rules 1-8). Old points are the total just before
 * the latest ended question ended: without its points and without manual points given after it ended.
 * Each question's score is left to memberRun, for the one feedback that needs it: stored per member and
 * question, it would be most of the document.
 */
export function deriveMember(member: LeaderboardMember, ended: readonly LeaderboardQuestion[]): LeaderboardMember {
  const run = memberRun(member, ended);
  const latest = countedQuestions(member, ended).at(-1);
  const latestScore = latest ? run.byQuestion[latest.slideId] : undefined;
  const awarded = member.awards.reduce((sum, award) => sum + award.points, 0);
  const awardedSinceLatest = member.awards.filter((award) => award.questionsEnded >= ended.length).reduce((sum, award) => sum + award.points, 0);
  const totalPoints = run.total + awarded;
  return {
    ...member,
    totalPoints,
    oldPoints: totalPoints - (latestScore?.points ?? 0) - awardedSinceLatest,
    correctCount: run.correctCount,
    answeredCount: run.answeredCount,
    oldAnsweredCount: run.answeredCount - (latestScore ? 1 : 0),
    streak: run.streak,
    longestStreak: run.longestStreak,
  };
}

function rederiveAll(document: LeaderboardDocument): LeaderboardDocument {
  const ended = endedQuestions(document);
  const members: Record<string, Record<string, Record<string, LeaderboardMember>>> = {};
  for (const [high, half] of Object.entries(document.members)) {
    members[high] = {};
    for (const [low, bucket] of Object.entries(half)) {
      members[high][low] = Object.fromEntries(Object.entries(bucket).map(([id, member]) => [id, deriveMember(member, ended)]));
    }
  }
  return { ...document, members };
}

function replaceQuestion(document: LeaderboardDocument, slideId: string, change: (question: LeaderboardQuestion) => LeaderboardQuestion): LeaderboardDocument {
  return { ...document, questions: document.questions.map((question) => (question.slideId === slideId ? change(question) : question)) };
}

function newMember(data: { audienceId: string; name: string; emoji: string; teamId?: string }, joinOrder: number): LeaderboardMember {
  return {
    audienceId: data.audienceId,
    name: data.name,
    emoji: data.emoji,
    teamId: data.teamId ?? null,
    joinOrder,
    answers: {},
    awards: [],
    totalPoints: 0,
    oldPoints: 0,
    correctCount: 0,
    answeredCount: 0,
    oldAnsweredCount: 0,
    streak: 0,
    longestStreak: 0,
  };
}

/**
 * One session's leaderboard, folded event by event. The same function builds the in-memory live
 * leaderboard and the persisted read model, so replaying the log rebuilds exactly what the live run showed.
 */
export function foldLeaderboard(document: LeaderboardDocument | null, event: LeaderboardEvent): LeaderboardDocument | null {
  if (event.type === 'SessionStarted') {
    if (document) return { ...document, lastPosition: event.position };
    return {
      id: event.data.sessionId,
      sessionId: event.data.sessionId,
      presentationId: event.data.presentationId,
      startedAt: event.data.startedAt,
      live: true,
      lastPosition: event.position,
      isVisible: true,
      teamScoringRule: 'average',
      questions: [],
      memberCount: 0,
      members: {},
      teamAwards: {},
    };
  }
  if (!document) return null;
  const next = applyToSession(document, event);
  return { ...next, lastPosition: event.position };
}

function applyToSession(document: LeaderboardDocument, event: Exclude<LeaderboardEvent, { type: 'SessionStarted' }>): LeaderboardDocument {
  switch (event.type) {
    case 'SessionStopped':
      return closeSelfPaced({ ...document, live: false });
    case 'SessionResumed':
      return { ...document, live: true };
    case 'AudienceAdmitted': {
      if (memberOf(document, event.data.audienceId)) return document;
      const member = deriveMember(newMember(event.data, event.position), endedQuestions(document));
      return withMember({ ...document, memberCount: document.memberCount + 1 }, member);
    }
    case 'QuizQuestionStarted': {
      const data = event.data;
      if (document.questions.some((question) => question.slideId === data.slideId)) return document;
      const question: LeaderboardQuestion = {
        slideId: data.slideId,
        number: data.number,
        slideType: data.slideType,
        kind: data.kind,
        startedAt: data.startedAt,
        closesAt: data.closesAt,
        limitMs: data.timeLimitSeconds * 1000,
        endedAt: null,
        revealed: false,
        key: data.key,
        acceptedLive: [],
        answered: 0,
      };
      return { ...document, teamScoringRule: data.teamScoringRule, questions: [...document.questions, question] };
    }
    case 'QuizQuestionEnded': {
      const question = document.questions.find((candidate) => candidate.slideId === event.data.slideId);
      if (!question || question.endedAt !== null) return document;
      return rederiveAll(replaceQuestion(document, question.slideId, (current) => ({ ...current, endedAt: event.data.at })));
    }
    case 'QuizAnswersRevealed':
      return replaceQuestion(document, event.data.slideId, (question) => ({ ...question, revealed: true }));
    case 'QuizTypeAnswerAccepted': {
      const question = document.questions.find((candidate) => candidate.slideId === event.data.slideId);
      if (!question || question.key.kind !== 'typed') return document;
      let next = replaceQuestion(document, question.slideId, (current) => ({ ...current, acceptedLive: [...current.acceptedLive, event.data.text] }));
      const ended = endedQuestions(next);
      for (const member of allMembers(next)) {
        const answer = member.answers[question.slideId];
        if (!answer || answer.typedText === null || answer.right === answer.of || typedAnswerKey(answer.typedText) !== event.data.key) continue;
        const rescored: LeaderboardMember = { ...member, answers: { ...member.answers, [question.slideId]: { ...answer, right: answer.of } } };
        next = withMember(next, deriveMember(rescored, ended));
      }
      return next;
    }
    case 'QuizPointsAwarded': {
      const award: Award = { points: event.data.points, questionsEnded: endedQuestions(document).length };
      if (event.data.audienceId !== null) {
        const member = memberOf(document, event.data.audienceId);
        if (!member) return document;
        return withMember(document, deriveMember({ ...member, awards: [...member.awards, award] }, endedQuestions(document)));
      }
      if (event.data.teamId === null) return document;
      const teamId = event.data.teamId;
      return { ...document, teamAwards: { ...document.teamAwards, [teamId]: [...(document.teamAwards[teamId] ?? []), award] } };
    }
    case 'LeaderboardVisibilityChanged':
      return { ...document, isVisible: event.data.isVisible };
    case 'AnswerSubmitted':
      return foldAnswer(document, event.data);
    case 'PacedSlideOpened': {
      const member = memberOf(document, event.data.audienceId);
      return member ? withMember(document, movedTo(member, event.data.slideId)) : document;
    }
    case 'PacedQuestionOpened': {
      const member = memberOf(document, event.data.audienceId);
      // Opening a question may forfeit the one before it, which then counts.
      return member ? withMember(document, deriveMember(openedQuestion(member, event.data), endedQuestions(document))) : document;
    }
  }
}

/** A self-paced session ended: questions people left open count as they stand. */
function closeSelfPaced(document: LeaderboardDocument): LeaderboardDocument {
  let next = document;
  const ended = endedQuestions(document);
  for (const member of allMembers(document)) {
    const closed = member.pacing ? closedPacing(member) : null;
    if (closed) next = withMember(next, deriveMember(closed, ended));
  }
  return next;
}

type Answer = Extract<ParticipantEvent, { type: 'AnswerSubmitted' }>['data'];

/**
 * An answer counts once (the first per person and question) if the server took it by the time the question
 * closed (or ended early): its time is the server's, relative to the question's start.
 */
function foldAnswer(document: LeaderboardDocument, answer: Answer): LeaderboardDocument {
  const question = document.questions.find((candidate) => candidate.slideId === answer.slideId);
  const member = memberOf(document, answer.audienceId);
  if (!question) {
    const scored = member?.pacing ? answeredQuestion(member, answer) : null;
    return scored ? withMember(document, deriveMember(scored, endedQuestions(document))) : document;
  }
  if (!member || member.answers[question.slideId]) return document;
  const received = Date.parse(answer.submittedAt);
  if (received > Date.parse(question.closesAt)) return document;
  if (question.endedAt !== null && received > Date.parse(question.endedAt)) return document;
  const parts = answerParts(question.key, answer.value, question.acceptedLive);
  const stored: MemberAnswer = {
    elapsedMs: Math.min(Math.max(0, received - Date.parse(question.startedAt)), question.limitMs),
    right: parts.right,
    of: parts.of,
    typedText: answer.value.kind === 'typed' ? answer.value.text : null,
  };
  const answered: LeaderboardMember = { ...member, answers: { ...member.answers, [question.slideId]: stored } };
  const next = replaceQuestion(document, question.slideId, (current) => ({ ...current, answered: current.answered + 1 }));
  // Scores count ended questions only; an answer that lands after its question ended is scored now.
  return withMember(next, question.endedAt === null ? answered : deriveMember(answered, endedQuestions(next)));
}
