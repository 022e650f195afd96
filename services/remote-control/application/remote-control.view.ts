import type { RemoteControlEvent } from '../../../contracts/remote/remote-control.js';
import { streamView } from '../../infrastructure/realtime/live-views/stream-view.js';
import { remoteControlDecider, type RemoteControlState } from '../domain/remote-control.decider.js';

/** Each presentation's remote control (its code and entries), per `remote-control-{presentationId}` stream. */
export const remoteControlView = streamView<RemoteControlState>({
  name: 'remote-control',
  streamPrefix: 'remote-control-',
  initialState: remoteControlDecider.initialState,
  evolve: (state, event) => remoteControlDecider.evolve(state, event as unknown as RemoteControlEvent),
  maxEntries: 1_000,
});
