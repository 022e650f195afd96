import type { LeaderboardEntry, LeaderboardPayload } from '../../../../contracts/quiz/leaderboard.js';
import type { QuizStatePayload } from '../../../../contracts/quiz/socket-protocol.js';

/** Quiz payloads for specs, in the shapes the server sends (contracts/quiz/socket-protocol.ts, leaderboard.ts). */
export function quizState(changes: Partial<QuizStatePayload> = {}): QuizStatePayload {
  return {
    sessionId: 'session-1',
    presentationId: 'p1',
    slideId: 'q1',
    stage: 'lobby',
    quizStatus: 1,
    continueQuiz: false,
    serverNow: '2026-05-01T10:00:00.000Z',
    since: '2026-05-01T10:00:00.000Z',
    countdownEndsAt: null,
    question: null,
    ended: null,
    revealed: false,
    music: false,
    manualReveal: false,
    countdown: true,
    leaderboardVisible: true,
    answered: 0,
    joined: 0,
    ...changes,
  };
}

export const entry = (a: string, n: string, tp: number, op: number, i: number, oi: number, e = '🙂'): LeaderboardEntry => ({
  a,
  n,
  e,
  t: null,
  tp,
  op,
  i,
  oi,
  cr: 0,
  cc: 0,
  s: 0,
  ls: 0,
});

export function leaderboard(audiences: LeaderboardEntry[], changes: Partial<LeaderboardPayload> = {}): LeaderboardPayload {
  return {
    sessionId: 'session-1',
    presentationId: 'p1',
    isVisible: true,
    teamPlay: false,
    teamScoringRule: 'total',
    questions: 1,
    total: audiences.length,
    audiences,
    teams: [],
    countWinner: 1,
    topAudienceStr: audiences[0]?.n ?? '',
    countTeamWinner: 0,
    topTeamStr: '',
    ...changes,
  };
}
