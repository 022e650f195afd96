import type { SlideType } from '../../../../contracts/slides/slide-types.js';

/**
 * Slide types the presenting screen draws with SlideContent. The others have their own live screens (quiz questions
 * and leaderboards, brainstorms, spinner wheels, Q&A).
 */
const DRAWN_BY_SLIDE_CONTENT: ReadonlySet<SlideType> = new Set<SlideType>([
  'poll',
  'multipleChoice',
  'pickImage',
  'wordCloud',
  'openEnded',
  'scale',
  'textSlide',
  'bulletPoints',
  'image',
  'document',
  'youtube',
  'googleSlides',
  'qrcode',
  'freestyle',
]);

export const drawnBySlideContent = (type: SlideType): boolean => DRAWN_BY_SLIDE_CONTENT.has(type);
