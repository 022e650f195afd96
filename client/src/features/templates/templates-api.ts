import type { CopyResult } from '../../../../contracts/copies/copy-link.js';
import type { TemplateCategory } from '../../../../contracts/templates/categories.js';
import type { CommunityFolderView, TemplateCategoryView, TemplateDetail, TemplateSummary } from '../../../../contracts/templates/views.js';
import type { HttpClient } from '../../api/http-client.js';

/** The template and community endpoints (spec doc 3 §9). */
export function templatesApi(http: HttpClient) {
  return {
    library: (query: { category?: TemplateCategory; q?: string }, signal?: AbortSignal) => {
      const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
      return http.get<TemplateCategoryView[]>(`/api/templates/${search ? `?${search}` : ''}`, { signal });
    },
    search: (q: string, signal?: AbortSignal) => http.get<TemplateSummary[]>(`/api/templates/search/?${new URLSearchParams({ q }).toString()}`, { signal }),
    byShareCode: (shareCode: string, signal?: AbortSignal) => http.get<TemplateDetail>(`/api/templates/by-share-code/${encodeURIComponent(shareCode)}`, { signal }),
    byId: (id: string, signal?: AbortSignal) => http.get<TemplateDetail>(`/api/templates/shared/${encodeURIComponent(id)}`, { signal }),
    community: (page: number, signal?: AbortSignal) => http.get<CommunityFolderView>(`/api/community/templates/?page=${page}`, { signal }),
    copy: async (shareCode: string) => (await http.request<CopyResult>('POST', `/api/presentation/copy-by-share-code/${encodeURIComponent(shareCode)}`)).data,
    publish: async (presentationId: string, category: TemplateCategory, description: string) =>
      (await http.request<{ published: boolean }>('POST', '/api/community/public-presentations/', { body: { presentationId, category, description } })).data,
    unpublish: async (presentationId: string) => (await http.request<{ published: boolean }>('POST', '/api/community/unpublic-presentations/', { body: { presentationId } })).data,
  };
}
