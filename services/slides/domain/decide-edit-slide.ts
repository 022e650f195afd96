import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import { isPlaceholderText } from '../../../contracts/slides/plain-text.js';
import { defaultOptionTitles, defaultSlideFields } from '../../../contracts/slides/slide-defaults.js';
import type { SlideFields, SlideFieldsInput } from '../../../contracts/slides/slide-fields.js';
import { emptyOption } from '../../../contracts/slides/slide-option.js';
import { slideFieldKeysFor } from '../../../contracts/slides/slide-type-fields.js';
import type { SecondarySlideType, SlideType } from '../../../contracts/slides/slide-types.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { secondaryTypeFor } from './decide-add-slide.js';
import { decideInSequence } from './decide-in-sequence.js';
import { requireSlide } from './deck-guards.js';
import type { DeckState } from './deck-state.js';
import { changedEntries } from './same-value.js';
import { fieldsOf, normaliseSlideFields } from './slide-field-rules.js';

type Data<T extends SlideCommand['type']> = Extract<SlideCommand, { type: T }>['data'];

/** PATCH: the sent fields, checked against the slide's type; only real changes become an event. */
export function decidePatchSlide(command: Data<'PatchSlide'>, state: DeckState, context: DecisionInputs): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  const current = fieldsOf(slide);
  const next = normaliseSlideFields(slide.type, slide.slideType, command.fields, context.newId, {
    ...current,
    options: slide.options,
  });
  const changes = changedEntries<SlideFields>(current, next);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'SlideUpdated', data: { presentationId: command.presentationId, slideId: slide.id, changes } }];
}

/** PATCH /api/slide/ (bulk): every slide's patch, decided as one change. */
export function decidePatchSlides(command: Data<'PatchSlides'>, state: DeckState, context: DecisionInputs): DeckEvent[] {
  return decideInSequence(state, command.slides, (item, current) =>
    decidePatchSlide({ presentationId: command.presentationId, ...item }, current, context),
  );
}

/** PUT: the content, and a new type if the editor's Type tab switched it. */
export function decideUpdateSlide(command: Data<'UpdateSlide'>, state: DeckState, context: DecisionInputs): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  const type = command.type ?? slide.type;
  const keepSecondary = command.slideType === undefined && type === slide.type;
  const slideType = secondaryTypeFor(type, keepSecondary ? slide.slideType : command.slideType);
  if (type === slide.type && slideType === slide.slideType) {
    return decidePatchSlide({ presentationId: command.presentationId, slideId: slide.id, fields: command.fields }, state, context);
  }
  return [changeType(slide, type, slideType, command.fields, command.presentationId, context)];
}

/**
 * A new type keeps what still applies (title, notes, look, media...), takes the new type's defaults for the rest,
 * and gets the new type's default options if the slide has none. A placeholder title becomes the new type's.
 */
function changeType(
  slide: DeckSlide,
  type: SlideType,
  slideType: SecondarySlideType,
  input: SlideFieldsInput,
  presentationId: string,
  context: DecisionInputs,
): DeckEvent {
  const current = fieldsOf(slide);
  const kept: Record<string, unknown> = {};
  for (const key of slideFieldKeysFor(type, slideType)) if (current[key] !== undefined) kept[key] = current[key];
  if (typeof kept.title === 'string' && isPlaceholderText(kept.title)) delete kept.title;
  const style = { textColour: current.textColour ?? null, baseColour: current.baseColour ?? null, visibility: current.visibility ?? null };
  const fields: SlideFields = {
    ...defaultSlideFields(type, slideType, { ...style, backgroundImage: current.backgroundImage ?? null }, context.newId),
    ...(kept as SlideFields),
    ...normaliseSlideFields(type, slideType, input, context.newId, { ...current, options: slide.options }),
  };
  const addedOptions =
    slide.options.length === 0 ? defaultOptionTitles(type, slideType).map((title) => emptyOption(context.newId(), title)) : [];
  return { type: 'SlideTypeChanged', data: { presentationId, slideId: slide.id, type, slideType, fields, addedOptions } };
}
