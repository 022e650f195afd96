import { presentationCreatedV1ToV2 } from './presentation-created-v1-to-v2.js';
import { presentationThemeAppliedV1ToV2 } from './presentation-theme-applied-v1-to-v2.js';
import { UpcasterRegistry } from './upcaster.js';

/** Every upcaster of the product, in one registry applied to every read from the event store. */
export const upcasters = new UpcasterRegistry([presentationCreatedV1ToV2, presentationThemeAppliedV1ToV2]);
