import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import type { LiveView } from './live-view.js';

/**
 * A live view of whole streams, one entry per stream whose id starts with `streamPrefix`: loaded by
 * folding the stream from `initialState`, then following it.
 */
export function streamView<TState>(options: {
  readonly name: string;
  readonly streamPrefix: string;
  readonly initialState: TState;
  readonly evolve: (state: TState, event: RecordedEvent) => TState;
  readonly maxEntries: number;
}): LiveView<TState> {
  const { name, streamPrefix, initialState, evolve, maxEntries } = options;
  return {
    name,
    maxEntries,
    keyOf: (event) => (event.streamId.startsWith(streamPrefix) ? event.streamId : null),
    load: async (streamId, source) => (await source.stream(streamId)).reduce(evolve, initialState),
    evolve,
  };
}
