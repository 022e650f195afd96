import type { AudienceEntryInfo, JoinSessionRequest, JoinSessionResponse } from '../../../../contracts/live/join.js';
import type { HttpClient } from '../../api/http-client.js';

/** The audience's two HTTP calls; no account, so no bearer token goes with them. */
export interface AudienceApi {
  /** `joinToken`: the session's, when the person came by the QR code (rate limits then count the session, not the address). */
  entryInfo(accessCode: string, signal?: AbortSignal, joinToken?: string): Promise<AudienceEntryInfo>;
  join(request: JoinSessionRequest): Promise<JoinSessionResponse>;
}

export function createAudienceApi(http: HttpClient): AudienceApi {
  return {
    entryInfo: (accessCode, signal, joinToken) =>
      http.get<AudienceEntryInfo>(
        `/api/audience/presentation/${encodeURIComponent(accessCode)}${joinToken ? `?joinToken=${encodeURIComponent(joinToken)}` : ''}`,
        { anonymous: true, signal },
      ),
    async join(request) {
      return (await http.request<JoinSessionResponse>('POST', '/api/audience/join', { body: request, anonymous: true })).data;
    },
  };
}
