import type { PresentationLifecycleEvent } from '../presentations/events.js';
import {
  PRESENTATION_EVENT_SCHEMA_VERSIONS,
  PRESENTATION_LIFECYCLE_EVENT_TYPES,
} from '../presentations/events.js';
import { SLIDE_EVENT_DATA_SCHEMAS, SLIDE_EVENT_SCHEMA_VERSIONS, type SlideEvent } from '../slides/events.js';
import {
  DECK_SETTINGS_EVENT_DATA_SCHEMAS,
  DECK_SETTINGS_EVENT_SCHEMA_VERSIONS,
  type DeckSettingsEvent,
} from './events.js';

/** Everything the deck decider emits onto `presentation-{id}`. */
export type DeckEvent = SlideEvent | DeckSettingsEvent;
export type DeckEventType = DeckEvent['type'];

/** Everything on a presentation stream that the deck folds (the lifecycle decider writes the rest). */
export type PresentationStreamEvent = DeckEvent | PresentationLifecycleEvent;

export const DECK_EVENT_DATA_SCHEMAS = { ...SLIDE_EVENT_DATA_SCHEMAS, ...DECK_SETTINGS_EVENT_DATA_SCHEMAS } as const;
export const DECK_EVENT_TYPES = Object.keys(DECK_EVENT_DATA_SCHEMAS) as DeckEventType[];

/** Pass to the command executor: the current schemaVersion of each event the deck decider writes. */
export const DECK_EVENT_SCHEMA_VERSIONS: Record<DeckEventType, number> = {
  ...SLIDE_EVENT_SCHEMA_VERSIONS,
  ...DECK_SETTINGS_EVENT_SCHEMA_VERSIONS,
};

/** The event types of a presentation stream that the deck read model folds. */
export const PRESENTATION_STREAM_EVENT_TYPES: readonly PresentationStreamEvent['type'][] = [
  ...PRESENTATION_LIFECYCLE_EVENT_TYPES,
  ...DECK_EVENT_TYPES,
];

export const PRESENTATION_STREAM_SCHEMA_VERSIONS: Record<PresentationStreamEvent['type'], number> = {
  ...PRESENTATION_EVENT_SCHEMA_VERSIONS,
  ...DECK_EVENT_SCHEMA_VERSIONS,
};
