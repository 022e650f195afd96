import type { TemplateKind } from './categories.js';

/** Spec doc 3 §5 "Community template filter": names a deck keeps until its author gives it one. */
export const COMMUNITY_EXCLUDED_NAMES: readonly string[] = ['My new presentation', 'Your saved Spinner Wheel', 'Your saved WordCloud'];
export const COMMUNITY_MIN_SLIDES = 3;
/** Always allowed, whatever else the filter says. */
export const COMMUNITY_ALWAYS_ALLOWED_NAME = 'General Knowledge Quiz';

export interface CommunityCandidate {
  readonly name: string;
  readonly slideCount: number;
  readonly kind: TemplateKind;
}

/** Why a deck may not be listed in the community (null: it may); the messages a presenter sees when publishing. */
export function communityRefusal(candidate: CommunityCandidate): 'tooFewSlides' | 'defaultName' | 'official' | null {
  if (candidate.name === COMMUNITY_ALWAYS_ALLOWED_NAME) return null;
  if (candidate.kind === 'official') return 'official';
  if (candidate.slideCount < COMMUNITY_MIN_SLIDES) return 'tooFewSlides';
  if (COMMUNITY_EXCLUDED_NAMES.includes(candidate.name.trim())) return 'defaultName';
  return null;
}

export const COMMUNITY_MESSAGES = {
  tooFewSlides: `A community template needs at least ${COMMUNITY_MIN_SLIDES} slides.`,
  defaultName: 'Give the presentation a name of its own before publishing it.',
  official: 'Official templates are not published to the community.',
  notPublished: 'This presentation is not published to the community.',
} as const;
