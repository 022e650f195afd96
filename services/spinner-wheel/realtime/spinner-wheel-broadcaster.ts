import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Server } from 'socket.io';
import { SPINNER_WHEEL_EVENT_TYPES } from '../../../contracts/spinner-wheel/events.js';
import { SPINNER_SOCKET_EVENTS } from '../../../contracts/spinner-wheel/socket-protocol.js';
import { deckOf, LiveSessions, type SessionEntry } from '../../live/application/live-sessions.js';
import { KeyedThrottle } from '../../live/application/results-throttle.js';
import { audienceMaySeeResultsOf } from '../../live/domain/live-slide.js';
import { audienceRoom, presenterRoom } from '../../live/realtime/live-rooms.js';
import { wheelOf, type Wheels } from '../domain/wheel.js';
import { SpinnerWheels, wheelSlideOf } from '../application/spinner-wheels.js';

const SPINNER_EVENTS = new Set<string>(SPINNER_WHEEL_EVENT_TYPES);
/** With everyone who joined on the wheel, a burst of joins redraws it at most once a second. */
const JOINED_REDRAW_INTERVAL_MS = 1_000;

/**
 * Pushes the wheel to the rooms after every spin, stop and update, when its slide comes on screen, and (with
 * everyone who joined on it) as people join. The state carries the winner drawn by the server, so the presenter
 * and every phone land on the same entry.
 */
@Injectable()
export class SpinnerWheelBroadcaster implements OnModuleDestroy {
  private readonly logger = new Logger(SpinnerWheelBroadcaster.name);
  private server?: Server;
  private readonly unfollows: (() => void)[] = [];
  private readonly joinedRedraws = new KeyedThrottle<SessionEntry>((sessionId, session) => this.redrawActive(sessionId, session));

  constructor(
    private readonly wheels: SpinnerWheels,
    private readonly sessions: LiveSessions,
  ) {}

  attach(server: Server): void {
    this.server = server;
    this.unfollows.push(
      this.wheels.onChange((entry, event) => {
        if (!SPINNER_EVENTS.has(event.type) || !entry.context) return;
        this.send(entry.context, entry.state, (event.data as { slideId: string }).slideId);
      }),
      this.sessions.onSessionEvent((session, event) => {
        const sessionId = (event.data as { sessionId: string }).sessionId;
        if (event.type === 'LiveSlideActivated') this.redrawActive(sessionId, session);
        else if (event.type === 'AudienceAdmitted' && this.activeWheel(session)?.includeAudience) this.joinedRedraws.touch(sessionId, JOINED_REDRAW_INTERVAL_MS, session);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const unfollow of this.unfollows) unfollow();
    this.joinedRedraws.stop();
  }

  /** The wheel on screen, if the active slide is a spinner wheel whose session's wheels are loaded. */
  private activeWheel(session: SessionEntry) {
    const { state } = session.state;
    if (state.status !== 'live' || state.activeSlideId === null || !wheelSlideOf(session, state.activeSlideId)) return null;
    const loaded = this.wheels.loadedEntry(state.sessionId);
    return loaded ? wheelOf(loaded.state, state.activeSlideId) : null;
  }

  /** Phones moving to a wheel get it with the slide; the entry is loaded then, so its spins are followed from here on. */
  private redrawActive(sessionId: string, session: SessionEntry): void {
    const { state } = session.state;
    if (state.status !== 'live' || state.activeSlideId === null || !wheelSlideOf(session, state.activeSlideId)) return;
    const slideId = state.activeSlideId;
    this.wheels.entry(sessionId).then(
      (entry) => this.send(session, entry.state, slideId),
      (error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)),
    );
  }

  private send(session: SessionEntry, wheels: Wheels, slideId: string): void {
    const { state } = session.state;
    if (!this.server || state.status === 'none') return;
    const forPresenter = this.wheels.draw(session, wheels, slideId, 'presenter');
    if (forPresenter) this.server.to(presenterRoom(state.presentationId)).emit(SPINNER_SOCKET_EVENTS.state, forPresenter);
    if (!audienceMaySeeResultsOf(slideId, state.activeSlideId, deckOf(session)?.settings.audiencePacing ?? false)) return;
    const forAudience = this.wheels.draw(session, wheels, slideId, 'audience');
    if (forAudience) this.server.to(audienceRoom(state.sessionId)).emit(SPINNER_SOCKET_EVENTS.state, forAudience);
  }
}
