import { FONT_FAMILIES, type FontFamily, type PresentationAttributesChanges } from '../../../contracts/deck/attributes.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { DeckSettingsCommand } from '../../../contracts/deck/commands.js';
import type { SlideFields } from '../../../contracts/slides/slide-fields.js';
import type { SlideOption } from '../../../contracts/slides/slide-option.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { decideInSequence } from './decide-in-sequence.js';
import type { DeckState } from './deck-state.js';
import { changedEntries, sameValue } from './same-value.js';
import { fieldsOf } from './slide-field-rules.js';

type Data<T extends DeckSettingsCommand['type']> = Extract<DeckSettingsCommand, { type: T }>['data'];

export const NO_SUCH_VERSION_MESSAGE = 'This point is not in the history of this presentation.';

/** A decision that may look back in the deck's own history: the caller folds the stream up to a revision. */
export interface DeckDecisionInputs extends DecisionInputs {
  /** The deck as the same fold left it at this stream revision; null past the end (or unknown here). */
  readonly deckAt?: (revision: number) => DeckState | null;
}

/**
 * Issue 24 history: the deck's content as it stood at `revision` becomes the deck again through new forward
 * events of the kinds the editor's own commands produce; the log is never rewritten. Content means the slides
 * in order (fields, type, options, hints, embed), settings, look and participant information. The name is the
 * presentation's (its own lifecycle) and stays; deleted slides stay restorable.
 */
export function decideRestoreVersion(command: Data<'RestoreDeckVersion'>, state: DeckState, context: DeckDecisionInputs): DeckEvent[] {
  const target = context.deckAt?.(command.revision);
  if (!target?.exists) throw new BusinessRuleViolated(NO_SUCH_VERSION_MESSAGE, { revision: command.revision });
  return diffDeck(state, target, context.now);
}

type Step = (current: DeckState) => DeckEvent[];

/** The events that turn `current` into `target`'s content, each step deciding on what the previous ones left. */
export function diffDeck(current: DeckState, target: DeckState, now: string): DeckEvent[] {
  const presentationId = current.presentationId;
  const targetIds = new Set(target.slides.map((slide) => slide.id));
  const steps: Step[] = [
    (deck) => {
      const slideIds = deck.slides.filter((slide) => !targetIds.has(slide.id)).map((slide) => slide.id);
      return slideIds.length ? [{ type: 'SlidesDeleted', data: { presentationId, slideIds, deletedAt: now } }] : [];
    },
    (deck) => bringBackSlides(deck, target, now),
    ...target.slides.map((slide): Step => (deck) => restoreSlideContent(deck, slide)),
    (deck) => {
      const slideIds = target.slides.map((slide) => slide.id);
      const same = sameValue(deck.slides.map((slide) => slide.id), slideIds);
      return same ? [] : [{ type: 'SlidesReordered', data: { presentationId, slideIds } }];
    },
    (deck) => restorePresentationLevel(deck, target),
    (deck) => {
      // The editor's active slide is not content, but it must be a slide the deck still has.
      if (deck.activeSlideId === null || deck.slides.some((slide) => slide.id === deck.activeSlideId)) return [];
      const slideId = deck.slides.some((slide) => slide.id === target.activeSlideId) ? target.activeSlideId : deck.slides[0]?.id;
      return slideId ? [{ type: 'ActiveSlideSet', data: { presentationId, slideId } }] : [];
    },
  ];
  return decideInSequence(current, steps, (step, deck) => step(deck));
}

/** Slides the target has and the deck shows no more: out of the deck's trash, or (if gone from it too) added again. */
function bringBackSlides(deck: DeckState, target: DeckState, now: string): DeckEvent[] {
  const { presentationId } = deck;
  const shown = new Set(deck.slides.map((slide) => slide.id));
  const inTrash = new Set(deck.deletedSlides.map((slide) => slide.id));
  const missing = target.slides.filter((slide) => !shown.has(slide.id));
  // Placed last for now: the reorder step puts every slide where the target had it.
  let lastId = deck.slides.at(-1)?.id ?? null;
  const restored: { slideId: string; afterSlideId: string | null }[] = [];
  const added: DeckEvent[] = [];
  for (const slide of missing) {
    if (inTrash.has(slide.id)) restored.push({ slideId: slide.id, afterSlideId: lastId });
    else added.push(slideAddedAgain(presentationId, slide, lastId, now));
    lastId = slide.id;
  }
  return [...(restored.length ? [{ type: 'SlidesRestored' as const, data: { presentationId, restored } }] : []), ...added];
}

function slideAddedAgain(presentationId: string, slide: DeckSlide, afterSlideId: string | null, addedAt: string): DeckEvent {
  return {
    type: 'SlideAdded',
    data: {
      presentationId,
      slide: { id: slide.id, type: slide.type, slideType: slide.slideType, fields: fieldsOf(slide) },
      options: slide.options.map(optionOf),
      afterSlideId,
      addedAt,
    },
  };
}

const optionOf = ({ order: _order, ...option }: DeckSlide['options'][number]): SlideOption => option;

/** One slide's type and fields, options, hints and embed, as the target had them. */
function restoreSlideContent(deck: DeckState, wanted: DeckSlide): DeckEvent[] {
  const slide = deck.slides.find((candidate) => candidate.id === wanted.id);
  if (!slide) return [];
  const on = { presentationId: deck.presentationId, slideId: slide.id };
  return [...restoreFields(slide, wanted, on), ...restoreOptions(slide, wanted, on), ...restoreHints(slide, wanted, on), ...restoreEmbed(slide, wanted, on)];
}

