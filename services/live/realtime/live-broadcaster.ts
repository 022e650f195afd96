import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import type { Server } from 'socket.io';
import { LIVE_SOCKET_EVENTS } from '../../../contracts/live/socket-protocol.js';
import { RESULTS_BROADCAST_INTERVAL_MS, WORD_CLOUD_BROADCAST_INTERVAL_MS } from '../../../contracts/live/constants.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { LiveResultsService, type ResultsEntry } from '../application/live-results.service.js';
import { deckOf, LiveSessions, type SessionEntry } from '../application/live-sessions.js';
import { reactionCounts } from '../application/live-views/results.view.js';
import { KeyedThrottle } from '../application/results-throttle.js';
import { SessionNotices } from '../application/session-notices.js';
import { audienceMaySeeResultsOf, audienceSlide } from '../domain/live-slide.js';
import { AudienceSnapshots } from './audience-snapshots.js';
import { audienceRoom, presenterRoom } from './live-rooms.js';
import { LivePresence } from './live-presence.js';

const AUDIENCE_COUNT_INTERVAL_MS = 500;
/**
 * One update to N audience sockets is N socket writes during which answers wait, so the audience's updates
 * of a slide are capped at this many socket writes per second on this node: up to 250 people see every
 * presenter update (10/s), 10,000 people one every four seconds (phones show results only once their owner
 * has answered; the presenter's screen is where everyone looks, and it keeps the full rate). The audience's
 * update trails the first answer by its interval: sent at once, it would go out to everyone in the middle
 * of the rush of answers it announces, showing one of them.
 */
const AUDIENCE_WRITES_PER_SECOND = 2_500;

/** How long the audience's update of a slide trails its first change, with this many audience sockets on this node. */
export function audienceUpdateInterval(intervalMs: number, audienceSockets: number): number {
  return Math.max(intervalMs, Math.ceil((audienceSockets / AUDIENCE_WRITES_PER_SECOND) * 1000));
}

/** Pushes live changes to the rooms: results (throttled per slide), slide changes, counts, notices. */
@Injectable()
export class LiveBroadcaster implements OnModuleDestroy {
  private server?: Server;
  private readonly subscriptions: Subscription[] = [];
  private readonly unfollows: (() => void)[] = [];
  /** Sent once the feed's batch is folded (a microtask later): the first send of a burst shows all of its batch. */
  private readonly results = new KeyedThrottle<ResultsEntry>((key, entry) => queueMicrotask(() => this.sendResults(key, entry)));
  private readonly audienceResults = new KeyedThrottle<ResultsEntry>((key, entry) => this.sendAudienceResults(key, entry), undefined, 'trailing');
  private readonly counts = new KeyedThrottle((sessionId) => void this.sendAudienceCount(sessionId));

  constructor(
    private readonly liveResults: LiveResultsService,
    private readonly sessions: LiveSessions,
    private readonly snapshots: AudienceSnapshots,
    private readonly presence: LivePresence,
    private readonly notices: SessionNotices,
  ) {}

