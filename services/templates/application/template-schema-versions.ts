import { COPY_LINK_EVENT_SCHEMA_VERSIONS } from '../../../contracts/copies/copy-link.js';
import { PRESENTATION_STREAM_SCHEMA_VERSIONS } from '../../../contracts/deck/deck-events.js';
import { TEMPLATE_EVENT_SCHEMA_VERSIONS } from '../../../contracts/templates/events.js';

/** The template decider writes deck, copy-link and template events onto the presentation's stream. */
export const TEMPLATE_STREAM_SCHEMA_VERSIONS: Readonly<Record<string, number>> = {
  ...PRESENTATION_STREAM_SCHEMA_VERSIONS,
  ...COPY_LINK_EVENT_SCHEMA_VERSIONS,
  ...TEMPLATE_EVENT_SCHEMA_VERSIONS,
};