type OnSlide = { presentationId: string; slideId: string };

function restoreFields(slide: DeckSlide, wanted: DeckSlide, on: OnSlide): DeckEvent[] {
  const current = fieldsOf(slide);
  const fields = fieldsOf(wanted);
  const dropsAField = Object.keys(current).some((key) => fields[key as keyof SlideFields] === undefined);
  if (slide.type !== wanted.type || slide.slideType !== wanted.slideType || dropsAField) {
    // A type change is the one event that replaces a slide's whole field set.
    return [{ type: 'SlideTypeChanged', data: { ...on, type: wanted.type, slideType: wanted.slideType, fields, addedOptions: [] } }];
  }
  const changes = changedEntries<SlideFields>(current, fields);
  return Object.keys(changes).length ? [{ type: 'SlideUpdated', data: { ...on, changes } }] : [];
}

function restoreOptions(slide: DeckSlide, wanted: DeckSlide, on: OnSlide): DeckEvent[] {
  const wantedIds = new Set(wanted.options.map((option) => option.id));
  const currentById = new Map(slide.options.map((option) => [option.id, option]));
  const events: DeckEvent[] = [];
  const gone = slide.options.filter((option) => !wantedIds.has(option.id)).map((option) => option.id);
  if (gone.length) events.push({ type: 'SlideOptionsDeleted', data: { ...on, optionIds: gone } });
  for (const option of wanted.options) {
    const had = currentById.get(option.id);
    if (!had) continue;
    const changes = changedEntries(optionOf(had), { title: option.title, image: option.image, correct: option.correct });
    if (Object.keys(changes).length) events.push({ type: 'SlideOptionUpdated', data: { ...on, optionId: option.id, changes } });
  }
  const back = wanted.options.filter((option) => !currentById.has(option.id)).map(optionOf);
  if (back.length) events.push({ type: 'SlideOptionsAdded', data: { ...on, options: back } });
  const kept = slide.options.filter((option) => wantedIds.has(option.id)).map((option) => option.id);
  const order = wanted.options.map((option) => option.id);
  if (!sameValue([...kept, ...back.map((option) => option.id)], order)) events.push({ type: 'SlideOptionsReordered', data: { ...on, optionIds: order } });
  return events;
}

/** Hints have no reorder event: from the first one out of place, the rest are taken off and put back in order. */
function restoreHints(slide: DeckSlide, wanted: DeckSlide, on: OnSlide): DeckEvent[] {
  const wantedIds = new Set(wanted.hints.map((hint) => hint.id));
  const kept = slide.hints.filter((hint) => wantedIds.has(hint.id));
  let firstMisplaced = kept.findIndex((hint, index) => wanted.hints[index]?.id !== hint.id);
  if (firstMisplaced === -1) firstMisplaced = kept.length;
  const reAdded = new Set(wanted.hints.slice(firstMisplaced).map((hint) => hint.id));
  const events: DeckEvent[] = [];
  for (const hint of slide.hints) {
    if (!wantedIds.has(hint.id) || reAdded.has(hint.id)) events.push({ type: 'SlideHintDeleted', data: { ...on, hintId: hint.id } });
  }
  for (const hint of wanted.hints.slice(0, firstMisplaced)) {
    const had = slide.hints.find((candidate) => candidate.id === hint.id);
    const changes = had ? changedEntries(had, { text: hint.text, image: hint.image }) : {};
    if (Object.keys(changes).length) events.push({ type: 'SlideHintUpdated', data: { ...on, hintId: hint.id, changes } });
  }
  for (const hint of wanted.hints.slice(firstMisplaced)) events.push({ type: 'SlideHintAdded', data: { ...on, hint } });
  return events;
}

function restoreEmbed(slide: DeckSlide, wanted: DeckSlide, on: OnSlide): DeckEvent[] {
  if (sameValue(slide.embed, wanted.embed)) return [];
  return wanted.embed ? [{ type: 'SlideEmbedSet', data: { ...on, embed: wanted.embed } }] : [{ type: 'SlideEmbedRemoved', data: on }];
}

function restorePresentationLevel(deck: DeckState, target: DeckState): DeckEvent[] {
  const { presentationId } = deck;
  const events: DeckEvent[] = [];
  const settings = changedEntries(deck.settings, target.settings);
  if (Object.keys(settings).length) events.push({ type: 'PresentationSettingsChanged', data: { presentationId, changes: settings } });
  const attributes: PresentationAttributesChanges = changedEntries(deck.attributes, target.attributes);
  if (deck.fontFamily !== target.fontFamily && (FONT_FAMILIES as readonly string[]).includes(target.fontFamily)) {
    attributes.fontFamily = target.fontFamily as FontFamily;
  }
  if (Object.keys(attributes).length) events.push({ type: 'PresentationAttributesChanged', data: { presentationId, changes: attributes } });
  const participantInfo = changedEntries(deck.participantInfo, target.participantInfo);
  if (Object.keys(participantInfo).length) events.push({ type: 'ParticipantInfoChanged', data: { presentationId, changes: participantInfo } });
  return events;
}
