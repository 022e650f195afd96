import type { ParticipantAnswersResponse, ReportResponse } from '../../../contracts/reports/report.js';
import type { HttpClient } from './http-client.js';

/** Issue 23: a presentation's report (the owner's) and the shared report (by its token, without login). */
export interface ReportsApi {
  report(presentationId: string, sessionId: string | null, signal?: AbortSignal): Promise<ReportResponse>;
  sharedReport(token: string, sessionId: string | null, signal?: AbortSignal): Promise<ReportResponse>;
  /** Spec doc 3 §7 audience-info-report: one person's answers, read apart from the report. */
  participantAnswers(audienceId: string, sessionId: string, signal?: AbortSignal): Promise<ParticipantAnswersResponse>;
  sharedParticipantAnswers(token: string, audienceId: string, sessionId: string, signal?: AbortSignal): Promise<ParticipantAnswersResponse>;
  shareToken(presentationId: string): Promise<string>;
  resetShareToken(presentationId: string): Promise<string>;
}

const query = (sessionId: string | null) => (sessionId ? `?${new URLSearchParams({ sessionId }).toString()}` : '');

export function createReportsApi(http: HttpClient): ReportsApi {
  return {
    report: (presentationId, sessionId, signal) => http.get<ReportResponse>(`/api/report/${encodeURIComponent(presentationId)}${query(sessionId)}`, { signal }),
    sharedReport: (token, sessionId, signal) => http.get<ReportResponse>(`/api/shared-report/${encodeURIComponent(token)}${query(sessionId)}`, { signal, anonymous: true }),
    participantAnswers: (audienceId, sessionId, signal) =>
      http.get<ParticipantAnswersResponse>(`/api/audiences/${encodeURIComponent(audienceId)}/audience-info-report?${new URLSearchParams({ sessionId }).toString()}`, { signal }),
    sharedParticipantAnswers: (token, audienceId, sessionId, signal) =>
      http.get<ParticipantAnswersResponse>(`/api/audiences/${encodeURIComponent(audienceId)}/shared-audience-info-report?${new URLSearchParams({ sessionId, token }).toString()}`, { signal, anonymous: true }),
    shareToken: async (presentationId) => (await http.get<{ token: string }>(`/api/report/${encodeURIComponent(presentationId)}/share-token`)).token,
    resetShareToken: async (presentationId) => (await http.request<{ token: string }>('POST', `/api/report/${encodeURIComponent(presentationId)}/share-token/reset`)).data.token,
  };
}
