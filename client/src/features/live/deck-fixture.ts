import { DEFAULT_PRESENTATION_ATTRIBUTES } from '../../../../contracts/deck/attributes.js';
import { DEFAULT_PARTICIPANT_INFO } from '../../../../contracts/deck/participant-info.js';
import type { DeckDocument, DeckSlide } from '../../../../contracts/deck/read-model.js';
import { DEFAULT_PRESENTATION_SETTINGS } from '../../../../contracts/deck/settings.js';
import type { SlideType } from '../../../../contracts/slides/slide-types.js';

/** Decks for specs, in the shape GET /api/presentation/{id} answers. */
export function deckSlide(id: string, type: SlideType, order: number, fields: Partial<DeckSlide> = {}, options: string[] = []): DeckSlide {
  return {
    id,
    type,
    slideType: null,
    order,
    createdAt: '2026-01-01T10:00:00.000Z',
    version: 1,
    title: `Slide ${order}`,
    options: options.map((title, index) => ({ id: `${id}-o${index + 1}`, title, image: null, correct: false, order: index + 1 })),
    hints: [],
    embed: null,
    ...fields,
  };
}

export function deckDocument(slides: DeckSlide[], overrides: Partial<DeckDocument> = {}): DeckDocument {
  return {
    id: 'p1',
    name: 'Team sync',
    userId: 'user-1',
    language: 'en',
    fontFamily: 'Plus Jakarta Sans',
    accessCode: '123456',
    uniqueAccessCode: 'abcdefghij',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    deletedAt: null,
    revision: 5,
    activeSlideId: null,
    hasAutoSuggestedTitle: false,
    hasResults: false,
    settings: DEFAULT_PRESENTATION_SETTINGS,
    attributes: DEFAULT_PRESENTATION_ATTRIBUTES,
    participantInfo: DEFAULT_PARTICIPANT_INFO,
    slides,
    deletedSlides: [],
    ...overrides,
  };
}
