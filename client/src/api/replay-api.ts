import type { DeckExportFormat, ExportFormat, ExportSummary } from '../../../contracts/exports/exports.js';
import type { ReplayFrame, ReplayTimeline } from '../../../contracts/replay/replay.js';
import type { HttpClient } from './http-client.js';

/** Issue 23: a session at any moment, its timeline, and its exports. */
export interface ReplayApi {
  latestSession(presentationId: string): Promise<string | null>;
  timeline(sessionId: string): Promise<ReplayTimeline>;
  frame(sessionId: string, position: number, signal?: AbortSignal): Promise<ReplayFrame>;
  requestExport(sessionId: string, format: ExportFormat): Promise<ExportSummary>;
  exports(sessionId: string): Promise<ExportSummary[]>;
  requestDeckExport(presentationId: string, format: DeckExportFormat): Promise<ExportSummary>;
  deckExports(presentationId: string): Promise<ExportSummary[]>;
}

export function createReplayApi(http: HttpClient): ReplayApi {
  const session = (sessionId: string) => `/api/replay/${encodeURIComponent(sessionId)}`;
  return {
    latestSession: async (presentationId) => (await http.get<{ sessionId: string | null }>(`/api/replay/presentation/${encodeURIComponent(presentationId)}/latest-session`)).sessionId,
    timeline: (sessionId) => http.get<ReplayTimeline>(`${session(sessionId)}/timeline`),
    frame: (sessionId, position, signal) => http.get<ReplayFrame>(`${session(sessionId)}?position=${position}`, { signal }),
    requestExport: async (sessionId, format) => (await http.request<ExportSummary>('POST', '/api/exports', { body: { sessionId, format } })).data,
    exports: (sessionId) => http.get<ExportSummary[]>(`/api/exports/session/${encodeURIComponent(sessionId)}`),
    requestDeckExport: async (presentationId, format) => (await http.request<ExportSummary>('POST', '/api/exports/deck', { body: { presentationId, format } })).data,
    deckExports: (presentationId) => http.get<ExportSummary[]>(`/api/exports/deck/${encodeURIComponent(presentationId)}`),
  };
}
