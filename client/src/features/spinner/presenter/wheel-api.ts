import type { SpinnerWheelState } from '../../../../../contracts/spinner-wheel/socket-protocol.js';
import type { HttpClient } from '../../../api/http-client.js';

export type WheelAction = { readonly action: 'spin' | 'stop' } | { readonly action: 'update'; readonly body: { removeEntryIds?: string[]; restoreEntries?: boolean; includeAudience?: boolean } };

/** The presenter's wheel calls (spec doc 2 §7 "POST /api/slide/spinner-wheel/{slideId}/spin, /stop, /update"). */
export interface WheelApi {
  state(presentationId: string, slideId: string): Promise<SpinnerWheelState>;
  act(presentationId: string, slideId: string, action: WheelAction): Promise<SpinnerWheelState>;
}

const id = encodeURIComponent;

export function createWheelApi(http: HttpClient): WheelApi {
  return {
    state: (presentationId, slideId) => http.get<SpinnerWheelState>(`/api/live/presentation/${id(presentationId)}/spinner-wheel/${id(slideId)}`),
    async act(presentationId, slideId, action) {
      const body = { presentationId, ...(action.action === 'update' ? action.body : {}) };
      return (await http.request<SpinnerWheelState>('POST', `/api/slide/spinner-wheel/${id(slideId)}/${action.action}`, { body })).data;
    },
  };
}
