import { z } from 'zod';

/** Spec doc 3 §9 "content slide categories": the template library's shelves. */
export const TEMPLATE_CATEGORIES = ['Work', 'School', 'Fun', 'Holidays', 'Others'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const templateCategorySchema = z.enum(TEMPLATE_CATEGORIES);

/** Who made a template: the product (official, seeded) or a presenter who published a deck (community). */
export const TEMPLATE_KINDS = ['official', 'community'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Spec doc 1 §9 / doc 3 §9: community templates per folder, admin-picked list length, community folder id. */
export const COMMUNITY_TEMPLATES_PER_FOLDER = 12;
export const ADMIN_PICKED_TEMPLATES_LIMIT = 10;
export const COMMUNITY_FOLDER_ID = 999_999_999;
/** The author's account the official templates belong to (no one signs in as it). */
export const OFFICIAL_TEMPLATES_OWNER_ID = 'official-templates';
