import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { QNA_BROADCAST_INTERVAL_MS } from '../../../contracts/qna/constants.js';
import { QNA_SOCKET_EVENTS, type AudienceQnaList, type PresenterQnaState, type PresenterQnaUpdate, type QnaSettingsPayload, type QnaSummary } from '../../../contracts/qna/socket-protocol.js';
import { EncodedJson } from '../../infrastructure/realtime/encoded-json.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import { KeyedThrottle } from '../../live/application/results-throttle.js';
import { audienceRoom, presenterRoom } from '../../live/realtime/live-rooms.js';
import { memberRoom } from '../../quiz/realtime/quiz-rooms.js';
import { audienceList, deckHasQna, lookKey, myQna, qnaLookOf, questionRow, summarise, type QnaLook } from '../application/qna-screens.js';
import type { QnaEntry, SessionQna } from '../application/qna.view.js';
import { SessionQnaViews } from '../application/session-qna.js';
import { qnaRoom } from './qna-rooms.js';

/**
 * A phone's list is one message to every phone that shows it: their updates are capped at this many socket
 * writes, and this many bytes, per second on this node (the presenter keeps 10 updates a second). Ten thousand
 * phones then see the list change every few seconds, and answers and votes are not kept waiting behind it.
 */
const AUDIENCE_WRITES_PER_SECOND = 2_500;
const AUDIENCE_BYTES_PER_SECOND = 16 * 1024 * 1024;
/** An asker hears about their own questions (approved, answered, votes) at most once a second. */
const MINE_INTERVAL_MS = 1_000;

/** What is derived from a session's Q&A at one version and look, made once for every socket that needs it. */
interface Derived {
  readonly version: number;
  readonly lookKey: string;
  readonly summary: QnaSummary;
  audience?: { readonly list: AudienceQnaList; readonly json: string };
}

/**
 * Pushes the Q&A to the rooms: every change to the presenter (throttled, only what changed), the windowed
 * list to the phones that show it (throttled by how many they are), and each asker's own questions to them.
 */
@Injectable()
export class QnaBroadcaster implements OnModuleDestroy {
  private readonly logger = new Logger(QnaBroadcaster.name);
  private server?: Server;
  private readonly unfollows: (() => void)[] = [];
  /** Per session's Q&A: the questions changed since the presenter's last update (null: all of them). */
  private readonly presenterDirty = new WeakMap<SessionQna, Set<string> | null>();
  private readonly derived = new WeakMap<SessionQna, Derived>();
  /** The look each session's screens were last given. */
  private readonly looks = new WeakMap<SessionQna, string>();
  /** Sent once the feed's batch is folded (a microtask later), as results are. */
  private readonly presenterUpdates = new KeyedThrottle<QnaEntry>((_sessionId, entry) => queueMicrotask(() => this.sendPresenterUpdate(entry)));
  private readonly audienceUpdates = new KeyedThrottle<QnaEntry>((_sessionId, entry) => this.sendAudienceList(entry), undefined, 'trailing');
  private readonly mineUpdates = new KeyedThrottle<QnaEntry>((key, entry) => this.sendMine(key, entry));

  constructor(
    private readonly views: SessionQnaViews,
    private readonly sessions: LiveSessions,
    private readonly decks: LiveDecks,
  ) {}

  attach(server: Server): void {
    this.server = server;
    this.unfollows.push(
      this.views.onChange((entry, event) => {
        if (event.type === 'SessionStopped') return;
        const questionId = (event.data as { questionId?: string }).questionId;
        const dirty = this.presenterDirty.get(entry.state);
        if (questionId !== undefined && dirty !== null) this.presenterDirty.set(entry.state, (dirty ?? new Set()).add(questionId));
        this.touch(entry);
        const author = questionId === undefined ? undefined : entry.state.questions.get(questionId)?.audienceId;
        if (author !== undefined) this.mineUpdates.touch(`${entry.key}|${author}`, MINE_INTERVAL_MS, entry);
      }),
      this.decks.onChange((entry) => void this.deckChanged(entry.state).catch((error: unknown) => this.logger.error(String(error)))),
    );
  }

  onModuleDestroy(): void {
    for (const unfollow of this.unfollows) unfollow();
    this.presenterUpdates.stop();
    this.audienceUpdates.stop();
    this.mineUpdates.stop();
  }

  /** The presenter's whole list, for their subscription. */
  presenterState(entry: QnaEntry): PresenterQnaState {
    const look = this.look(entry);
    return {
      sessionId: entry.key,
      settings: look.settings,
      questions: [...entry.state.questions.values()].map((question) => questionRow(question, look.filterProfanity)),
      summary: this.derive(entry).summary,
    };
  }

