import { z } from 'zod';

/** One row of My Presentations and of the trash. */
export const presentationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string(),
  language: z.string(),
  fontFamily: z.string(),
  accessCode: z.string(),
  uniqueAccessCode: z.string(),
  slideCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** True while the presentation is in the trash (lists filter on it; deletedAt says since when). */
  inTrash: z.boolean(),
  /** The personal folder it sits in; null at the top of My Presentations. */
  folderId: z.string().nullable().default(null),
  /** The team workspace holding it; null for a personal presentation. */
  accountId: z.string().nullable().default(null),
  /** Stream revision of the last change, served as the ETag. */
  revision: z.number().int(),
});
export type PresentationSummary = z.infer<typeof presentationSummarySchema>;

export const presentationListResponseSchema = z.object({
  presentations: z.array(presentationSummarySchema),
  numberOfPresentationPages: z.number().int(),
});

export const deletedPresentationListResponseSchema = z.object({
  result: z.array(presentationSummarySchema),
  numberOfPresentationPages: z.number().int(),
});

export const bulkPresentationResultSchema = z.object({
  succeededIds: z.array(z.string()),
  failedIds: z.array(z.string()),
  /** The spec's toast texts, ready to show. */
  successMessage: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type BulkPresentationResult = z.infer<typeof bulkPresentationResultSchema>;
