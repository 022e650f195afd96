import type { SavedThemeLook } from '../../../contracts/themes/events.js';
import type { SaveThemeRequest } from '../../../contracts/themes/requests.js';

/** Spec doc 3 §5: an empty text or base colour and visibility -1 are unset, so the saved theme holds null for them. */
export function savedLookOf(request: SaveThemeRequest): SavedThemeLook {
  return {
    themeName: request.themeName,
    textColour: request.textColour ? request.textColour : null,
    baseColour: request.baseColour ? request.baseColour : null,
    visibility: request.visibility === undefined || request.visibility === null || request.visibility === -1 ? null : request.visibility,
    colorPalette: request.colorPalette ?? null,
    backgroundImage: request.backgroundImage ?? null,
    fontFamily: request.fontFamily ?? null,
  };
}
