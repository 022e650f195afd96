import { Injectable } from '@nestjs/common';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import type { SpinnerWheelState, SpinView, WheelEntryView } from '../../../contracts/spinner-wheel/socket-protocol.js';
import type { WheelEntry } from '../../../contracts/spinner-wheel/events.js';
import type { LiveChangeListener } from '../../infrastructure/realtime/live-views/live-view.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { deckOf, type SessionEntry } from '../../live/application/live-sessions.js';
import { currentSpin, spinSettings, wheelEntries, wheelOf, type SpinRecord, type Wheels } from '../domain/wheel.js';
import { wheelSource } from './wheel-source.js';
import { spinnerWheelsView, type WheelsEntry } from './spinner-wheels.view.js';

export type Viewer = 'presenter' | 'audience';

type Drawn = Omit<SpinnerWheelState, 'serverNow'>;

/** The presenter sees every entry's id (to take the winner off); phones see titles, never an audience id. */
const asSeen = (entry: WheelEntry, viewer: Viewer): WheelEntryView => (viewer === 'presenter' ? { id: entry.id, title: entry.title } : { title: entry.title });

export function wheelSlideOf(session: SessionEntry, slideId: string): DeckSlide | null {
  const slide = deckOf(session)?.slides.find((candidate) => candidate.id === slideId);
  return slide?.type === 'spinnerWheel' ? slide : null;
}

/**
 * The spinner wheels of live sessions (a live view on the runner) and each wheel as a screen draws it. A drawn
 * wheel is kept per wheels state, deck version and audience size, so a broadcast and every phone that connects
 * meanwhile share one.
 */
@Injectable()
export class SpinnerWheels {
  private readonly wheels: LiveViewHandle<Wheels, SessionEntry>;
  private readonly drawn = new WeakMap<Wheels, Map<string, Drawn>>();

  constructor(runner: LiveViewRunner) {
    this.wheels = runner.register(spinnerWheelsView);
  }

  entry(sessionId: string): Promise<WheelsEntry> {
    return this.wheels.get(sessionStreamId(sessionId));
  }

  loadedEntry(sessionId: string): WheelsEntry | undefined {
    return this.wheels.peek(sessionStreamId(sessionId));
  }

  onChange(listener: LiveChangeListener<Wheels, SessionEntry>): () => void {
    return this.wheels.onChange(listener);
  }

  /** The wheel of a spinner slide as `viewer` draws it, from `wheels` (a command's result may be fresher than the view's). */
  draw(session: SessionEntry, wheels: Wheels, slideId: string, viewer: Viewer): SpinnerWheelState | null {
    const { state, members } = session.state;
    const slide = wheelSlideOf(session, slideId);
    const deck = deckOf(session);
    if (state.status === 'none' || !slide || !deck) return null;
    const key = `${slideId}|${viewer}|${deck.revision}|${members.size}`;
    let drawn = this.drawn.get(wheels);
    if (!drawn) {
      drawn = new Map();
      this.drawn.set(wheels, drawn);
    }
    let wheel = drawn.get(key);
    if (!wheel) {
      wheel = drawWheel(state.sessionId, wheels, slide, members, viewer);
      drawn.set(key, wheel);
    }
    return { ...wheel, serverNow: new Date().toISOString() };
  }
}

function drawWheel(sessionId: string, wheels: Wheels, slide: DeckSlide, members: SessionEntry['state']['members'], viewer: Viewer): Drawn {
  const source = wheelSource(slide, members);
  const wheel = wheelOf(wheels, slide.id);
  const entries = wheelEntries(source.authored, source.joined, wheel);
  const last = currentSpin(wheel);
  return {
    sessionId,
    slideId: slide.id,
    version: wheel.changes,
    entries: entries.map((entry) => asSeen(entry, viewer)),
    removed: wheel.removedIds.size,
    includeAudience: wheel.includeAudience,
    ...spinSettings(slide),
    spin: last ? spinView(last, entries, viewer) : null,
    winners: wheel.spins.map((spin) => asSeen(spin.winner, viewer)),
  };
}

function spinView(spin: SpinRecord, entries: readonly WheelEntry[], viewer: Viewer): SpinView {
  return {
    spinId: spin.spinId,
    winner: asSeen(spin.winner, viewer),
    // By id, not the index it was drawn at: an entry put on or taken off since moves it.
    landingIndex: entries.findIndex((entry) => entry.id === spin.winner.id),
    startedAt: spin.startedAt,
    landsAt: spin.landsAt,
    stoppedAt: spin.stoppedAt,
    durationSeconds: spin.durationSeconds,
    spins: spin.spins,
  };
}
