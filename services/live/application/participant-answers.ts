import { Inject, Injectable } from '@nestjs/common';
import { participantStreamId } from '../../../contracts/live/constants.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { EncodedJson } from '../../infrastructure/realtime/encoded-json.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { foldParticipantAnswers, participantAnswersView, type ParticipantAnswersState } from './live-views/participant-answers.view.js';

/**
 * Each person's own answers in a session, for the snapshot a (re)connecting phone re-syncs from: a live
 * view, followed once the person first connects, so ten thousand phones reconnecting at once do not read
 * and parse every person's stream again. The store's revision of the stream is still checked on every
 * read, so an answer acknowledged a moment before the feed brought it is read from the store, not missed.
 */
@Injectable()
export class ParticipantAnswers {
  private readonly answers: LiveViewHandle<ParticipantAnswersState, null>;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    runner: LiveViewRunner,
  ) {
    this.answers = runner.register(participantAnswersView);
  }

  /** Every answer the store holds for this person now, oldest first: the snapshot's myAnswers as JSON. */
  async of(sessionId: string, audienceId: string): Promise<EncodedJson> {
    const streamId = participantStreamId(sessionId, audienceId);
    const cached = (await this.answers.get(streamId)).state;
    const stored = (await this.eventStore.streamRevision(streamId)) ?? -1;
    let { answers } = cached;
    if (stored !== cached.revision) answers = (await this.eventStore.readStream(streamId, cached.revision + 1)).reduce(foldParticipantAnswers, cached).answers;
    return new EncodedJson(`[${answers.join(',')}]`);
  }
}
