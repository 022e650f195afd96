import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { participantStreamId } from '../../../contracts/live/constants.js';
import type { ParticipantEvent } from '../../../contracts/live/events.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { LiveResultsService } from '../../live/application/live-results.service.js';
import { deckOf } from '../../live/application/live-sessions.js';
import { reactionCounts } from '../../live/application/live-views/results.view.js';
import { LeaderboardService } from '../../quiz/application/leaderboard.service.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import type { ParticipantAnswer, SessionExportData } from './session-export-data.js';

/** A session's export data from the live views (what the presenter's screens show, live or after the end). */
@Injectable()
export class ExportSources {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly liveResults: LiveResultsService,
    private readonly leaderboards: LeaderboardService,
  ) {}

  async of(sessionId: string): Promise<SessionExportData> {
    const results = await this.liveResults.entry(sessionId);
    const session = results.context;
    const deck = session ? deckOf(session) : null;
    const state = session?.state.state;
    if (!session || !deck || !state || state.status === 'none') throw new NotFound('Session not found.');
    const eventStore = this.eventStore;
    return {
      sessionId,
      deck,
      slides: [...deck.slides].sort((a, b) => a.order - b.order),
      status: state.status,
      // The members map only grows, in admission order: a copy is the list as of now.
      members: [...session.state.members.values()],
      results: new Map(results.state.slides),
      reactions: reactionCounts(results.state),
      leaderboard: await this.leaderboards.document(sessionId),
      answersOf: async (audienceId) => answersIn(await eventStore.readStream(participantStreamId(sessionId, audienceId))),
    };
  }
}

function answersIn(events: readonly RecordedEvent[]): ParticipantAnswer[] {
  return events.flatMap((event) => {
    const participantEvent = event as unknown as ParticipantEvent;
    if (participantEvent.type !== 'AnswerSubmitted') return [];
    const { slideId, value, submittedAt } = participantEvent.data;
    return [{ slideId, value, submittedAt }];
  });
}
