import { z } from 'zod';

/** A query longer than this is refused (400 on `q`): matching costs grow with it, and no title is longer. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** At most this many words of a query count; the rest are ignored, not refused. */
export const SEARCH_MAX_TERMS = 8;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
/** Each slide's indexed text is cut to this many characters, so one deck's share of a scan stays bounded. */
export const SEARCH_SLIDE_TEXT_MAX_LENGTH = 2000;
/** A presentation result names at most this many of its matching slides. */
export const SEARCH_MATCHED_SLIDES_SHOWN = 3;

/** Query of GET /api/search/presentation/ and /api/search/global/. */
export const searchQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const matchedSlideSchema = z.object({
  slideId: z.string(),
  order: z.number().int().min(1),
  title: z.string(),
});
export type MatchedSlide = z.infer<typeof matchedSlideSchema>;

export const presentationSearchHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  updatedAt: z.string(),
  slideCount: z.number().int().min(0),
  /** Whether the title itself matched, besides any slides. */
  matchedTitle: z.boolean(),
  matchedSlideCount: z.number().int().min(0),
  /** The best matching slides, best first. */
  matchedSlides: z.array(matchedSlideSchema),
});
export type PresentationSearchHit = z.infer<typeof presentationSearchHitSchema>;

const pagingShape = {
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
};

/** GET /api/search/presentation/: whole presentations, best match first (the list's field names). */
export const presentationSearchResponseSchema = z.object({
  presentations: z.array(presentationSearchHitSchema),
  numberOfPresentationPages: z.number().int().min(0),
  ...pagingShape,
});
export type PresentationSearchResponse = z.infer<typeof presentationSearchResponseSchema>;

export const globalSearchHitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('presentation'), presentationId: z.string(), name: z.string(), updatedAt: z.string() }),
  z.object({
    kind: z.literal('slide'),
    presentationId: z.string(),
    presentationName: z.string(),
    slideId: z.string(),
    order: z.number().int().min(1),
    title: z.string(),
    updatedAt: z.string(),
  }),
]);
export type GlobalSearchHit = z.infer<typeof globalSearchHitSchema>;

/** GET /api/search/global/: presentations by title and single slides by their text, in one ranking. */
export const globalSearchResponseSchema = z.object({
  results: z.array(globalSearchHitSchema),
  numberOfPages: z.number().int().min(0),
  ...pagingShape,
});
export type GlobalSearchResponse = z.infer<typeof globalSearchResponseSchema>;
