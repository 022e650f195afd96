import type { AudienceEntryInfo, JoinSessionRequest, JoinSessionResponse } from '../../../../contracts/live/join.js';
import type { HttpClient } from '../../api/http-client.js';

/** The audience's two HTTP calls; no account, so no bearer token goes with them. */
export interface AudienceApi {
  entryInfo(accessCode: string, signal?: AbortSignal): Promise<AudienceEntryInfo>;
  join(request: JoinSessionRequest): Promise<JoinSessionResponse>;
}

export function createAudienceApi(http: HttpClient): AudienceApi {
  return {
    entryInfo: (accessCode, signal) => http.get<AudienceEntryInfo>(`/api/audience/presentation/${encodeURIComponent(accessCode)}`, { anonymous: true, signal }),
    async join(request) {
      return (await http.request<JoinSessionResponse>('POST', '/api/audience/join', { body: request, anonymous: true })).data;
    },
  };
}
