import type { DeckDocument } from '../../../contracts/deck/read-model.js';

/**
 * What a restore of an earlier version brings back: the slides in order with their type, fields, options, hints
 * and embed, the settings, look and participant information. Not the bookkeeping (revision, times, slide versions,
 * the trash, the editor's active slide).
 */
export function deckContent(deck: DeckDocument) {
  return {
    fontFamily: deck.fontFamily,
    settings: deck.settings,
    attributes: deck.attributes,
    participantInfo: deck.participantInfo,
    slides: deck.slides.map(({ version: _version, createdAt: _createdAt, ...slide }) => slide),
  };
}
