import type { LeaderboardPayload } from '../../../../../contracts/quiz/leaderboard.js';
import type { QuizStatePayload } from '../../../../../contracts/quiz/socket-protocol.js';
import type { HttpClient } from '../../../api/http-client.js';
import type { QuizStep } from '../quiz-state.js';

/** The presenter's quiz calls (services/quiz/http/quiz.controller.ts), with the presenter's bearer token. */
export interface QuizApi {
  state(presentationId: string): Promise<QuizStatePayload>;
  step(presentationId: string, step: QuizStep | 'reveal'): Promise<QuizStatePayload>;
  latestLeaderboard(presentationId: string): Promise<LeaderboardPayload>;
  acceptTypedAnswer(presentationId: string, slideId: string, text: string): Promise<{ slideId: string; accepted: string[] }>;
  awardPoints(request: { presentationId: string; slideId: string; audienceId?: string; teamId?: string; point: number }): Promise<void>;
  setLeaderboardVisible(presentationId: string, isVisible: boolean): Promise<{ isVisible: boolean }>;
}

const id = encodeURIComponent;

export function createQuizApi(http: HttpClient): QuizApi {
  return {
    state: (presentationId) => http.get<QuizStatePayload>(`/api/quiz/${id(presentationId)}/state`),
    async step(presentationId, step) {
      return (await http.request<QuizStatePayload>('POST', `/api/quiz/${id(presentationId)}/${step}`)).data;
    },
    latestLeaderboard: (presentationId) => http.get<LeaderboardPayload>(`/api/latest-leaderboard/${id(presentationId)}`),
    async acceptTypedAnswer(presentationId, slideId, text) {
      return (await http.request<{ slideId: string; accepted: string[] }>('POST', `/api/quiz-type-answer/${id(slideId)}/accept`, { body: { presentationId, text } })).data;
    },
    async awardPoints(request) {
      await http.request('POST', '/api/score', { body: request });
    },
    async setLeaderboardVisible(presentationId, isVisible) {
      return (await http.request<{ isVisible: boolean }>('PUT', `/api/leaderboards/${id(presentationId)}`, { body: { isVisible } })).data;
    },
  };
}