  /** The phones' list as it is now, as JSON made once per change. */
  audienceJson(entry: QnaEntry): string {
    const derived = this.derive(entry);
    derived.audience ??= (() => {
      const list = audienceList(entry.key, entry.state, this.look(entry), derived.summary);
      return { list, json: JSON.stringify(list) };
    })();
    return derived.audience.json;
  }

  settingsOf(entry: QnaEntry): QnaSettingsPayload {
    const deck = this.deckOfEntry(entry);
    return { sessionId: entry.key, settings: qnaLookOf(deck).settings, available: deckHasQna(deck) };
  }

  private touch(entry: QnaEntry): void {
    this.presenterUpdates.touch(entry.key, QNA_BROADCAST_INTERVAL_MS, entry);
    const phones = this.server?.sockets.adapter.rooms.get(qnaRoom(entry.key))?.size ?? 0;
    if (phones === 0) return;
    const bytes = this.derived.get(entry.state)?.audience?.json.length ?? 1_000;
    const interval = Math.max(QNA_BROADCAST_INTERVAL_MS, Math.ceil((phones / AUDIENCE_WRITES_PER_SECOND) * 1000), Math.ceil(((phones * bytes) / AUDIENCE_BYTES_PER_SECOND) * 1000));
    this.audienceUpdates.touch(entry.key, interval, entry);
  }

  private sendPresenterUpdate(entry: QnaEntry): void {
    const presentationId = this.presentationOf(entry);
    if (!this.server || presentationId === null) return;
    const dirty = this.presenterDirty.get(entry.state);
    this.presenterDirty.delete(entry.state);
    const look = this.look(entry);
    const ids = dirty === null ? [...entry.state.questions.keys()] : [...(dirty ?? [])];
    const update: PresenterQnaUpdate = {
      sessionId: entry.key,
      questions: ids.flatMap((id) => {
        const question = entry.state.questions.get(id);
        return question ? [questionRow(question, look.filterProfanity)] : [];
      }),
      summary: this.derive(entry).summary,
    };
    this.server.to(presenterRoom(presentationId)).emit(QNA_SOCKET_EVENTS.updated, update);
  }

  private sendAudienceList(entry: QnaEntry): void {
    this.server?.to(qnaRoom(entry.key)).emit(QNA_SOCKET_EVENTS.list, new EncodedJson(this.audienceJson(entry)));
  }

  private sendMine(key: string, entry: QnaEntry): void {
    const audienceId = key.slice(entry.key.length + 1);
    const mine = myQna(entry.key, entry.state, audienceId, this.look(entry).filterProfanity);
    this.server?.to(memberRoom(entry.key, audienceId)).emit(QNA_SOCKET_EVENTS.mine, mine);
  }

  /** A switch changed while presenting: phones learn the settings, and both sides get whole lists again. */
  private async deckChanged(deck: DeckDocument | null): Promise<void> {
    if (!deck || !this.server) return;
    const sessionId = await this.sessions.currentSessionId(deck.id);
    const entry = sessionId === null ? undefined : this.views.loaded(sessionId);
    if (!entry) return;
    const key = lookKey(qnaLookOf(deck));
    if (this.looks.get(entry.state) === key) return;
    this.looks.set(entry.state, key);
    this.server.to(audienceRoom(entry.key)).emit(QNA_SOCKET_EVENTS.settings, this.settingsOf(entry));
    this.presenterDirty.set(entry.state, null);
    this.touch(entry);
    for (const audienceId of entry.state.byAuthor.keys()) this.mineUpdates.touch(`${entry.key}|${audienceId}`, MINE_INTERVAL_MS, entry);
  }

  private derive(entry: QnaEntry): Derived {
    const look = this.look(entry);
    const key = lookKey(look);
    const cached = this.derived.get(entry.state);
    if (cached?.version === entry.state.version && cached.lookKey === key) return cached;
    const derived: Derived = { version: entry.state.version, lookKey: key, summary: summarise(entry.state, look.settings) };
    this.derived.set(entry.state, derived);
    return derived;
  }

  private look(entry: QnaEntry): QnaLook {
    return qnaLookOf(this.deckOfEntry(entry));
  }

  private deckOfEntry(entry: QnaEntry): DeckDocument | null {
    return entry.context ? deckOf(entry.context) : null;
  }

  private presentationOf(entry: QnaEntry): string | null {
    const state = entry.context?.state.state;
    return state && state.status !== 'none' ? state.presentationId : null;
  }
}
