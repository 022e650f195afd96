import type { DeckSettingsEvent } from '../../contracts/deck/events.js';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { applyThemeToSlides } from '../../services/slides/domain/slide-list.js';

/** Presentation-level deck events: settings, look, participant info and the editor's active slide. */
export function applyDeckSettingsEvent(document: DeckDocument, event: DeckSettingsEvent): DeckDocument {
  switch (event.type) {
    case 'PresentationSettingsChanged':
      return { ...document, settings: { ...document.settings, ...event.data.changes } };
    case 'PresentationAttributesChanged': {
      const { fontFamily, ...attributes } = event.data.changes;
      return {
        ...document,
        fontFamily: fontFamily ?? document.fontFamily,
        attributes: { ...document.attributes, ...attributes },
      };
    }
    case 'PresentationThemeApplied': {
      const { theme, slideIds } = event.data;
      const slides = applyThemeToSlides(document, theme, slideIds);
      return {
        ...document,
        fontFamily: theme.fontFamily ?? document.fontFamily,
        attributes: {
          ...document.attributes,
          themeId: theme.themeId,
          themeName: theme.themeName,
          themeThumbnail: theme.themeThumbnail,
          themeActive: true,
          colorPalette: theme.colorPalette,
          textColour: theme.textColour,
          baseColour: theme.baseColour,
          visibility: theme.visibility,
          backgroundImage: theme.backgroundImage,
        },
        slides: [...slides.slides],
      };
    }
    case 'ParticipantInfoChanged':
      return { ...document, participantInfo: { ...document.participantInfo, ...event.data.changes } };
    case 'ActiveSlideSet':
      return { ...document, activeSlideId: event.data.slideId };
    case 'PresentationAutoTitled':
      return { ...document, name: event.data.name, hasAutoSuggestedTitle: true };
    case 'PresentationResultsFlagChanged':
      return { ...document, hasResults: event.data.hasResults };
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled deck settings event ${JSON.stringify(unhandled)}`);
    }
  }
}
