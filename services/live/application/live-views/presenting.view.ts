import type { PresentingEvent } from '../../../../contracts/live/events.js';
import { streamView } from '../../../infrastructure/realtime/live-views/stream-view.js';
import { presentingDecider, type PresentingState } from '../../domain/presenting.decider.js';

/** Which session each presentation runs (and ran last), per `presenting-{presentationId}` stream. */
export const presentingView = streamView<PresentingState>({
  name: 'presenting',
  streamPrefix: 'presenting-',
  initialState: presentingDecider.initialState,
  evolve: (state, event) => presentingDecider.evolve(state, event as unknown as PresentingEvent),
  maxEntries: 10_000,
});
