import { z } from 'zod';

/** Spec doc 2 §3 "Slide types", plus voice Q&A which the spec names without a key. */
export const SLIDE_TYPES = [
  'pickAnswer',
  'imageChoice',
  'pickImage',
  'multipleChoice',
  'poll',
  'freestyle',
  'wordCloud',
  'openEnded',
  'ideas',
  'question',
  'voiceQuestion',
  'scale',
  'spinnerWheel',
  'qrcode',
  'textSlide',
  'bulletPoints',
  'image',
  'youtube',
  'document',
  'googleSlides',
  'leaderboard',
  'correctOrder',
  'matchPairs',
  'typeAnswer',
  'categorise',
] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];
export const slideTypeSchema = z.enum(SLIDE_TYPES);

/** Spec doc 2 §3: a pickAnswer slide carries a secondary slideType; every other type has none (null). */
export const PICK_ANSWER_SLIDE_TYPES = ['imageChoice', 'typeAnswer', 'matchPairs', 'correctOrder', 'categorise'] as const;
export type PickAnswerSlideType = (typeof PICK_ANSWER_SLIDE_TYPES)[number];
export const pickAnswerSlideTypeSchema = z.enum(PICK_ANSWER_SLIDE_TYPES);
export type SecondarySlideType = PickAnswerSlideType | null;

/** What a pickAnswer slide with a secondary type behaves as (its fields, options and limits). */
export function effectiveSlideType(type: SlideType, slideType: SecondarySlideType): SlideType {
  return type === 'pickAnswer' && slideType !== null ? slideType : type;
}

/** Scored quiz questions: they get a time limit and count towards the leaderboard. */
export const QUIZ_SLIDE_TYPES: readonly SlideType[] = [
  'pickAnswer',
  'imageChoice',
  'correctOrder',
  'matchPairs',
  'typeAnswer',
  'categorise',
];

/** Spec doc 2 §3 default titles: the heading placeholder for content slides, the question one for the rest. */
export const HEADING_SLIDE_TYPES: readonly SlideType[] = [
  'textSlide',
  'bulletPoints',
  'image',
  'qrcode',
  'youtube',
  'document',
  'googleSlides',
];

/**
 * Types whose options the presenter writes. Open-ended, ideas and word cloud entries come from the audience
 * (their own streams), so they are not authored here.
 */
export const TYPES_WITH_AUTHORED_OPTIONS: readonly SlideType[] = [
  'pickAnswer',
  'imageChoice',
  'pickImage',
  'multipleChoice',
  'poll',
  'bulletPoints',
  'scale',
  'spinnerWheel',
  'voiceQuestion',
  'correctOrder',
  'matchPairs',
];

/** An embed (doc 2 §3 "Embed slide") can sit on the content slides that show third-party pages. */
export const TYPES_WITH_EMBED: readonly SlideType[] = ['youtube', 'googleSlides', 'freestyle'];

/** Hints help answer a scored question. */
export const TYPES_WITH_HINTS: readonly SlideType[] = QUIZ_SLIDE_TYPES;

/** Spec doc 2 §3 "Chart types bars, donut, pie". */
export const CHART_TYPES = ['bars', 'donut', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
