import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { AudienceSlide } from '../../../contracts/live/socket-protocol.js';
import type { PresentationSettings } from '../../../contracts/deck/settings.js';
import { richTextToPlain } from '../../../contracts/slides/plain-text.js';
import { SLIDE_MEDIA_KEYS } from '../../../contracts/slides/slide-media.js';
import { effectiveSlideType, TYPES_WITH_HINTS } from '../../../contracts/slides/slide-types.js';
import { linksOf, type SlideLink } from './slide-links.js';

/** How a slide is answered, read the same way on every side: a field the slide lacks (or holds wrongly) takes its default. */
export interface AnswerSettings {
  readonly multipleChoice: boolean;
  readonly limitChoice: number;
  readonly entriesPerParticipant: number;
  readonly openEndedMultipleOption: boolean;
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
    openEndedMultipleOption: flag(fields.openEndedMultipleOption, false),
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

/** Spec doc 2: "Moderate answers before they show" holds open-ended and word cloud answers for the presenter's approval. */
export const MODERATED_SLIDE_TYPES: readonly string[] = ['openEnded', 'wordCloud'];

export function answersHeldForApproval(isModerationMode: boolean, slideType: string): boolean {
  return isModerationMode && MODERATED_SLIDE_TYPES.includes(slideType);
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
  // "Group similar words": phones show the word cloud's words grouped, as the stage does.
  'wordCloudSmartGrouping',
  'subheading',
  'description',
  'image',
  'textColour',
  'baseColour',
  // What the slide is drawn with (images, background, video, embed, canvas), so phones show what the stage shows.
  ...SLIDE_MEDIA_KEYS,
] as const;

/** The deck settings that change what phones get of a slide. */
export type AudienceSlideSettings = Pick<PresentationSettings, 'areSlideOptionsShuffling' | 'isModerationMode' | 'showHyperLink' | 'enableCopySlideNote'>;

export function audienceSlide(
  slide: DeckSlide,
  submissionsStopped: boolean,
  deckSettings: AudienceSlideSettings,
  fontFamily?: string,
  chartColours?: readonly string[] | null,
): AudienceSlide {
  const settings: Record<string, unknown> = {};
  for (const key of AUDIENCE_SETTING_KEYS) if (slide[key] !== undefined) settings[key] = slide[key];
  // The deck's font, so phones draw the slide's heading as the stage does (doc 3 §9).
  if (fontFamily) settings.fontFamily = fontFamily;
  // The deck's palette, so phones' charts wear the theme's colours as the stage's do (doc 3 §3 colorPalette).
  if (chartColours && chartColours.length > 0) settings.chartColours = chartColours;
  // A slide's audio reaches phones only when it plays there too (doc 2 §3 playOnAudience).
  if (slide.audio?.playOnAudience) settings.audio = slide.audio;
  const type = effectiveSlideType(slide.type, slide.slideType);
  const notes = deckSettings.enableCopySlideNote && slide.notes && richTextToPlain(slide.notes) !== '' ? slide.notes : null;
  const links = deckSettings.showHyperLink ? slideLinks(slide, notes) : [];
  const correctOptionIds = submissionsStopped ? pollCorrectOptionIds(slide) : [];
  return {
    id: slide.id,
    type: slide.type,
    slideType: slide.slideType,
    title: slide.title ?? '',
    options: audienceOptions(slide).map((option) => ({ id: option.id, title: option.title, image: option.image })),
    settings,
    submissionsStopped,
    ...(deckSettings.areSlideOptionsShuffling && SHUFFLED_TYPES.includes(type) && { shuffleOptions: true as const }),
    ...(answersHeldForApproval(deckSettings.isModerationMode, type) && { heldForApproval: true as const }),
    ...(links.length > 0 && { links }),
    ...(notes !== null && { notes }),
    ...(correctOptionIds.length > 0 && { correctOptionIds }),
    ...(TYPES_WITH_HINTS.includes(type) && slide.hints.length > 0 && { hints: slide.hints.map(({ id, text, image }) => ({ id, text, image })) }),
  };
}

/** Slides whose options a person picks from: the ones "Shuffle options" reorders per phone. */
const SHUFFLED_TYPES: readonly string[] = ['poll', 'multipleChoice', 'pickImage', 'pickAnswer', 'imageChoice'];

/**
 * A poll, multiple choice or pick-image slide marks correct options only with addCorrectOption on, and shows them
 * only with showCorrectOption on (spec doc 2 §3): then the stage and the phones mark them once submissions close.
 */
export function pollCorrectOptionIds(slide: Pick<DeckSlide, 'type' | 'slideType' | 'addCorrectOption' | 'showCorrectOption' | 'options'>): string[] {
  if (!POLL_TYPES.includes(effectiveSlideType(slide.type, slide.slideType)) || !slide.addCorrectOption || !slide.showCorrectOption) return [];
  return slide.options.filter((option) => option.correct).map((option) => option.id);
}

const POLL_TYPES: readonly string[] = ['poll', 'multipleChoice', 'pickImage'];

/** The links in what phones see of the slide: its text blocks, and the notes when they are shared; each once. */
function slideLinks(slide: DeckSlide, sharedNotes: string | null): SlideLink[] {
  const texts = (slide.canvasBlocks ?? []).flatMap((block) => (block.type === 'RichText' && !block.hidden ? [block.content.value] : []));
  const seen = new Set<string>();
  return [...texts, sharedNotes ?? ''].flatMap(linksOf).filter((link) => !seen.has(link.href) && seen.add(link.href));
}

/** A correct-order slide's options are stored in the correct order: the audience gets them by id instead. */
function audienceOptions(slide: DeckSlide): DeckSlide['options'] {
  if (effectiveSlideType(slide.type, slide.slideType) !== 'correctOrder') return slide.options;
  return [...slide.options].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
