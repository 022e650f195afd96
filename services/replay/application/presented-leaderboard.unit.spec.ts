import { foldLeaderboard } from '../../../projections/leaderboard/fold-leaderboard.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import type { LeaderboardEvent } from '../../../projections/leaderboard/fold-leaderboard.js';
import { presentLeaderboard } from '../../../projections/leaderboard/present-leaderboard.js';
import { presentedLeaderboard } from './presented-leaderboard.js';

const on = { sessionId: 's', presentationId: 'p' };
const at = '2026-03-01T09:00:00.000Z';
let position = 0;

function fold(document: LeaderboardDocument | null, type: string, data: Record<string, unknown>): LeaderboardDocument {
  return foldLeaderboard(document, { type, data, position: ++position } as LeaderboardEvent)!;
}

function session(): LeaderboardDocument {
  let document = fold(null, 'SessionStarted', { ...on, ownerId: 'o', plan: 'pro', participantLimit: 100, startedAt: at });
  for (const [audienceId, name] of [['a1', 'Ada'], ['a2', 'Bo'], ['a3', 'Cy']] as const) {
    document = fold(document, 'AudienceAdmitted', { ...on, audienceId, name, emoji: '', fields: {}, admittedAt: at });
  }
  return fold(document, 'QuizPointsAwarded', { ...on, awardId: 'w1', slideId: 'lb', audienceId: 'a2', teamId: null, points: 50, at });
}

describe('presentedLeaderboard: a replay seek ranks each standings once', () => {
  it('gives the kept presentation for a later fold with the same standings (a poll answer), equal to presenting it afresh', () => {
    const before = session();
    const kept = presentedLeaderboard(before, 2);
    const afterPollAnswer = fold(before, 'AnswerSubmitted', {
      ...on,
      audienceId: 'a1',
      answerId: 'x1',
      slideId: 'poll-1',
      slideType: 'poll',
      value: { kind: 'choice', optionIds: ['o1'] },
      firstForSlide: true,
      submittedAt: at,
    });

    expect(afterPollAnswer).not.toBe(before);
    expect(presentedLeaderboard(afterPollAnswer, 2)).toBe(kept);
    expect(kept).toEqual(presentLeaderboard(afterPollAnswer, 2));
  });

  it('presents afresh when the standings change (points given, someone joins) or another limit is asked', () => {
    const before = session();
    const kept = presentedLeaderboard(before, 2);
    const awarded = fold(before, 'QuizPointsAwarded', { ...on, awardId: 'w2', slideId: 'lb', audienceId: 'a3', teamId: null, points: 80, at });
    const joined = fold(before, 'AudienceAdmitted', { ...on, audienceId: 'a4', name: 'Di', emoji: '', fields: {}, admittedAt: at });

    expect(presentedLeaderboard(awarded, 2)).toEqual(presentLeaderboard(awarded, 2));
    expect(presentedLeaderboard(awarded, 2).audiences.map((entry) => entry.n)).toEqual(['Cy', 'Bo']);
    expect(presentedLeaderboard(joined, 2)).toEqual(presentLeaderboard(joined, 2));
    expect(presentedLeaderboard(joined, 2).total).toBe(4);
    expect(presentedLeaderboard(before, 3)).toEqual(presentLeaderboard(before, 3));
    expect(presentedLeaderboard(before, 3).audiences).toHaveLength(3);
    expect(kept.total).toBe(3);
  });
});
