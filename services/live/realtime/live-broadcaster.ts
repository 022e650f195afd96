import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import type { Server } from 'socket.io';
import { LIVE_SOCKET_EVENTS } from '../../../contracts/live/socket-protocol.js';
import { RESULTS_BROADCAST_INTERVAL_MS, WORD_CLOUD_BROADCAST_INTERVAL_MS } from '../../../contracts/live/constants.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { LiveDecks } from '../application/live-decks.js';
import { LiveResultsService } from '../application/live-results.service.js';
import { LiveSessions } from '../application/live-sessions.js';
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

/** Pushes live changes to the rooms: results (throttled per slide), slide changes, counts, notices. */
@Injectable()
export class LiveBroadcaster implements OnModuleDestroy {
  private server?: Server;
  private readonly subscriptions: Subscription[] = [];
  private readonly results: KeyedThrottle;
  private readonly audienceResults: KeyedThrottle;
  private readonly counts: KeyedThrottle;

  constructor(
    private readonly liveResults: LiveResultsService,
    private readonly sessions: LiveSessions,
    private readonly decks: LiveDecks,
    private readonly snapshots: AudienceSnapshots,
    private readonly presence: LivePresence,
    private readonly notices: SessionNotices,
  ) {
    this.results = new KeyedThrottle((key) => void this.sendResults(key));
    this.audienceResults = new KeyedThrottle((key) => void this.sendAudienceResults(key), undefined, 'trailing');
    this.counts = new KeyedThrottle((sessionId) => void this.sendAudienceCount(sessionId));
  }

  attach(server: Server): void {
    this.server = server;
    this.subscriptions.push(
      this.liveResults.changes$.subscribe(({ sessionId, slideId }) => void this.onResultsChanged(sessionId, slideId)),
      this.sessions.sessionEvents$.subscribe((event) => void this.onSessionEvent(event as unknown as SessionEvent)),
      this.presence.changes$.subscribe((sessionId) => this.counts.touch(sessionId, AUDIENCE_COUNT_INTERVAL_MS)),
      this.notices.refusals$.subscribe((notice) => {
        this.server?.to(presenterRoom(notice.presentationId)).emit(LIVE_SOCKET_EVENTS.sessionFull, notice);
        this.counts.touch(notice.sessionId, AUDIENCE_COUNT_INTERVAL_MS);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.results.stop();
    this.audienceResults.stop();
    this.counts.stop();
  }

  private async onResultsChanged(sessionId: string, slideId: string | null): Promise<void> {
    // Called for every answer: while both sends of the slide are already scheduled there is nothing to do.
    const key = `${sessionId}|${slideId ?? ''}`;
    if (this.results.isScheduled(key) && this.audienceResults.isScheduled(key)) return;
    if (slideId === null) {
      this.touchResults(key, sessionId, RESULTS_BROADCAST_INTERVAL_MS);
      return;
    }
    const view = await this.sessions.session(sessionId);
    if (view.state.status === 'none') return;
    const deck = await this.decks.get(view.state.presentationId);
    const slide = deck?.slides.find((candidate) => candidate.id === slideId);
    const interval = slide?.type === 'wordCloud' ? WORD_CLOUD_BROADCAST_INTERVAL_MS : RESULTS_BROADCAST_INTERVAL_MS;
    this.touchResults(key, sessionId, interval);
  }

  private touchResults(key: string, sessionId: string, interval: number): void {
    this.results.touch(key, interval);
    const audienceSockets = this.presence.localCount(sessionId);
    this.audienceResults.touch(key, Math.max(interval, Math.ceil((audienceSockets / AUDIENCE_WRITES_PER_SECOND) * 1000)));
  }

  private async sendResults(key: string): Promise<void> {
    const [sessionId, slideId] = key.split('|') as [string, string];
    const view = await this.sessions.session(sessionId);
    if (view.state.status === 'none' || !this.server) return;
    const presentationId = view.state.presentationId;
    if (slideId === '') {
      this.server.to(presenterRoom(presentationId)).emit(LIVE_SOCKET_EVENTS.reactionsUpdated, await this.liveResults.reactions(sessionId));
      return;
    }
    const results = await this.snapshots.presentSlideResults(sessionId, slideId, 'presenter');
    if (results) this.server.to(presenterRoom(presentationId)).emit(LIVE_SOCKET_EVENTS.resultsUpdated, { slideId, results });
  }

  private async sendAudienceResults(key: string): Promise<void> {
    const [sessionId, slideId] = key.split('|') as [string, string];
    const view = await this.sessions.session(sessionId);
    if (view.state.status === 'none' || !this.server) return;
    if (slideId === '') {
      this.server.to(audienceRoom(sessionId)).emit(LIVE_SOCKET_EVENTS.reactionsUpdated, await this.liveResults.reactions(sessionId));
      return;
    }
    // The audience's update trails the answers by up to seconds: if the presenter has moved on by then,
    // it would be a write to every phone that no phone shows (and it would coincide with the next slide's
    // activation, which every phone does show).
    const deck = await this.decks.get(view.state.presentationId);
    if (!audienceMaySeeResultsOf(slideId, view.state.activeSlideId, deck?.settings.audiencePacing ?? false)) return;
    const forAudience = await this.snapshots.presentSlideResults(sessionId, slideId, 'audience');
    if (forAudience) this.server.to(audienceRoom(sessionId)).emit(LIVE_SOCKET_EVENTS.resultsUpdated, { slideId, results: forAudience });
  }

  private async sendAudienceCount(sessionId: string): Promise<void> {
    const view = await this.sessions.session(sessionId);
    if (view.state.status === 'none' || !this.server) return;
    this.server.to(presenterRoom(view.state.presentationId)).emit(LIVE_SOCKET_EVENTS.audienceCount, await this.snapshots.audienceCount(sessionId));
  }

  private async onSessionEvent(event: SessionEvent): Promise<void> {
    if (!this.server) return;
    switch (event.type) {
      case 'LiveSlideActivated':
      case 'SubmissionsStopped':
      case 'SubmissionsResumed': {
        const { sessionId } = event.data;
        const { state } = await this.sessions.session(sessionId);
        if (state.status === 'none' || state.activeSlideId === null) return;
        const deck = await this.decks.get(state.presentationId);
        const slide = deck?.slides.find((candidate) => candidate.id === state.activeSlideId);
        if (!deck || !slide) return;
        const payload = {
          slide: audienceSlide(slide, state.stoppedSlides.has(slide.id)),
          results: await this.snapshots.presentSlideResults(sessionId, slide.id, 'audience'),
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
