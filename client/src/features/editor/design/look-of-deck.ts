import type { Theme } from '../../../../../contracts/deck/attributes.js';
import { FONT_FAMILIES, type FontFamily } from '../../../../../contracts/deck/attributes.js';
import type { DeckDocument } from '../../../../../contracts/deck/read-model.js';
import type { SaveThemeRequest } from '../../../../../contracts/themes/requests.js';

const isFont = (font: string): font is FontFamily => (FONT_FAMILIES as readonly string[]).includes(font);

/** The deck's current design as a theme would carry it. */
export function lookOfDeck(deck: Pick<DeckDocument, 'attributes' | 'fontFamily'>): Theme {
  const { attributes } = deck;
  return {
    themeId: attributes.themeId,
    themeName: attributes.themeName,
    themeThumbnail: attributes.themeThumbnail,
    colorPalette: attributes.colorPalette,
    textColour: attributes.textColour,
    baseColour: attributes.baseColour,
    visibility: attributes.visibility,
    backgroundImage: attributes.backgroundImage,
    fontFamily: isFont(deck.fontFamily) ? deck.fontFamily : null,
  };
}

/** "Save current design": the deck's look under the name the presenter gives it. */
export function saveRequestOf(deck: Pick<DeckDocument, 'attributes' | 'fontFamily'>, themeName: string): SaveThemeRequest {
  const { themeId: _id, themeName: _name, themeThumbnail: _thumbnail, ...look } = lookOfDeck(deck);
  return { ...look, themeName };
}
