import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckDocument, DeckSlide } from '../../../contracts/deck/read-model.js';

/** A small deterministic generator (the same LCG as the live tests), so a run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const ADDED_TYPES = ['poll', 'multipleChoice', 'pickAnswer', 'textSlide', 'bulletPoints', 'wordCloud', 'scale', 'correctOrder'] as const;
const QUIZ_TYPES = new Set(['pickAnswer', 'imageChoice', 'correctOrder', 'matchPairs', 'typeAnswer', 'categorise']);
const WITH_OPTIONS = new Set(['poll', 'multipleChoice', 'pickAnswer', 'bulletPoints', 'scale', 'correctOrder']);

/**
 * One random editor action on the deck as this client sees it: adding, editing, moving, copying and deleting
 * slides, options, hints, settings and the active slide. Some will be refused (a full slide, an option someone
 * just deleted); that is part of editing together.
 */
export function randomDeckEdit(deck: DeckDocument, random: () => number, label: string): DeckCommand {
  const presentationId = deck.id;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const slides = deck.slides;
  const anySlide = (): DeckSlide => pick(slides);
  const roll = random();
  if (slides.length < 3 || roll < 0.18) {
    return { type: 'AddSlide', data: { presentationId, type: pick(ADDED_TYPES) } };
  }
  if (roll < 0.38) {
    return { type: 'PatchSlide', data: { presentationId, slideId: anySlide().id, fields: { title: `${label} ${Math.floor(random() * 1000)}` } } };
  }
  if (roll < 0.5) {
    const slide = pick(slides.filter((candidate) => WITH_OPTIONS.has(candidate.type)).concat(anySlide()));
    if (random() < 0.25) {
      return { type: 'AddSlideOptions', data: { presentationId, slideId: slide.id, options: [{ title: `${label} a` }, { title: `${label} b` }] } };
    }
    return { type: 'AddSlideOption', data: { presentationId, slideId: slide.id, title: `${label} option` } };
  }
  const withOptions = slides.filter((slide) => slide.options.length > 0);
  if (roll < 0.6 && withOptions.length > 0) {
    const option = pick(pick(withOptions).options);
    return { type: 'PatchSlideOption', data: { presentationId, optionId: option.id, title: `${label} ${Math.floor(random() * 1000)}`, correct: random() < 0.3 } };
  }
  if (roll < 0.65 && withOptions.length > 0) {
    const slide = pick(withOptions);
    if (random() < 0.25) {
      return { type: 'DeleteSlideOptions', data: { presentationId, slideId: slide.id, optionIds: slide.options.slice(0, 2).map((option) => option.id) } };
    }
    return { type: 'DeleteSlideOption', data: { presentationId, optionId: pick(slide.options).id } };
  }
  if (roll < 0.73) {
    return { type: 'SortSlides', data: { presentationId, slides: [{ slideId: anySlide().id, order: 1 + Math.floor(random() * slides.length) }] } };
  }
  if (roll < 0.78) {
    return { type: 'DeleteSlides', data: { presentationId, slideIds: [anySlide().id] } };
  }
  if (roll < 0.81 && deck.deletedSlides.length > 0) {
    return { type: 'RestoreSlides', data: { presentationId, slideIds: [pick(deck.deletedSlides).id] } };
  }
  if (roll < 0.85) {
    return { type: 'DuplicateSlides', data: { presentationId, slideIds: [anySlide().id], isIncludingResponseData: false } };
  }
  if (roll < 0.89) {
    return { type: 'SetActiveSlide', data: { presentationId, slideId: anySlide().id } };
  }
  if (roll < 0.93) {
    return { type: 'UpdatePresentationSettings', data: { presentationId, settings: { isEnableChat: random() < 0.5, teamCount: 2 + Math.floor(random() * 8) } } };
  }
  const quiz = slides.filter((slide) => QUIZ_TYPES.has(slide.type));
  if (quiz.length > 0) {
    return { type: 'AddSlideHint', data: { presentationId, slideId: pick(quiz).id, text: `<b>${label}</b> hint` } };
  }
  return { type: 'PatchSlides', data: { presentationId, slides: [{ slideId: anySlide().id, fields: { notes: `<p>${label}</p>` } }] } };
}
