import type { RemoteAccessCodeResponse, RemoteControlKey, RemoteControlView } from '../../../../contracts/remote/remote-control.js';
import type { HttpClient } from '../../api/http-client.js';

const id = encodeURIComponent;

/** The remote page's calls: no account, the link's code only. */
export function createRemoteApi(http: HttpClient) {
  const path = (presentationId: string, code: string) => `/api/remote-control/${id(presentationId)}/${id(code)}`;
  return {
    view: (presentationId: string, code: string, signal?: AbortSignal) => http.get<RemoteControlView>(path(presentationId, code), { anonymous: true, signal }),
    async press(presentationId: string, code: string, key: RemoteControlKey, value: string): Promise<RemoteControlView> {
      return (await http.request<RemoteControlView>('POST', path(presentationId, code), { body: { key, value }, anonymous: true })).data;
    },
  };
}

/** The presenter's remote access code (generated when absent, regenerated, revoked). */
export function createRemoteAccessApi(http: HttpClient) {
  const path = (presentationId: string) => `/api/presentation/${id(presentationId)}/remote-access-code`;
  return {
    async ensure(presentationId: string) {
      return (await http.request<RemoteAccessCodeResponse>('POST', path(presentationId))).data;
    },
    async regenerate(presentationId: string) {
      return (await http.request<RemoteAccessCodeResponse>('POST', `${path(presentationId)}/regenerate`)).data;
    },
    async revoke(presentationId: string) {
      return (await http.request<RemoteAccessCodeResponse>('DELETE', path(presentationId))).data;
    },
  };
}

export const remoteLink = (origin: string, presentationId: string, code: string) => `${origin}/remote/${encodeURIComponent(presentationId)}/${encodeURIComponent(code)}`;
