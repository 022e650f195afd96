import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import type { SlideResults } from '../../../contracts/live/results.js';
import { REPLAY_LEADERBOARD_LIMIT, type ReplayFrame, type ReplayMark, type ReplayTimeline } from '../../../contracts/replay/replay.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import { reactionCounts, type ResultsEntry } from '../../live/application/live-views/results.view.js';
import type { SessionEntry } from '../../live/application/live-views/session.view.js';
import type { DeckEntry } from '../../live/application/live-views/deck.view.js';
import { AudienceSnapshots } from '../../live/realtime/audience-snapshots.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { presentedLeaderboard } from './presented-leaderboard.js';
import type { ReplayState } from './replay-fold.js';
import { readSessionLog } from './session-log.js';
import { SessionReplay } from './session-replay.js';

const SESSION_NOT_FOUND = 'Session not found.';
/** Replays of stopped sessions kept in memory: an analyst scrubs one session at a time. */
const KEPT_REPLAYS = 4;

/** A session at any moment, folded from the log by the live views' own folds and presented as the live screens present it. */
@Injectable()
export class ReplayService {
  private readonly stopped = new LRUCache<string, Promise<SessionReplay>>({ max: KEPT_REPLAYS });

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly sessions: LiveSessions,
    private readonly control: LiveControlService,
    private readonly snapshots: AudienceSnapshots,
  ) {}

  /** The session's replay, for its presentation's owner only (anyone else is answered as for an unknown session). */
  async replayFor(actor: Actor, sessionId: string): Promise<SessionReplay> {
    const { state } = await this.sessions.session(sessionId);
    if (state.status === 'none' || !(await this.control.ownedDeckOrNull(actor, state.presentationId))) throw new NotFound(SESSION_NOT_FOUND);
    return this.replay(sessionId);
  }

  /** The newest session of the caller's presentation, or null when it never ran. */
  async latestSessionId(actor: Actor, presentationId: string): Promise<string | null> {
    await this.control.ownedDeck(actor, presentationId);
    return this.sessions.latestSessionId(presentationId);
  }

  /** Read whole on each call while the session runs (its log still grows); kept once it has stopped. */
  async replay(sessionId: string): Promise<SessionReplay> {
    const kept = this.stopped.get(sessionId);
    if (kept) return kept;
    const loading = this.load(sessionId);
    this.stopped.set(sessionId, loading);
    const replay = await loading.catch((error: unknown) => {
      this.stopped.delete(sessionId);
      throw error;
    });
    if (!replay.log.stopped) this.stopped.delete(sessionId);
    return replay;
  }

  frame(replay: SessionReplay, position = Number.MAX_SAFE_INTEGER): ReplayFrame {
    const state = replay.at(position);
    const last = replay.events[replay.lastIndexAtOrBefore(position)];
    const { sessionId, presentationId } = replay.log;
    const entry = resultsEntry(sessionId, state);
    const results: Record<string, SlideResults> = {};
    for (const slideId of state.results.slides.keys()) {
      const presented = this.snapshots.presentSlideResults(entry, slideId, 'presenter');
      if (presented) results[slideId] = presented;
    }
    const session = state.session.state;
    return {
      sessionId,
      presentationId,
      position: last?.position ?? 0,
      occurredAt: last?.metadata.occurredAt ?? null,
      status: session.status,
      activeSlideId: session.status === 'none' ? null : session.activeSlideId,
      joined: session.status === 'none' ? 0 : session.admitted,
      slides: [...(state.deck?.slides ?? [])]
        .sort((a, b) => a.order - b.order)
        .map((slide) => ({ id: slide.id, title: slide.title ?? '', type: slide.type, options: slide.options.map((option) => ({ id: option.id, title: option.title })) })),
      results,
      reactions: reactionCounts(state.results),
      leaderboard: state.leaderboard ? presentedLeaderboard(state.leaderboard, REPLAY_LEADERBOARD_LIMIT) : null,
    };
  }

  timeline(replay: SessionReplay): ReplayTimeline {
    const { deck } = replay.at(Number.MAX_SAFE_INTEGER);
    const titleOf = (slideId: string) => deck?.slides.find((slide) => slide.id === slideId)?.title ?? '';
    const marks: ReplayMark[] = [];
    const positions: number[] = [];
    for (const event of replay.events) {
      if (event.streamId.startsWith('presentation-')) continue;
      positions.push(event.position);
      const at = { position: event.position, occurredAt: event.metadata.occurredAt };
      const slideId = (event.data as { slideId?: unknown }).slideId;
      switch (event.type) {
        case 'SessionStarted':
          marks.push({ kind: 'started', ...at, slideId: null, title: '' });
          break;
        case 'LiveSlideActivated':
          marks.push({ kind: 'slide', ...at, slideId: slideId as string, title: titleOf(slideId as string) });
          break;
        case 'QuizQuestionStarted':
          marks.push({ kind: 'quizQuestion', ...at, slideId: slideId as string, title: titleOf(slideId as string) });
          break;
        case 'SessionStopped':
          marks.push({ kind: 'stopped', ...at, slideId: null, title: '' });
          break;
        default:
          break;
      }
    }
    return { sessionId: replay.log.sessionId, presentationId: replay.log.presentationId, stopped: replay.log.stopped, positions, marks };
  }

  private async load(sessionId: string): Promise<SessionReplay> {
    const log = await readSessionLog(this.eventStore, sessionId);
    if (!log) throw new NotFound(SESSION_NOT_FOUND);
    return new SessionReplay(log);
  }
}

/** The live views' entries as the live screens read them (results come with their session, which comes with its deck). */
function resultsEntry(sessionId: string, state: ReplayState): ResultsEntry {
  const deck: DeckEntry = { key: state.deck?.id ?? '', state: state.deck, context: null };
  const session: SessionEntry = { key: sessionStreamId(sessionId), state: state.session, context: deck };
  return { key: sessionId, state: state.results, context: session };
}
