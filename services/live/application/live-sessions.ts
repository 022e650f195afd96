import { Injectable } from '@nestjs/common';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { presentingStreamId, sessionStreamId } from '../../../contracts/live/constants.js';
import type { LiveChangeListener } from '../../infrastructure/realtime/live-views/live-view.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import type { PresentingState } from '../domain/presenting.decider.js';
import type { DeckEntry } from './live-views/deck.view.js';
import { presentingView } from './live-views/presenting.view.js';
import { sessionView, type SessionEntry, type SessionView } from './live-views/session.view.js';

export type { SessionEntry, SessionView } from './live-views/session.view.js';

/** Which session each presentation runs and what each session looks like (live views on the runner). */
@Injectable()
export class LiveSessions {
  private readonly presenting: LiveViewHandle<PresentingState, null>;
  private readonly sessions: LiveViewHandle<SessionView, DeckEntry>;

  constructor(runner: LiveViewRunner) {
    this.presenting = runner.register(presentingView);
    this.sessions = runner.register(sessionView);
  }

  async currentSessionId(presentationId: string): Promise<string | null> {
    return (await this.presenting.get(presentingStreamId(presentationId))).state.currentSessionId;
  }

  /** The live session, or else the last one that ran (for results after presenting ended). */
  async latestSessionId(presentationId: string): Promise<string | null> {
    return (await this.presenting.get(presentingStreamId(presentationId))).state.lastSessionId;
  }

  /** The session's entry: its view now and, once it has started, its deck's entry. */
  entry(sessionId: string): Promise<SessionEntry> {
    return this.sessions.get(sessionStreamId(sessionId));
  }

  /** The entry if it is loaded, without waiting: what answers ask first. */
  loadedEntry(sessionId: string): SessionEntry | undefined {
    return this.sessions.peek(sessionStreamId(sessionId));
  }

  async session(sessionId: string): Promise<SessionView> {
    return (await this.entry(sessionId)).state;
  }

  /** Every session event, once the session's entry includes it (so a reaction to one reads fresh state). */
  onSessionEvent(listener: LiveChangeListener<SessionView, DeckEntry>): () => void {
    return this.sessions.onChange(listener);
  }
}

/** The deck a session runs, as its entry holds it now. */
export function deckOf(session: SessionEntry): DeckDocument | null {
  return session.context?.state ?? null;
}
