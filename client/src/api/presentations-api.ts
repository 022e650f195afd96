import type { PRESENTATION_SORT_COLUMNS, TRASH_SORT_COLUMNS } from '../../../contracts/presentations/commands.js';
import {
  bulkPresentationResultSchema,
  deletedPresentationListResponseSchema,
  presentationListResponseSchema,
  presentationSummarySchema,
  type BulkPresentationResult,
  type PresentationSummary,
} from '../../../contracts/presentations/read-models.js';
import type { HttpClient } from './http-client.js';

export type SortOrder = 'asc' | 'desc';
export type PresentationSortColumn = (typeof PRESENTATION_SORT_COLUMNS)[number];
export type TrashSortColumn = (typeof TRASH_SORT_COLUMNS)[number];

export interface PresentationPage {
  readonly presentations: PresentationSummary[];
  readonly numberOfPresentationPages: number;
}

export interface ListQuery<TColumn extends string> {
  readonly page: number;
  readonly sortColumn: TColumn;
  readonly sortOrder: SortOrder;
}

export interface PresentationsApi {
  list(query: ListQuery<PresentationSortColumn>, signal?: AbortSignal): Promise<PresentationPage>;
  /** accountId: a team's trash (its workspace decks) instead of the caller's own. */
  listDeleted(query: ListQuery<TrashSortColumn> & { readonly accountId?: string }, signal?: AbortSignal): Promise<PresentationPage>;
  /** fromWorkspace: in team working mode, into the team workspace. */
  create(request?: { name?: string; language?: string; fromWorkspace?: boolean }): Promise<PresentationSummary>;
  /** With the revision last read, a stale one is refused (409); without, the name simply becomes the new one. */
  rename(presentation: { id: string; revision?: number }, name: string): Promise<PresentationSummary>;
  moveToTrash(ids: readonly string[]): Promise<BulkPresentationResult>;
  restore(ids: readonly string[]): Promise<BulkPresentationResult>;
  deletePermanently(ids: readonly string[]): Promise<BulkPresentationResult>;
}

const queryString = (query: ListQuery<string>) =>
  new URLSearchParams({ page: String(query.page), sortColumn: query.sortColumn, sortOrder: query.sortOrder }).toString();

export function createPresentationsApi(http: HttpClient): PresentationsApi {
  const bulk = async (method: 'POST' | 'DELETE', path: string, ids: readonly string[]) =>
    (await http.request(method, path, { body: { presentationIds: ids }, schema: bulkPresentationResultSchema })).data;
  return {
    list: (query, signal) => http.get(`/api/presentation?${queryString(query)}`, { schema: presentationListResponseSchema, signal }),
    async listDeleted(query, signal) {
      const account = query.accountId === undefined ? '' : `&${new URLSearchParams({ accountId: query.accountId }).toString()}`;
      const page = await http.get(`/api/presentation/deleted?${queryString(query)}${account}`, {
        schema: deletedPresentationListResponseSchema,
        signal,
      });
      return { presentations: page.result, numberOfPresentationPages: page.numberOfPresentationPages };
    },
    async create(request = {}) {
      return (await http.request('POST', '/api/presentation', { body: request, schema: presentationSummarySchema })).data;
    },
    async rename(presentation, name) {
      const { data } = await http.request('PATCH', `/api/presentation/${encodeURIComponent(presentation.id)}`, {
        body: { name },
        headers: presentation.revision === undefined ? {} : { 'If-Match': `"${presentation.revision}"` },
        schema: presentationSummarySchema,
      });
      return data;
    },
    moveToTrash: (ids) => bulk('DELETE', '/api/presentation', ids),
    restore: (ids) => bulk('POST', '/api/presentation/restore', ids),
    deletePermanently: (ids) => bulk('DELETE', '/api/presentation/permanent', ids),
  };
}