  attach(server: Server): void {
    this.server = server;
    this.unfollows.push(
      this.liveResults.onChange((entry, event) => this.onResultsChanged(entry, event)),
      this.sessions.onSessionEvent((entry, event) => void this.onSessionEvent(entry, event as unknown as SessionEvent)),
    );
    this.subscriptions.push(
      this.presence.changes$.subscribe((sessionId) => this.counts.touch(sessionId, AUDIENCE_COUNT_INTERVAL_MS)),
      this.notices.refusals$.subscribe((notice) => {
        this.server?.to(presenterRoom(notice.presentationId)).emit(LIVE_SOCKET_EVENTS.sessionFull, notice);
        this.counts.touch(notice.sessionId, AUDIENCE_COUNT_INTERVAL_MS);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const unfollow of this.unfollows) unfollow();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.results.stop();
    this.audienceResults.stop();
    this.counts.stop();
  }

  /** Called for every answer: while both sends of the slide are already scheduled there is nothing to do. */
  private onResultsChanged(entry: ResultsEntry, event: RecordedEvent): void {
    if (event.type === 'SessionStopped') return;
    const slideId = event.type === 'ReactionSent' ? null : (event.data as { slideId: string }).slideId;
    const key = `${entry.key}|${slideId ?? ''}`;
    if (this.results.isScheduled(key) && this.audienceResults.isScheduled(key)) return;
    if (slideId === null) {
      this.touchResults(key, entry, RESULTS_BROADCAST_INTERVAL_MS);
      return;
    }
    const session = entry.context;
    if (!session || session.state.state.status === 'none') return;
    const slide = deckOf(session)?.slides.find((candidate) => candidate.id === slideId);
    this.touchResults(key, entry, slide?.type === 'wordCloud' ? WORD_CLOUD_BROADCAST_INTERVAL_MS : RESULTS_BROADCAST_INTERVAL_MS);
  }

  private touchResults(key: string, entry: ResultsEntry, interval: number): void {
    this.results.touch(key, interval, entry);
    this.audienceResults.touch(key, audienceUpdateInterval(interval, this.presence.localCount(entry.key)), entry);
  }

  /** The slide id of a results key (empty for reactions). */
  private slideOf(key: string, entry: ResultsEntry): string {
    return key.slice(entry.key.length + 1);
  }

  private sendResults(key: string, entry: ResultsEntry): void {
    const state = entry.context?.state.state;
    if (!state || state.status === 'none' || !this.server) return;
    const slideId = this.slideOf(key, entry);
    if (slideId === '') {
      this.server.to(presenterRoom(state.presentationId)).emit(LIVE_SOCKET_EVENTS.reactionsUpdated, reactionCounts(entry.state));
      return;
    }
    const results = this.snapshots.presentSlideResults(entry, slideId, 'presenter');
    if (results) this.server.to(presenterRoom(state.presentationId)).emit(LIVE_SOCKET_EVENTS.resultsUpdated, { slideId, results });
  }

  private sendAudienceResults(key: string, entry: ResultsEntry): void {
    const session = entry.context;
    const state = session?.state.state;
    if (!session || !state || state.status === 'none' || !this.server) return;
    const slideId = this.slideOf(key, entry);
    if (slideId === '') {
      this.server.to(audienceRoom(entry.key)).emit(LIVE_SOCKET_EVENTS.reactionsUpdated, reactionCounts(entry.state));
      return;
    }
    // The audience's update trails the answers by up to seconds: if the presenter has moved on by then,
    // it would be a write to every phone that no phone shows (and it would coincide with the next slide's
    // activation, which every phone does show).
    if (!audienceMaySeeResultsOf(slideId, state.activeSlideId, deckOf(session)?.settings.audiencePacing ?? false)) return;
    const forAudience = this.snapshots.presentSlideResults(entry, slideId, 'audience');
    if (forAudience) this.server.to(audienceRoom(entry.key)).emit(LIVE_SOCKET_EVENTS.resultsUpdated, { slideId, results: forAudience });
  }

  private async sendAudienceCount(sessionId: string): Promise<void> {
    // Awaited even when loaded: a batch of admissions is counted once it is folded whole.
    const session = await this.sessions.entry(sessionId);
    const { state } = session.state;
    if (state.status === 'none' || !this.server) return;
    this.server.to(presenterRoom(state.presentationId)).emit(LIVE_SOCKET_EVENTS.audienceCount, this.snapshots.audienceCount(sessionId, session.state));
  }

  private async onSessionEvent(entry: SessionEntry, event: SessionEvent): Promise<void> {
    if (!this.server) return;
    switch (event.type) {
      case 'LiveSlideActivated':
      case 'SubmissionsStopped':
      case 'SubmissionsResumed':
      case 'SessionResumed': {
        // SessionResumed (a continued session): phones still on its "ended" screen get the live slide back.
        const { sessionId } = event.data;
        const { state } = entry.state;
        const deck = deckOf(entry);
        if (state.status === 'none' || state.activeSlideId === null || !deck) return;
        const slide = deck.slides.find((candidate) => candidate.id === state.activeSlideId);
        if (!slide) return;
        const results = await this.liveResults.entry(sessionId);
        const payload = {
          slide: audienceSlide(slide, state.stoppedSlides.has(slide.id), deck.settings, deck.fontFamily, deck.attributes.colorPalette?.colors),
          results: this.snapshots.presentSlideResults(results, slide.id, 'audience'),
        };
        this.server.to(audienceRoom(sessionId)).emit(LIVE_SOCKET_EVENTS.slideActivated, payload);
        this.server.to(presenterRoom(deck.id)).emit(LIVE_SOCKET_EVENTS.slideActivated, { sessionId, slideId: slide.id, submissionsStopped: payload.slide.submissionsStopped });
        return;
      }
      case 'AudienceAdmitted':
        this.counts.touch(event.data.sessionId, AUDIENCE_COUNT_INTERVAL_MS);
        return;
      case 'SessionStopped':
        this.server.to(audienceRoom(event.data.sessionId)).emit(LIVE_SOCKET_EVENTS.sessionEnded, { sessionId: event.data.sessionId });
        this.server.to(presenterRoom(event.data.presentationId)).emit(LIVE_SOCKET_EVENTS.sessionEnded, { sessionId: event.data.sessionId });
        return;
      default:
        return;
    }
  }
}
