import type { PresentationAttributesChanges, Theme } from '../../../contracts/deck/attributes.js';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { ParticipantField } from '../../../contracts/deck/participant-info.js';
import type { DeckDocument, DeckSlide } from '../../../contracts/deck/read-model.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import { normaliseCategories } from '../../../contracts/slides/categories.js';
import { convertEmbedUrl } from '../../../contracts/slides/embed-url.js';
import { BLANK_STYLE, defaultOptionTitles, defaultSlideFields, type SlideStyle } from '../../../contracts/slides/slide-defaults.js';
import { SLIDE_FIELD_KEYS, type SlideFields, type SlideFieldsInput } from '../../../contracts/slides/slide-fields.js';
import { emptyOption } from '../../../contracts/slides/slide-option.js';
import { slideFieldKeysFor } from '../../../contracts/slides/slide-type-fields.js';
import { effectiveSlideType } from '../../../contracts/slides/slide-types.js';

/**
 * What the server will most likely decide for a command, as events, so the editor can show the result at once.
 * It mirrors the deck decider's placement and defaults (contracts/slides) but never refuses: a command the server
 * turns down is reverted when the rejection arrives, and the server's real events always replace these.
 * Ids the server will choose are stand-ins from newId(), mapped to the real ones when the events arrive.
 */
export interface PredictContext {
  readonly newId: () => string;
  readonly now: string;
}

const slideOf = (deck: DeckDocument, slideId: string) => deck.slides.find((slide) => slide.id === slideId);

export function fieldsOf(slide: DeckSlide): SlideFields {
  const fields: Record<string, unknown> = {};
  for (const key of SLIDE_FIELD_KEYS) if (slide[key] !== undefined) fields[key] = slide[key];
  return fields as SlideFields;
}

/** Input fields as the server would store them: categories get ids and lose blank entries (contracts rule). */
function storedFields(input: SlideFieldsInput, newId: () => string): SlideFields {
  const { categories, ...rest } = input;
  return { ...rest, ...(categories && { categories: normaliseCategories(categories, newId) }) } as SlideFields;
}

function styleForNewSlide(deck: DeckDocument): SlideStyle {
  return {
    textColour: deck.attributes.textColour ?? BLANK_STYLE.textColour,
    baseColour: deck.attributes.baseColour ?? BLANK_STYLE.baseColour,
    visibility: deck.attributes.visibility ?? BLANK_STYLE.visibility,
    backgroundImage: deck.attributes.backgroundImage,
  };
}

/** Doc 2 §4: after the active (or named) slide, and after a leaderboard that directly follows it; else last. */
export function anchorForNewSlide(deck: DeckDocument, insertAfter: string | undefined): string | null {
  const anchor =
    (insertAfter !== undefined ? slideOf(deck, insertAfter) : undefined) ??
    deck.slides.find((slide) => slide.id === deck.activeSlideId) ??
    deck.slides.at(-1);
  if (!anchor) return null;
  const next = deck.slides[deck.slides.indexOf(anchor) + 1];
  return next?.type === 'leaderboard' ? next.id : anchor.id;
}

/** The sort call's rule: moved slides are taken out, then put back from the lowest order up. */
export function reorderedSlideIds(slides: readonly DeckSlide[], moves: readonly { slideId: string; order: number }[]): string[] {
  const moving = new Set(moves.map((move) => move.slideId));
  const ids = slides.map((slide) => slide.id).filter((id) => !moving.has(id));
  const sorted = [...moves].sort((a, b) => a.order - b.order);
  for (const move of sorted) ids.splice(Math.min(move.order - 1, ids.length), 0, move.slideId);
  return ids;
}

function restoreAnchor(deck: DeckDocument, slideId: string, visible: ReadonlySet<string>): string | null {
  const seen = new Set<string>();
  let anchor = deck.deletedSlides.find((slide) => slide.id === slideId)?.restoreAfterSlideId ?? null;
  while (anchor !== null && !visible.has(anchor) && !seen.has(anchor)) {
    seen.add(anchor);
    const current: string = anchor;
    anchor = deck.deletedSlides.find((slide) => slide.id === current)?.restoreAfterSlideId ?? null;
  }
  return anchor !== null && visible.has(anchor) ? anchor : null;
}

