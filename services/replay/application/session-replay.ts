import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { detachReplayState, foldReplay, initialReplayState, type ReplayState } from './replay-fold.js';
import type { SessionLog } from './session-log.js';

/** A seek folds at most this many events, from the nearest kept state before it. */
const CHECKPOINT_EVERY = 4_000;

/** A session's log with states kept along it, so a seek to any moment folds only a short stretch. */
export class SessionReplay {
  private readonly checkpoints: { readonly index: number; readonly state: ReplayState }[] = [];

  constructor(readonly log: SessionLog) {
    let state = initialReplayState();
    log.events.forEach((event, index) => {
      state = this.fold(state, event);
      if ((index + 1) % CHECKPOINT_EVERY === 0) this.checkpoints.push({ index, state: detachReplayState(state) });
    });
  }

  get events(): readonly RecordedEvent[] {
    return this.log.events;
  }

  /** The state once every event at or before `position` is folded (the empty state before the first). */
  at(position: number): ReplayState {
    const last = this.lastIndexAtOrBefore(position);
    const checkpoint = this.checkpoints.findLast((candidate) => candidate.index <= last);
    let state = checkpoint ? detachReplayState(checkpoint.state) : initialReplayState();
    for (let index = checkpoint ? checkpoint.index + 1 : 0; index <= last; index++) state = this.fold(state, this.log.events[index]!);
    return state;
  }

  /** Index of the last event at or before `position`, -1 for none. */
  lastIndexAtOrBefore(position: number): number {
    const { events } = this.log;
    let low = 0;
    let high = events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (events[middle]!.position <= position) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  }

  private fold(state: ReplayState, event: RecordedEvent): ReplayState {
    return foldReplay(state, event, this.log.sessionId, this.log.presentationId);
  }
}
