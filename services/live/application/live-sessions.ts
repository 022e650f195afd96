import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Subject, type Observable, type Subscription } from 'rxjs';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { presentingStreamId, sessionStreamId } from '../../../contracts/live/constants.js';
import type { AudienceMember, PresentingEvent, SessionEvent } from '../../../contracts/live/events.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';
import { StreamStateCache } from '../../infrastructure/realtime/stream-state-cache.js';
import { evolveQuizRun, initialQuizRun, type QuizRunState } from '../domain/quiz-run.js';
import { presentingDecider, type PresentingState } from '../domain/presenting.decider.js';
import { sessionDecider, type SessionState } from '../domain/session.decider.js';

export interface SessionView {
  readonly state: SessionState;
  /** Everyone admitted, by audience id. Owned by the cache and only added to, so versions share it. */
  readonly members: Map<string, AudienceMember>;
  /** The quiz side of the session (stage, asked questions), folded from the same stream. */
  readonly quiz: QuizRunState;
}

/** Which session each presentation runs and what each session looks like, kept current from the feed. */
@Injectable()
export class LiveSessions implements OnModuleInit, OnModuleDestroy {
  private readonly presenting: StreamStateCache<PresentingState>;
  private readonly sessions: StreamStateCache<SessionView>;
  private subscription?: Subscription;
  private readonly sessionEvents = new Subject<RecordedEvent>();
  /** Session and presenting events, emitted after the caches include them (so a reaction to one reads fresh state). */
  readonly sessionEvents$: Observable<RecordedEvent> = this.sessionEvents.asObservable();

  constructor(
    @Inject(EVENT_STORE) eventStore: EventStore,
    private readonly feed: LiveEventFeed,
  ) {
    this.presenting = new StreamStateCache(eventStore, presentingDecider.initialState, (state, event) =>
      presentingDecider.evolve(state, event as unknown as PresentingEvent),
    );
    this.sessions = new StreamStateCache<SessionView>(
      eventStore,
      { state: sessionDecider.initialState, members: new Map(), quiz: initialQuizRun },
      (view, event) => evolveSessionView(view, event),
    );
  }

  onModuleInit(): void {
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const event of batch) {
        if (event.streamId.startsWith('presenting-')) this.presenting.apply(event);
        else if (event.streamId.startsWith('session-')) this.sessions.apply(event);
        else continue;
        this.sessionEvents.next(event);
      }
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    this.sessionEvents.complete();
  }

  async currentSessionId(presentationId: string): Promise<string | null> {
    return (await this.presenting.get(presentingStreamId(presentationId))).state.currentSessionId;
  }

  /** The live session, or else the last one that ran (for results after presenting ended). */
  async latestSessionId(presentationId: string): Promise<string | null> {
    return (await this.presenting.get(presentingStreamId(presentationId))).state.lastSessionId;
  }

  async session(sessionId: string): Promise<SessionView> {
    return (await this.sessions.get(sessionStreamId(sessionId))).state;
  }
}

function evolveSessionView(view: SessionView, event: RecordedEvent): SessionView {
  const sessionEvent = event as unknown as SessionEvent;
  // A new map for the first event keeps the cache's initial value untouched for other streams.
  const members = event.revision === 0 ? new Map<string, AudienceMember>() : view.members;
  if (sessionEvent.type === 'AudienceAdmitted') {
    const { audienceId, name, emoji, fields, teamId } = sessionEvent.data;
    members.set(audienceId, { audienceId, name, emoji, fields, ...(teamId !== undefined && { teamId }) });
  }
  return { state: sessionDecider.evolve(view.state, sessionEvent), members, quiz: evolveQuizRun(view.quiz, event) };
}
