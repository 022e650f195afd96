import type { JsonDocument } from '../read-store/read-store.port.js';
import type { Projection } from '../../../projections/projection.js';
import { presentationListProjection } from '../../../projections/presentation-list/presentation-list.projection.js';

/** Every read model the server keeps; the runner feeds each from the log. */
export const REGISTERED_PROJECTIONS: readonly Projection<JsonDocument>[] = [
  presentationListProjection as unknown as Projection<JsonDocument>,
];
