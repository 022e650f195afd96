import { FONT_FAMILIES, type FontFamily, type PresentationAttributes } from '../../../contracts/deck/attributes.js';
import type { PresentationAttributesInput } from '../../../contracts/deck/commands.js';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { PresentationSettings } from '../../../contracts/deck/settings.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { SlideFieldKey, SlideFieldsInput } from '../../../contracts/slides/slide-fields.js';
import { slideFieldKeysFor } from '../../../contracts/slides/slide-type-fields.js';
import type { DeckState } from './deck-state.js';
import { fieldsOf } from './slide-field-rules.js';

/**
 * The command that undoes `command`, worked out from the deck as it was just before it (`before`) and the events
 * it produced (the editor's prediction at first, the server's once they arrive: they carry the ids it chose).
 * Undo sends it as a new command, so an accepted action is never rewritten, only answered (DESIGN.md "Client").
 * null: this command cannot be undone (or has nothing to undo).
 * `revisionBefore` is the stream revision `before` stood at: a restore of an earlier version is undone by
 * restoring that one.
 */
export function inverseOf(
  before: DeckState,
  command: DeckCommand,
  events: readonly DeckEvent[],
  revisionBefore?: number,
): DeckCommand | null {
  const { presentationId } = before;
  const slideOf = (slideId: string) => before.slides.find((slide) => slide.id === slideId);
  switch (command.type) {
    case 'AddSlide':
    case 'DuplicateSlides': {
      const slideIds = events.flatMap((event) => (event.type === 'SlideAdded' || event.type === 'SlideDuplicated' ? [event.data.slide.id] : []));
      return slideIds.length ? { type: 'DeleteSlides', data: { presentationId, slideIds } } : null;
    }
    case 'DeleteSlides': {
      const slideIds = events.flatMap((event) => (event.type === 'SlidesDeleted' ? event.data.slideIds : []));
      return slideIds.length ? { type: 'RestoreSlides', data: { presentationId, slideIds } } : null;
    }
    case 'RestoreSlides': {
      const slideIds = events.flatMap((event) => (event.type === 'SlidesRestored' ? event.data.restored.map((item) => item.slideId) : []));
      return slideIds.length ? { type: 'DeleteSlides', data: { presentationId, slideIds } } : null;
    }
    case 'SortSlides':
      return before.slides.length
        ? { type: 'SortSlides', data: { presentationId, slides: before.slides.map((slide) => ({ slideId: slide.id, order: slide.order })) } }
        : null;
    case 'PatchSlide': {
      const slide = slideOf(command.data.slideId);
      const fields = slide && previousFields(slide, Object.keys(command.data.fields) as SlideFieldKey[]);
      return slide && fields ? { type: 'PatchSlide', data: { presentationId, slideId: slide.id, fields } } : null;
    }
    case 'PatchSlides': {
      const slides = command.data.slides.flatMap((item) => {
        const slide = slideOf(item.slideId);
        const fields = slide && previousFields(slide, Object.keys(item.fields) as SlideFieldKey[]);
        return slide && fields ? [{ slideId: slide.id, fields }] : [];
      });
      return slides.length ? { type: 'PatchSlides', data: { presentationId, slides } } : null;
    }
    case 'UpdateSlide': {
      const slide = slideOf(command.data.slideId);
      if (!slide) return null;
      const typeChanged = events.some((event) => event.type === 'SlideTypeChanged');
      if (!typeChanged) {
        const fields = previousFields(slide, Object.keys(command.data.fields) as SlideFieldKey[]);
        return fields ? { type: 'PatchSlide', data: { presentationId, slideId: slide.id, fields } } : null;
      }
      // Back to the old type with everything that type had.
      const fields = previousFields(slide, slideFieldKeysFor(slide.type, slide.slideType)) ?? {};
      return { type: 'UpdateSlide', data: { presentationId, slideId: slide.id, type: slide.type, slideType: slide.slideType, fields } };
    }
    case 'AddSlideOption': {
      const added = events.find((event) => event.type === 'SlideOptionAdded');
      return added ? { type: 'DeleteSlideOption', data: { presentationId, optionId: added.data.option.id } } : null;
    }
    case 'PatchSlideOption': {
      const option = before.slides.flatMap((slide) => slide.options).find((candidate) => candidate.id === command.data.optionId);
      if (!option) return null;
      const previous = {
        ...(command.data.title !== undefined && { title: option.title }),
        ...(command.data.image !== undefined && { image: option.image }),
        ...(command.data.correct !== undefined && { correct: option.correct }),
      };
      return Object.keys(previous).length ? { type: 'PatchSlideOption', data: { presentationId, optionId: option.id, ...previous } } : null;
    }
    case 'DeleteSlideOption': {
      const slide = before.slides.find((candidate) => candidate.options.some((option) => option.id === command.data.optionId));
      const option = slide?.options.find((candidate) => candidate.id === command.data.optionId);
      // It comes back with its content (last in the list: the server gives a re-added option a new place and id).
      return slide && option
        ? { type: 'AddSlideOption', data: { presentationId, slideId: slide.id, title: option.title, image: option.image, correct: option.correct } }
        : null;
    }
    case 'AddSlideOptions': {
      const added = events.find((event) => event.type === 'SlideOptionsAdded');
      return added
        ? { type: 'DeleteSlideOptions', data: { presentationId, slideId: added.data.slideId, optionIds: added.data.options.map((option) => option.id) } }
        : null;
    }
    case 'DeleteSlideOptions': {
      // They come back with their content, last in the list, as a deleted option does.
      const gone = new Set(command.data.optionIds);
      const options = slideOf(command.data.slideId)?.options.filter((option) => gone.has(option.id)) ?? [];
      return options.length
        ? {
            type: 'AddSlideOptions',
            data: { presentationId, slideId: command.data.slideId, options: options.map(({ title, image, correct }) => ({ title, image, correct })) },
          }
        : null;
    }
    case 'ReorderSlideOptions': {
      const slide = slideOf(command.data.slideId);
      return slide && slide.options.length
        ? { type: 'ReorderSlideOptions', data: { presentationId, slideId: slide.id, optionIds: slide.options.map((option) => option.id) } }
        : null;
    }
    case 'AddSlideHint': {
      const added = events.find((event) => event.type === 'SlideHintAdded');
      return added ? { type: 'DeleteSlideHint', data: { presentationId, hintId: added.data.hint.id } } : null;
    }
    case 'PatchSlideHint': {
      const hint = before.slides.flatMap((slide) => slide.hints).find((candidate) => candidate.id === command.data.hintId);
      if (!hint) return null;
      return {
        type: 'PatchSlideHint',
        data: {
          presentationId,
          hintId: hint.id,
          ...(command.data.text !== undefined && { text: hint.text }),
          ...(command.data.image !== undefined && { image: hint.image }),
        },
      };
    }
    case 'DeleteSlideHint': {
      const slide = before.slides.find((candidate) => candidate.hints.some((hint) => hint.id === command.data.hintId));
      const hint = slide?.hints.find((candidate) => candidate.id === command.data.hintId);
      return slide && hint ? { type: 'AddSlideHint', data: { presentationId, slideId: slide.id, text: hint.text, image: hint.image } } : null;
    }
    case 'SetSlideEmbed':
    case 'RemoveSlideEmbed': {
      const slide = slideOf(command.data.slideId);
      if (!slide) return null;
      return slide.embed
        ? { type: 'SetSlideEmbed', data: { presentationId, slideId: slide.id, embedSrc: slide.embed.originalUrl } }
        : { type: 'RemoveSlideEmbed', data: { presentationId, slideId: slide.id } };
    }
    case 'UpdatePresentationSettings': {
      const keys = Object.keys(command.data.settings) as (keyof PresentationSettings)[];
      const settings = Object.fromEntries(keys.map((key) => [key, before.settings[key]]));
      return { type: 'UpdatePresentationSettings', data: { presentationId, settings } };
    }
    case 'UpdatePresentationAttributes': {
      const attributes: Record<string, unknown> = {};
      for (const key of Object.keys(command.data.attributes) as (keyof PresentationAttributesInput)[]) {
        if (key === 'fontFamily') {
          if ((FONT_FAMILIES as readonly string[]).includes(before.fontFamily)) attributes.fontFamily = before.fontFamily as FontFamily;
        } else {
          // Audio is absent from decks stored before it existed: none, which undoing puts back.
          attributes[key] = before.attributes[key as keyof PresentationAttributes] ?? null;
        }
      }
      return { type: 'UpdatePresentationAttributes', data: { presentationId, attributes: attributes as PresentationAttributesInput } };
    }
    case 'ApplyPresentationTheme': {
      // The look the deck had: put back on the deck and, as a theme does, on every slide.
      const { attributes } = before;
      return {
        type: 'ApplyPresentationTheme',
        data: {
          presentationId,
          theme: {
            themeId: attributes.themeId,
            themeName: attributes.themeName,
            themeThumbnail: attributes.themeThumbnail,
            colorPalette: attributes.colorPalette,
            textColour: attributes.textColour,
            baseColour: attributes.baseColour,
            visibility: attributes.visibility,
            backgroundImage: attributes.backgroundImage,
            fontFamily: (FONT_FAMILIES as readonly string[]).includes(before.fontFamily) ? (before.fontFamily as FontFamily) : null,
          },
        },
      };
    }
    case 'UpdateParticipantInfo': {
      const { participantInfo } = before;
      return {
        type: 'UpdateParticipantInfo',
        data: {
          presentationId,
          ...(command.data.heading !== undefined && { heading: participantInfo.heading }),
          ...(command.data.isAudienceAdmission !== undefined && { isAudienceAdmission: participantInfo.isAudienceAdmission }),
          ...(command.data.fields !== undefined && { fields: participantInfo.fields }),
        },
      };
    }
    case 'RestoreDeckVersion':
      return events.length && revisionBefore !== undefined
        ? { type: 'RestoreDeckVersion', data: { presentationId, revision: revisionBefore } }
        : null;
    case 'SetActiveSlide':
    case 'AutoTitlePresentation':
    case 'SetPresentationResultsFlag':
    case 'BatchUpdateSlides':
      return null;
    default:
      return assertNever(command);
  }
}

/** The values the slide had for these fields; a field it did not have cannot be put back, so it is left out. */
function previousFields(slide: DeckSlide, keys: readonly SlideFieldKey[]): SlideFieldsInput | null {
  const current = fieldsOf(slide);
  const previous: Record<string, unknown> = {};
  for (const key of keys) if (current[key] !== undefined) previous[key] = current[key];
  return Object.keys(previous).length ? (previous as SlideFieldsInput) : null;
}
