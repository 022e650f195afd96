import type { SlideEvent } from '../../contracts/slides/events.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { Projection } from '../projection.js';

export type DeckPartKind = 'slide' | 'option' | 'hint';

/** Where a slide, option or hint lives: routes that name only its id find the presentation (stream) here. */
export type DeckLookupDocument = {
  readonly id: string;
  readonly kind: DeckPartKind;
  readonly presentationId: string;
  /** The slide itself, or the slide the option or hint is on. */
  readonly slideId: string;
  [key: string]: unknown;
};

type Event<T extends SlideEvent['type']> = Extract<SlideEvent, { type: T }>;
type LookupEvent = Event<
  | 'SlideAdded'
  | 'SlideDuplicated'
  | 'SlideTypeChanged'
  | 'SlideOptionAdded'
  | 'SlideOptionDeleted'
  | 'SlideOptionsAdded'
  | 'SlideOptionsDeleted'
  | 'SlideHintAdded'
  | 'SlideHintDeleted'
>;
type Part = { id: string; kind: DeckPartKind; slideId: string };

/** Every id an event brings into a deck, with its kind and slide. Ids are never reused, so entries never move. */
function partsOf(event: LookupEvent): Part[] {
  switch (event.type) {
    case 'SlideAdded':
    case 'SlideDuplicated': {
      const slideId = event.data.slide.id;
      const hints = event.type === 'SlideDuplicated' ? event.data.hints : [];
      return [
        { id: slideId, kind: 'slide', slideId },
        ...event.data.options.map((option) => ({ id: option.id, kind: 'option' as const, slideId })),
        ...hints.map((hint) => ({ id: hint.id, kind: 'hint' as const, slideId })),
      ];
    }
    case 'SlideTypeChanged':
      return event.data.addedOptions.map((option) => ({ id: option.id, kind: 'option', slideId: event.data.slideId }));
    case 'SlideOptionAdded':
      return [{ id: event.data.option.id, kind: 'option', slideId: event.data.slideId }];
    case 'SlideOptionsAdded':
      return event.data.options.map((option) => ({ id: option.id, kind: 'option', slideId: event.data.slideId }));
    case 'SlideHintAdded':
      return [{ id: event.data.hint.id, kind: 'hint', slideId: event.data.slideId }];
    case 'SlideOptionDeleted':
    case 'SlideOptionsDeleted':
    case 'SlideHintDeleted':
      return [];
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled deck lookup event ${JSON.stringify(unhandled)}`);
    }
  }
}

function removedIds(event: LookupEvent): string[] {
  if (event.type === 'SlideOptionDeleted') return [event.data.optionId];
  if (event.type === 'SlideOptionsDeleted') return event.data.optionIds;
  if (event.type === 'SlideHintDeleted') return [event.data.hintId];
  return [];
}

/** An event with thousands of options (a spinner wheel's) is applied once per id: its parts are indexed once. */
const indexed = new WeakMap<LookupEvent, ReadonlyMap<string, Part>>();
function partsById(event: LookupEvent): ReadonlyMap<string, Part> {
  let parts = indexed.get(event);
  if (!parts) {
    parts = new Map(partsOf(event).map((part) => [part.id, part]));
    indexed.set(event, parts);
  }
  return parts;
}

/**
 * slide/option/hint id -> presentation, so a route such as PATCH /api/slide-option/{id} knows which stream to
 * command without scanning anything. Deleted slides keep their entry (they can be restored); entries of a
 * permanently deleted presentation stay too and lead to its stream, whose decider answers 404.
 */
export const deckLookupProjection: Projection<DeckLookupDocument> = {
  name: 'deck-lookup',
  version: 1,
  eventTypes: [
    'SlideAdded',
    'SlideDuplicated',
    'SlideTypeChanged',
    'SlideOptionAdded',
    'SlideOptionDeleted',
    'SlideOptionsAdded',
    'SlideOptionsDeleted',
    'SlideHintAdded',
    'SlideHintDeleted',
  ],
  documentIds: (event) => {
    const known = event as RecordedEvent & LookupEvent;
    return [...partsOf(known).map((part) => part.id), ...removedIds(known)];
  },
  apply: (_document, event, documentId) => {
    const known = event as RecordedEvent & LookupEvent;
    const part = partsById(known).get(documentId);
    if (!part) return null;
    return { id: part.id, kind: part.kind, presentationId: known.data.presentationId, slideId: part.slideId };
  },
};
