import { z } from 'zod';
import { ApiError } from './api-error.js';
import type { HttpClient } from './http-client.js';

/** What Home shows of a template; GET /api/templates/admin-picked (the templates branch's endpoint) sends more. */
const adminPickedTemplateSchema = z.object({ id: z.string(), name: z.string(), shareCode: z.string(), slideCount: z.number().int().nonnegative() });
export type AdminPickedTemplate = z.infer<typeof adminPickedTemplateSchema>;

/** Spec doc 1 §9: Home shows at most 10 admin-picked templates. */
export const HOME_ADMIN_PICKED_MAX = 10;

/** The admin-picked templates, or null where this server has no template library (404): Home then hides the section. */
export async function adminPickedTemplates(http: HttpClient, signal?: AbortSignal): Promise<AdminPickedTemplate[] | null> {
  try {
    const picked = await http.request('GET', '/api/templates/admin-picked', { schema: z.array(adminPickedTemplateSchema), signal, background: true });
    return picked.data.slice(0, HOME_ADMIN_PICKED_MAX);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
