import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { AudienceSlide } from '../../../contracts/live/socket-protocol.js';
import { SLIDE_MEDIA_KEYS } from '../../../contracts/slides/slide-media.js';
import { effectiveSlideType } from '../../../contracts/slides/slide-types.js';

/** How a slide is answered, read the same way on every side: a field the slide lacks (or holds wrongly) takes its default. */
export interface AnswerSettings {
  readonly multipleChoice: boolean;
  readonly limitChoice: number;
  readonly entriesPerParticipant: number;
  readonly scaleMin: number;
  readonly scaleMax: number;
}

type AnswerFields = { readonly [K in keyof AnswerSettings]?: unknown };

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/** From a deck slide's fields or the settings an audience slide carries. */
export function answerSettingsOf(fields: AnswerFields): AnswerSettings {
  return {
    multipleChoice: flag(fields.multipleChoice, false),
    limitChoice: whole(fields.limitChoice, 1),
    entriesPerParticipant: whole(fields.entriesPerParticipant, 1),
    scaleMin: whole(fields.scaleMin, 1),
    scaleMax: whole(fields.scaleMax, 5),
  };
}

/** The part of a slide that answering depends on: the deciders take this, never the whole deck. */
export interface LiveSlideRules extends AnswerSettings {
  readonly id: string;
  readonly type: string;
  readonly optionIds: readonly string[];
}

/** `type` is what the slide behaves as: a pickAnswer with a secondary slideType answers as that type. */
export function liveSlideRules(slide: DeckSlide): LiveSlideRules {
  return {
    id: slide.id,
    type: effectiveSlideType(slide.type, slide.slideType),
    optionIds: slide.options.map((option) => option.id),
    ...answerSettingsOf(slide),
  };
}

/**
 * Whether phones may be showing a slide's results. When the presenter sets the pace, phones show only the
 * active slide, and activating a slide again sends its results with it; when the audience sets its own
 * pace, anyone may be on any slide.
 */
export function audienceMaySeeResultsOf(slideId: string, activeSlideId: string | null, audiencePacing: boolean): boolean {
  return audiencePacing || slideId === activeSlideId;
}

/** Fields the audience needs to answer and to show results; never correct answers or notes. */
const AUDIENCE_SETTING_KEYS = [
  'multipleChoice',
  'limitChoice',
  'entriesPerParticipant',
  'typeChart',
  'hideResult',
  'showPercentage',
  'scaleMin',
  'scaleMax',
  'scaleMinLabel',
  'scaleMaxLabel',
  'openEndedLayout',
  'openEndedMultipleOption',
  'subheading',
  'description',
  'image',
  'textColour',
  'baseColour',
  // What the slide is drawn with (images, background, video, embed, canvas), so phones show what the stage shows.
  ...SLIDE_MEDIA_KEYS,
] as const;

export function audienceSlide(slide: DeckSlide, submissionsStopped: boolean): AudienceSlide {
  const settings: Record<string, unknown> = {};
  for (const key of AUDIENCE_SETTING_KEYS) if (slide[key] !== undefined) settings[key] = slide[key];
  return {
    id: slide.id,
    type: slide.type,
    slideType: slide.slideType,
    title: slide.title ?? '',
    options: audienceOptions(slide).map((option) => ({ id: option.id, title: option.title, image: option.image })),
    settings,
    submissionsStopped,
  };
}

/** A correct-order slide's options are stored in the correct order: the audience gets them by id instead. */
function audienceOptions(slide: DeckSlide): DeckSlide['options'] {
  if (effectiveSlideType(slide.type, slide.slideType) !== 'correctOrder') return slide.options;
  return [...slide.options].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
