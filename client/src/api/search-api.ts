import { globalSearchResponseSchema, type GlobalSearchResponse } from '../../../contracts/search/search.js';
import type { HttpClient } from './http-client.js';

/** Issue 24: search over the presentations the presenter may see. */
export interface SearchApi {
  global(q: string, page: number, signal?: AbortSignal): Promise<GlobalSearchResponse>;
}

export function createSearchApi(http: HttpClient): SearchApi {
  return {
    global: (q, page, signal) =>
      http.get(`/api/search/global/?${new URLSearchParams({ q, page: String(page) }).toString()}`, { schema: globalSearchResponseSchema, signal }),
  };
}
