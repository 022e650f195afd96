import type { LeaderboardEvent } from './fold-leaderboard.js';
import { foldLeaderboard, memberOf } from './fold-leaderboard.js';
import type { LeaderboardDocument } from './leaderboard.document.js';
import { presentLeaderboard } from './present-leaderboard.js';

const on = { sessionId: 's1', presentationId: 'p1' };
const at = (ms: number) => new Date(Date.UTC(2026, 2, 1, 9) + ms).toISOString();
let position = 0;
const event = (type: string, data: object): LeaderboardEvent => ({ type, data: { ...on, ...data }, position: ++position }) as LeaderboardEvent;
const opened = (audienceId: string, slideId: string, number: number, openedMs: number) =>
  event('PacedQuestionOpened', {
    audienceId,
    slideId,
    number,
    question: { slideId, slideType: 'pickAnswer', kind: 'choice', timeLimitSeconds: 20, play: { kind: 'choice', multiple: false, options: [] }, key: { kind: 'choice', optionIds: ['right'] } },
    openedAt: at(openedMs),
    closesAt: at(openedMs + 20_000),
  });
const answered = (audienceId: string, slideId: string, optionId: string, submittedMs: number) =>
  event('AnswerSubmitted', { audienceId, answerId: `${audienceId}-${slideId}`, slideId, slideType: 'pickAnswer', value: { kind: 'choice', optionIds: [optionId] }, firstForSlide: true, submittedAt: at(submittedMs) });

function fold(events: LeaderboardEvent[]): LeaderboardDocument {
  return events.reduce<LeaderboardDocument | null>((document, next) => foldLeaderboard(document, next), null)!;
}

describe('self-paced scoring (services/quiz/SCORING.md, self-paced sessions)', () => {
  const start = [
    event('SessionStarted', { ownerId: 'o', plan: 'pro', participantLimit: 100, startedAt: at(0) }),
    event('AudienceAdmitted', { audienceId: 'a1', name: 'Ada', emoji: '🙂', fields: {}, admittedAt: at(0) }),
    event('AudienceAdmitted', { audienceId: 'b2', name: 'Bo', emoji: '🙂', fields: {}, admittedAt: at(0) }),
  ];

  it('times each answer from when that person opened the question, and counts it at once', () => {
    // Ada opens at 0 and answers at 5 s (875); Bo opens at 60 s and answers 1 s later (975).
    const document = fold([...start, opened('a1', 'q1', 1, 0), answered('a1', 'q1', 'right', 5_000), opened('b2', 'q1', 1, 60_000), answered('b2', 'q1', 'right', 61_000)]);
    expect(memberOf(document, 'a1')).toMatchObject({ totalPoints: 875, correctCount: 1, answeredCount: 1 });
    expect(memberOf(document, 'b2')).toMatchObject({ totalPoints: 975, correctCount: 1 });
    expect(presentLeaderboard(document, 10).audiences.map((entry) => [entry.a, entry.i, entry.cr])).toEqual([['b2', 1, 100], ['a1', 2, 100]]);
  });

  it('scores nothing for an answer after the own closing time of the person, and keeps the streak over their own order', () => {
    const document = fold([
      ...start,
      opened('a1', 'q1', 1, 0),
      answered('a1', 'q1', 'right', 0),
      opened('a1', 'q2', 2, 1_000),
      answered('a1', 'q2', 'right', 1_000),
      opened('a1', 'q3', 3, 2_000),
      answered('a1', 'q3', 'right', 22_001),
    ]);
    expect(memberOf(document, 'a1')).toMatchObject({ totalPoints: 1000 + 1100, streak: 2, longestStreak: 2, answeredCount: 2 });
  });

  it('counts a question left for a later one, and one still open when the session ends, as unanswered', () => {
    const forfeited = fold([...start, opened('a1', 'q1', 1, 0), answered('a1', 'q1', 'right', 0), opened('a1', 'q2', 2, 0), opened('a1', 'q3', 3, 0)]);
    expect(memberOf(forfeited, 'a1')).toMatchObject({ streak: 0, longestStreak: 1 });
    expect(presentLeaderboard(forfeited, 10).audiences[0]).toMatchObject({ a: 'a1', cr: 50 });
    const closed = foldLeaderboard(forfeited, event('SessionStopped', { stoppedAt: at(1) }))!;
    expect(presentLeaderboard(closed, 10).audiences[0]).toMatchObject({ a: 'a1', cr: 33 });
  });
});
