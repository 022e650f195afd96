import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { ParticipantEvent } from '../../../contracts/live/events.js';
import { participantStreamId } from '../../../contracts/live/constants.js';
import type { AudienceSnapshot } from '../../../contracts/live/socket-protocol.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';
import { StreamStateCache } from '../../infrastructure/realtime/stream-state-cache.js';

export type MyAnswer = AudienceSnapshot['myAnswers'][number];

/** Newest first; each answer links to the ones before it, so a new answer copies nothing. */
interface AnswerLink {
  readonly answer: MyAnswer;
  readonly older: AnswerLink | null;
}

function evolve(answers: AnswerLink | null, event: RecordedEvent): AnswerLink | null {
  const participantEvent = event as unknown as ParticipantEvent;
  if (participantEvent.type !== 'AnswerSubmitted') return answers;
  const { answerId, slideId, value } = participantEvent.data;
  return { answer: { answerId, slideId, value }, older: answers };
}

function oldestFirst(answers: AnswerLink | null): MyAnswer[] {
  const list: MyAnswer[] = [];
  for (let link = answers; link; link = link.older) list.push(link.answer);
  return list.reverse();
}

/**
 * Each person's own answers in a session, for the snapshot a (re)connecting phone re-syncs from. Kept
 * from the live feed once the person first connects: when ten thousand phones reconnect at once, reading
 * and parsing every person's stream again cost a fifth of the server's time. The store's revision of the
 * stream is still checked on every read, so an answer acknowledged a moment before the feed brought it
 * is read from the store rather than missed.
 */
@Injectable()
export class ParticipantAnswers implements OnModuleInit, OnModuleDestroy {
  private readonly answers: StreamStateCache<AnswerLink | null>;
  private subscription?: Subscription;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly feed: LiveEventFeed,
  ) {
    this.answers = new StreamStateCache<AnswerLink | null>(eventStore, null, evolve);
  }

  onModuleInit(): void {
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const event of batch) if (event.streamId.startsWith('participant-')) this.answers.apply(event);
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  /** Oldest first, every answer the store holds for this person now. */
  async of(sessionId: string, audienceId: string): Promise<MyAnswer[]> {
    const streamId = participantStreamId(sessionId, audienceId);
    const cached = await this.answers.get(streamId);
    const stored = (await this.eventStore.streamRevision(streamId)) ?? -1;
    if (stored === cached.revision) return oldestFirst(cached.state);
    const newer = await this.eventStore.readStream(streamId, cached.revision + 1);
    return oldestFirst(newer.reduce(evolve, cached.state));
  }
}
