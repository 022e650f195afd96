import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { ParticipantEvent } from '../../../contracts/live/events.js';
import { participantStreamId } from '../../../contracts/live/constants.js';
import type { AudienceSnapshot } from '../../../contracts/live/socket-protocol.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { EncodedJson } from '../../infrastructure/realtime/encoded-json.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';
import { StreamStateCache } from '../../infrastructure/realtime/stream-state-cache.js';

type MyAnswer = AudienceSnapshot['myAnswers'][number];

/**
 * A person's answers, oldest first, each as the JSON of one element of the snapshot's myAnswers array.
 * Kept as text because a reconnect sends them and nothing else reads them, so they are encoded once, not
 * per reconnect; as pieces rather than one growing string, which would be a rope of many objects.
 */
type AnswersJson = readonly string[];

const NO_ANSWERS: AnswersJson = Object.freeze([]);

function evolve(answers: AnswersJson, event: RecordedEvent): AnswersJson {
  const participantEvent = event as unknown as ParticipantEvent;
  if (participantEvent.type !== 'AnswerSubmitted') return answers;
  const { answerId, slideId, value } = participantEvent.data;
  return [...answers, flattened(JSON.stringify({ answerId, slideId, value } satisfies MyAnswer))];
}

/** The same text as one flat string: reading a character flattens the rope JSON.stringify returns. */
function flattened(text: string): string {
  text.charCodeAt(0);
  return text;
}

/**
 * Each person's own answers in a session, for the snapshot a (re)connecting phone re-syncs from. Kept
 * from the live feed once the person first connects, so a reconnect storm does not read and parse every
 * stream again. The store's revision of the stream is still checked on every read, so an answer
 * acknowledged a moment before the feed brought it is read from the store rather than missed.
 */
@Injectable()
export class ParticipantAnswers implements OnModuleInit, OnModuleDestroy {
  private readonly answers: StreamStateCache<AnswersJson>;
  private subscription?: Subscription;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly feed: LiveEventFeed,
  ) {
    this.answers = new StreamStateCache<AnswersJson>(eventStore, NO_ANSWERS, evolve);
  }

  onModuleInit(): void {
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const event of batch) if (event.streamId.startsWith('participant-')) this.answers.apply(event);
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  /** Every answer the store holds for this person now, oldest first: the snapshot's myAnswers as JSON. */
  async of(sessionId: string, audienceId: string): Promise<EncodedJson> {
    const streamId = participantStreamId(sessionId, audienceId);
    const cached = await this.answers.get(streamId);
    const stored = (await this.eventStore.streamRevision(streamId)) ?? -1;
    let answers = cached.state;
    if (stored !== cached.revision) answers = (await this.eventStore.readStream(streamId, cached.revision + 1)).reduce(evolve, answers);
    return new EncodedJson(`[${answers.join(',')}]`);
  }
}