type LookInput = { textColour?: string | null; baseColour?: string | null; visibility?: number | null };
function unsetLook<T extends LookInput>(input: T): T {
  return {
    ...input,
    ...(input.textColour !== undefined && { textColour: input.textColour || null }),
    ...(input.baseColour !== undefined && { baseColour: input.baseColour || null }),
    ...(input.visibility !== undefined && { visibility: input.visibility === -1 ? null : input.visibility }),
  };
}

export function predictEvents(deck: DeckDocument, command: DeckCommand, context: PredictContext): DeckEvent[] {
  const { newId, now } = context;
  const presentationId = deck.id;
  switch (command.type) {
    case 'AddSlide': {
      const { type } = command.data;
      const slideType = type === 'pickAnswer' ? (command.data.slideType ?? null) : null;
      const style = styleForNewSlide(deck);
      const slideId = newId();
      const fields = { ...defaultSlideFields(type, slideType, style, newId), ...storedFields(command.data.fields ?? {}, newId) };
      const options = (
        command.data.options ?? defaultOptionTitles(type, slideType).map((title) => ({ title, image: null, correct: false }))
      ).map((option) => ({ ...emptyOption(newId(), option.title ?? ''), image: option.image ?? null, correct: option.correct ?? false }));
      const events: DeckEvent[] = [
        {
          type: 'SlideAdded',
          data: {
            presentationId,
            slide: { id: slideId, type, slideType, fields },
            options,
            afterSlideId: anchorForNewSlide(deck, command.data.insertAfter),
            addedAt: now,
          },
        },
      ];
      if (type === 'pickAnswer') {
        events.push({
          type: 'SlideAdded',
          data: {
            presentationId,
            slide: { id: newId(), type: 'leaderboard', slideType: null, fields: defaultSlideFields('leaderboard', null, style, newId) },
            options: [],
            afterSlideId: slideId,
            addedAt: now,
          },
        });
      }
      events.push({ type: 'ActiveSlideSet', data: { presentationId, slideId } });
      return events;
    }
    case 'UpdateSlide': {
      const slide = slideOf(deck, command.data.slideId);
      if (!slide) return [];
      const type = command.data.type ?? slide.type;
      const slideType = type === 'pickAnswer' ? (command.data.slideType === undefined ? slide.slideType : command.data.slideType) : null;
      if (type === slide.type && slideType === slide.slideType) {
        return [{ type: 'SlideUpdated', data: { presentationId, slideId: slide.id, changes: storedFields(command.data.fields, newId) } }];
      }
      const current = fieldsOf(slide);
      const kept: Record<string, unknown> = {};
      for (const key of slideFieldKeysFor(type, slideType)) if (current[key] !== undefined) kept[key] = current[key];
      const style = { textColour: current.textColour ?? null, baseColour: current.baseColour ?? null, visibility: current.visibility ?? null };
      const fields = {
        ...defaultSlideFields(type, slideType, { ...style, backgroundImage: current.backgroundImage ?? null }, newId),
        ...(kept as SlideFields),
        ...storedFields(command.data.fields, newId),
      };
      const addedOptions = slide.options.length === 0 ? defaultOptionTitles(type, slideType).map((title) => emptyOption(newId(), title)) : [];
      return [{ type: 'SlideTypeChanged', data: { presentationId, slideId: slide.id, type, slideType, fields, addedOptions } }];
    }
    case 'PatchSlide':
      return slideOf(deck, command.data.slideId)
        ? [{ type: 'SlideUpdated', data: { presentationId, slideId: command.data.slideId, changes: storedFields(command.data.fields, newId) } }]
        : [];
    case 'PatchSlides':
      return command.data.slides.flatMap((item): DeckEvent[] =>
        slideOf(deck, item.slideId)
          ? [{ type: 'SlideUpdated', data: { presentationId, slideId: item.slideId, changes: storedFields(item.fields, newId) } }]
          : [],
      );
    case 'DuplicateSlides': {
      let chainAfter = command.data.insertAfter;
      return [...new Set(command.data.slideIds)].flatMap((sourceId): DeckEvent[] => {
        const source = slideOf(deck, sourceId);
        if (!source) return [];
        const optionIds = new Map(source.options.map((option) => [option.id, newId()]));
        const fields = fieldsOf(source);
        if (fields.matchingQuestionOptions) {
          fields.matchingQuestionOptions = fields.matchingQuestionOptions.map((pair) => ({
            ...pair,
            optionId: optionIds.get(pair.optionId) ?? pair.optionId,
          }));
        }
        const id = newId();
        const afterSlideId = chainAfter ?? source.id;
        if (chainAfter !== undefined) chainAfter = id;
        return [
          {
            type: 'SlideDuplicated',
            data: {
              presentationId,
              sourceSlideId: source.id,
              slide: { id, type: source.type, slideType: source.slideType, fields },
              options: source.options.map(({ order: _order, ...option }) => ({ ...option, id: optionIds.get(option.id) ?? option.id })),
              hints: source.hints.map((hint) => ({ ...hint, id: newId() })),
              embed: source.embed,
              afterSlideId,
              addedAt: now,
              isIncludingResponseData: command.data.isIncludingResponseData,
            },
          },
        ];
      });
    }
    case 'SortSlides': {
      const slideIds = reorderedSlideIds(deck.slides, command.data.slides.filter((move) => slideOf(deck, move.slideId)));
      return [{ type: 'SlidesReordered', data: { presentationId, slideIds } }];
    }
    case 'DeleteSlides': {
      const requested = new Set(command.data.slideIds);
      const slideIds = deck.slides.filter((slide) => requested.has(slide.id)).map((slide) => slide.id);
      return slideIds.length ? [{ type: 'SlidesDeleted', data: { presentationId, slideIds, deletedAt: now } }] : [];
    }
    case 'RestoreSlides': {
      const deletedOrder = deck.deletedSlides.map((slide) => slide.id);
      const toRestore = [...new Set(command.data.slideIds)]
        .filter((slideId) => deletedOrder.includes(slideId))
        .sort((a, b) => deletedOrder.indexOf(a) - deletedOrder.indexOf(b));
      if (toRestore.length === 0) return [];
      const visible = new Set(deck.slides.map((slide) => slide.id));
      const restored = toRestore.map((slideId) => {
        const afterSlideId = restoreAnchor(deck, slideId, visible);
        visible.add(slideId);
        return { slideId, afterSlideId };
      });
      return [{ type: 'SlidesRestored', data: { presentationId, restored } }];
    }
    case 'BatchUpdateSlides':
      // Not sent by this editor; the server's events show its outcome.
      return [];
    case 'AddSlideOption': {
      const { slideId, title, image, correct } = command.data;
      if (!slideOf(deck, slideId)) return [];
      const option = { ...emptyOption(newId(), title ?? ''), image: image ?? null, correct: correct ?? false };
      return [{ type: 'SlideOptionAdded', data: { presentationId, slideId, option } }];
    }
    case 'PatchSlideOption': {
      const { optionId, presentationId: _deck, ...sent } = command.data;
      const slide = deck.slides.find((candidate) => candidate.options.some((option) => option.id === optionId));
      if (!slide) return [];
      const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
      const events: DeckEvent[] = [{ type: 'SlideOptionUpdated', data: { presentationId, slideId: slide.id, optionId, changes } }];
      // A single-answer question has one correct option (the decider unmarks the others).
      const effective = effectiveSlideType(slide.type, slide.slideType);
      const singleAnswer = slide.multipleChoice !== true && (effective === 'pickAnswer' || effective === 'imageChoice');
      if (changes.correct === true && singleAnswer) {
        for (const other of slide.options) {
          if (other.correct && other.id !== optionId) {
            events.unshift({ type: 'SlideOptionUpdated', data: { presentationId, slideId: slide.id, optionId: other.id, changes: { correct: false } } });
          }
        }
      }
      return events;
    }
    case 'DeleteSlideOption': {
      const slide = deck.slides.find((candidate) => candidate.options.some((option) => option.id === command.data.optionId));
      return slide ? [{ type: 'SlideOptionDeleted', data: { presentationId, slideId: slide.id, optionId: command.data.optionId } }] : [];
    }
    case 'ReorderSlideOptions':
      return slideOf(deck, command.data.slideId)
        ? [{ type: 'SlideOptionsReordered', data: { presentationId, slideId: command.data.slideId, optionIds: command.data.optionIds } }]
        : [];
    case 'AddSlideHint': {
      const { slideId, text, image } = command.data;
      return slideOf(deck, slideId) ? [{ type: 'SlideHintAdded', data: { presentationId, slideId, hint: { id: newId(), text, image: image ?? null } } }] : [];
    }
    case 'PatchSlideHint': {
      const { hintId, presentationId: _deck, ...sent } = command.data;
      const slide = deck.slides.find((candidate) => candidate.hints.some((hint) => hint.id === hintId));
      const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
      return slide ? [{ type: 'SlideHintUpdated', data: { presentationId, slideId: slide.id, hintId, changes } }] : [];
    }
    case 'DeleteSlideHint': {
      const slide = deck.slides.find((candidate) => candidate.hints.some((hint) => hint.id === command.data.hintId));
      return slide ? [{ type: 'SlideHintDeleted', data: { presentationId, slideId: slide.id, hintId: command.data.hintId } }] : [];
    }
    case 'SetSlideEmbed': {
      const converted = convertEmbedUrl(command.data.embedSrc);
      return converted.ok && slideOf(deck, command.data.slideId)
        ? [{ type: 'SlideEmbedSet', data: { presentationId, slideId: command.data.slideId, embed: converted.embed } }]
        : [];
    }
    case 'RemoveSlideEmbed':
      return slideOf(deck, command.data.slideId) ? [{ type: 'SlideEmbedRemoved', data: { presentationId, slideId: command.data.slideId } }] : [];
    case 'UpdatePresentationSettings':
      return [{ type: 'PresentationSettingsChanged', data: { presentationId, changes: command.data.settings } }];
    case 'UpdatePresentationAttributes':
      return [
        {
          type: 'PresentationAttributesChanged',
          data: { presentationId, changes: unsetLook(command.data.attributes) as PresentationAttributesChanges },
        },
      ];
    case 'ApplyPresentationTheme': {
      const input = unsetLook(command.data.theme);
      const theme: Theme = {
        themeId: input.themeId ?? null,
        themeName: input.themeName ?? null,
        themeThumbnail: input.themeThumbnail ?? null,
        colorPalette: input.colorPalette ?? null,
        textColour: input.textColour ?? null,
        baseColour: input.baseColour ?? null,
        visibility: input.visibility ?? null,
        backgroundImage: input.backgroundImage ?? null,
        fontFamily: input.fontFamily ?? null,
      };
      return [{ type: 'PresentationThemeApplied', data: { presentationId, theme, slideIds: deck.slides.map((slide) => slide.id) } }];
    }
    case 'UpdateParticipantInfo': {
      const { heading, isAudienceAdmission, fields } = command.data;
      const changes = {
        ...(heading !== undefined && { heading }),
        ...(isAudienceAdmission !== undefined && { isAudienceAdmission }),
        ...(fields !== undefined && { fields: fields.map((field) => ({ ...field, id: field.id ?? newId() }) as ParticipantField) }),
      };
      return [{ type: 'ParticipantInfoChanged', data: { presentationId, changes } }];
    }
    case 'SetActiveSlide':
      return [{ type: 'ActiveSlideSet', data: { presentationId, slideId: command.data.slideId } }];
    case 'AutoTitlePresentation':
      // The server picks the title from the slides; it arrives as an event.
      return [];
    case 'SetPresentationResultsFlag':
      return [{ type: 'PresentationResultsFlagChanged', data: { presentationId, hasResults: command.data.hasResults } }];
    default:
      return assertNever(command);
  }
}
