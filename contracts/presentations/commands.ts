import { z } from 'zod';
import { languageInputSchema } from '../shared/languages.js';
import { hasVisibleCharacter, isEmptyOrVisible, VISIBLE_NAME_MESSAGE } from '../shared/visible-text.js';
import { PRESENTATION_NAME_MAX_LENGTH } from './constants.js';

const presentationNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Name must not be empty' })
  .max(PRESENTATION_NAME_MAX_LENGTH)
  .refine(hasVisibleCharacter, { message: VISIBLE_NAME_MESSAGE });

export const createPresentationRequestSchema = z.strictObject({
  name: z.string().trim().max(PRESENTATION_NAME_MAX_LENGTH).refine(isEmptyOrVisible, { message: VISIBLE_NAME_MESSAGE }).optional(),
  language: languageInputSchema.optional(),
  /** Team working mode: the presentation goes to the caller's team workspace. */
  fromWorkspace: z.boolean().optional(),
});
export type CreatePresentationRequest = z.infer<typeof createPresentationRequestSchema>;

export const renamePresentationRequestSchema = z.strictObject({
  name: presentationNameSchema,
});

const presentationIdsSchema = z.array(z.string().min(1).max(64)).min(1).max(500);

export const presentationIdsRequestSchema = z.strictObject({
  presentationIds: presentationIdsSchema,
});

export const PRESENTATION_SORT_COLUMNS = ['updatedAt', 'createdAt', 'name'] as const;
export const TRASH_SORT_COLUMNS = ['deletedAt', 'updatedAt', 'createdAt', 'name'] as const;

const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
const sortOrderSchema = z.enum(['asc', 'desc']).default('desc');

export const listPresentationsQuerySchema = z.strictObject({
  page: pageSchema,
  sortColumn: z.enum(PRESENTATION_SORT_COLUMNS).default('updatedAt'),
  sortOrder: sortOrderSchema,
});
export type ListPresentationsQuery = z.infer<typeof listPresentationsQuerySchema>;

export const listDeletedPresentationsQuerySchema = z.strictObject({
  page: pageSchema,
  sortColumn: z.enum(TRASH_SORT_COLUMNS).default('deletedAt'),
  sortOrder: sortOrderSchema,
  /** A team's id: that team's trash (its workspace decks), for its members; absent or the caller's own id: their own. */
  accountId: z.string().min(1).max(64).optional(),
});
export type ListDeletedPresentationsQuery = z.infer<typeof listDeletedPresentationsQuerySchema>;
