import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { effectiveSlideType, type PickAnswerSlideType, type SlideType } from '../../../../contracts/slides/slide-types.js';

/** A kind of slide the picker offers: a slide type, with the secondary type for the quiz games built on Pick Answer. */
export interface SlideKind {
  readonly key: SlideKindKey;
  readonly type: SlideType;
  readonly slideType?: PickAnswerSlideType;
}

export type SlideKindKey =
  | 'pickAnswer'
  | 'imageChoice'
  | 'typeAnswer'
  | 'spinnerWheel'
  | 'matchPairs'
  | 'correctOrder'
  | 'categorise'
  | 'leaderboard'
  | 'poll'
  | 'pickImage'
  | 'openEnded'
  | 'wordCloud'
  | 'scale'
  | 'ideas'
  | 'question'
  | 'freestyle'
  | 'textSlide'
  | 'bulletPoints'
  | 'image'
  | 'qrcode'
  | 'youtube'
  | 'googleSlides';

export type PickerSectionKey = 'quiz' | 'opinion' | 'content';

/**
 * Spec doc 2 §2 "Slide picker (sections)", for the slide types that exist. The experimental hackathon section and
 * the hidden document import name nothing this product has, so they are not offered.
 */
export const PICKER_SECTIONS: readonly { key: PickerSectionKey; kinds: readonly SlideKind[] }[] = [
  {
    key: 'quiz',
    kinds: [
      { key: 'pickAnswer', type: 'pickAnswer' },
      { key: 'typeAnswer', type: 'pickAnswer', slideType: 'typeAnswer' },
      { key: 'imageChoice', type: 'pickAnswer', slideType: 'imageChoice' },
      { key: 'spinnerWheel', type: 'spinnerWheel' },
      { key: 'matchPairs', type: 'pickAnswer', slideType: 'matchPairs' },
      { key: 'correctOrder', type: 'pickAnswer', slideType: 'correctOrder' },
      { key: 'categorise', type: 'pickAnswer', slideType: 'categorise' },
      { key: 'leaderboard', type: 'leaderboard' },
    ],
  },
  {
    key: 'opinion',
    kinds: [
      { key: 'poll', type: 'poll' },
      { key: 'pickImage', type: 'pickImage' },
      { key: 'openEnded', type: 'openEnded' },
      { key: 'wordCloud', type: 'wordCloud' },
      { key: 'scale', type: 'scale' },
      { key: 'ideas', type: 'ideas' },
      { key: 'question', type: 'question' },
    ],
  },
  {
    key: 'content',
    kinds: [
      { key: 'freestyle', type: 'freestyle' },
      { key: 'textSlide', type: 'textSlide' },
      { key: 'bulletPoints', type: 'bulletPoints' },
      { key: 'image', type: 'image' },
      { key: 'qrcode', type: 'qrcode' },
      { key: 'youtube', type: 'youtube' },
      { key: 'googleSlides', type: 'googleSlides' },
    ],
  },
];

/** i18n key of a slide's type name, as the picker calls it (the slide list and the Type selector use it too). */
export function slideTypeNameKey(slide: Pick<DeckSlide, 'type' | 'slideType'>): `editor.types.${SlideType}` {
  return `editor.types.${effectiveSlideType(slide.type, slide.slideType)}`;
}

/** Spec doc 2 §3 "palette of 8 option colours with letters A to H": the stage's own, so the editor shows its colours. */
export { OPTION_COLOURS, OPTION_LETTERS } from '../live/results/chart-maths.js';
