import {
  deckHistoryResponseSchema,
  deckVersionResponseSchema,
  type DeckHistoryResponse,
  type DeckVersionResponse,
} from '../../../contracts/deck/history.js';
import type { HttpClient } from './http-client.js';

/** Issue 24: a deck's changes, newest first, and the deck as it stood at one of them. */
export interface DeckHistoryApi {
  changes(presentationId: string, page: number, signal?: AbortSignal): Promise<DeckHistoryResponse>;
  version(presentationId: string, revision: number, signal?: AbortSignal): Promise<DeckVersionResponse>;
}

export function createDeckHistoryApi(http: HttpClient): DeckHistoryApi {
  const base = (presentationId: string) => `/api/presentation/${encodeURIComponent(presentationId)}/history`;
  return {
    changes: (presentationId, page, signal) => http.get(`${base(presentationId)}?page=${page}`, { schema: deckHistoryResponseSchema, signal }),
    version: (presentationId, revision, signal) => http.get(`${base(presentationId)}/${revision}`, { schema: deckVersionResponseSchema, signal }),
  };
}
