import type { GeneratedSlide } from '../../../contracts/ai/generated-slides.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';

type AddSlide = Extract<SlideCommand, { type: 'AddSlide' }>;

/**
 * A validated generated slide as the ordinary AddSlide an editor would send: placed by the deck's own rules (after
 * the active slide and a leaderboard that follows it; a quiz question brings its leaderboard).
 */
export function addSlideCommandFor(presentationId: string, slide: GeneratedSlide): AddSlide {
  switch (slide.type) {
    case 'pickAnswer':
      return add(presentationId, slide, slide.options.map((option) => ({ title: option.title, correct: option.correct })));
    case 'poll':
      return add(presentationId, slide, slide.options.map((option) => ({ title: option.title })));
    case 'wordCloud':
    case 'openEnded':
      return add(presentationId, slide);
    case 'textSlide':
      return { type: 'AddSlide', data: { presentationId, type: 'textSlide', fields: { title: slide.title, subheading: slide.subheading } } };
    default:
      return slide satisfies never;
  }
}

function add(presentationId: string, slide: GeneratedSlide, options?: { title: string; correct?: boolean }[]): AddSlide {
  return { type: 'AddSlide', data: { presentationId, type: slide.type, fields: { title: slide.title }, ...(options ? { options } : {}) } };
}
