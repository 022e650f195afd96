import { z } from 'zod';
import type { PresentationAttributes } from '../deck/attributes.js';
import type { DeckSlide } from '../deck/read-model.js';
import { idSchema } from '../slides/common-schemas.js';
import { templateCategorySchema, type TemplateCategory, type TemplateKind } from './categories.js';

/** A template as the library, the community and Home list it (spec doc 3 §3 "Template"). */
export interface TemplateSummary {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: TemplateCategory;
  readonly kind: TemplateKind;
  readonly shareCode: string;
  readonly isAdminPick: boolean;
  readonly copyCount: number;
  readonly slideCount: number;
}

/** GET /api/templates/: one category with its templates (spec doc 3 §3 "Template category"). */
export interface TemplateCategoryView {
  readonly categoryName: TemplateCategory;
  readonly presentations: readonly TemplateSummary[];
}

/** GET /api/community/templates/: the community's templates in folders of 12. */
export interface CommunityFolderView {
  readonly folderId: number;
  readonly page: number;
  readonly pages: number;
  readonly total: number;
  readonly presentations: readonly TemplateSummary[];
}

/** A template's page (`/template/{shareCode}`, `/shared-template/{id}`): what it holds, read-only, no ids of people. */
export interface TemplateDetail extends TemplateSummary {
  readonly fontFamily: string;
  readonly attributes: PresentationAttributes;
  readonly slides: readonly DeckSlide[];
}

export const templateListQuerySchema = z.strictObject({
  category: templateCategorySchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

export const templateSearchQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(100) });

export const communityListQuerySchema = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** POST /api/community/public-presentations/: publish one of one's presentations to the community. */
export const publishToCommunitySchema = z.strictObject({
  presentationId: idSchema,
  category: templateCategorySchema.default('Others'),
  description: z.string().trim().max(500).default(''),
});
export type PublishToCommunityRequest = z.input<typeof publishToCommunitySchema>;

export const unpublishFromCommunitySchema = z.strictObject({ presentationId: idSchema });

/** Template pages: the public path a template opens at. */
export const templatePagePath = (shareCode: string) => `/template/${encodeURIComponent(shareCode)}`;
