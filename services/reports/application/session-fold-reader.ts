import { Inject, Injectable } from '@nestjs/common';
import { SESSION_LIST_LIMIT, type SessionListItem } from '../../../contracts/reports/report.js';
import { leaderboardProjection } from '../../../projections/leaderboard/leaderboard.projection.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { joinLeaderboardParts } from '../../../projections/leaderboard/leaderboard-parts.js';
import type { LiveResultsDocument } from '../../../projections/live-results/live-results.document.js';
import { liveResultsProjection } from '../../../projections/live-results/live-results.projection.js';
import type { ChatDocument } from '../../../projections/chat/chat.document.js';
import { chatProjection } from '../../../projections/chat/chat.projection.js';
import type { IdeasBoardDocument } from '../../../projections/ideas/ideas-board.document.js';
import { ideasBoardProjection } from '../../../projections/ideas/ideas-board.projection.js';
import type { QnaQuestionDocument } from '../../../projections/qna/qna.document.js';
import { qnaProjection } from '../../../projections/qna/qna.projection.js';
import type { SessionFold } from '../../../projections/report/compute-report.js';
import { reportParticipantId, type ReportParticipantDocument } from '../../../projections/report/report-participant.document.js';
import { reportParticipantsProjection, withParticipantStream } from '../../../projections/report/report-participants.projection.js';
import { participantStreamId } from '../../../contracts/live/constants.js';
import type { SessionSummaryDocument } from '../../../projections/report/session-summary.document.js';
import { sessionSummaryProjection } from '../../../projections/report/session-summary.projection.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';

export function sessionListItem(summary: SessionSummaryDocument): SessionListItem {
  const { sessionId, presentationId, startedAt, stoppedAt, participants, responses, reactions, questions } = summary;
  // Spec doc 2 §4: any answer (votes, words, ideas, open-ended entries), any reaction or any Q&A question is a result.
  return { sessionId, presentationId, startedAt, stoppedAt, participants, responses, reactions, hasResults: responses > 0 || reactions > 0 || questions > 0 };
}

/** Whether each person's own stream (their answers and reactions) is folded into their document. */
export type ParticipantStreams = 'read' | 'skipped';

/**
 * A session's folded state: its read models (each the pure fold of the log) and, when `streams` is 'read', each
 * participant's answers and reactions folded from their own stream by the read model's fold.
 */
export async function readSessionFold(
  readStore: ReadStore,
  eventStore: EventStore,
  collectionOf: (projection: string) => string,
  summary: SessionSummaryDocument,
  streams: ParticipantStreams,
): Promise<SessionFold> {
  const { sessionId } = summary;
  const [participants, results, leaderboardParts, questions, ideaBoards, chat] = await Promise.all([
    readStore.find<ReportParticipantDocument>(collectionOf(reportParticipantsProjection.name), { where: { sessionId } }),
    readStore.find<LiveResultsDocument>(collectionOf(liveResultsProjection.name), { where: { sessionId } }),
    readStore.find<LeaderboardDocument>(collectionOf(leaderboardProjection.name), { where: { sessionId } }),
    readStore.find<QnaQuestionDocument>(collectionOf(qnaProjection.name), { where: { sessionId, kind: 'question' } }),
    readStore.find<IdeasBoardDocument>(collectionOf(ideasBoardProjection.name), { where: { sessionId } }),
    readStore.get<ChatDocument>(collectionOf(chatProjection.name), sessionId),
  ]);
  const withStreams =
    streams === 'read'
      ? await Promise.all(participants.map(async (participant) => withParticipantStream(participant, await eventStore.readStream(participantStreamId(sessionId, participant.audienceId)))))
      : participants;
  return { summary, participants: withStreams, results, leaderboard: joinLeaderboardParts(leaderboardParts), questions, ideaBoards, chat };
}

/** A session's folded state, read from its read models and its participants' streams. */
@Injectable()
export class SessionFoldReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Waits until the read models hold every event written before the call: a report shows what already happened. */
  async caughtUp(): Promise<void> {
    const head = await this.eventStore.headPosition();
    while (!(await this.runner.waitForPosition(head)));
  }

  /** A presentation's sessions, newest first. */
  async sessions(presentationId: string, limit = SESSION_LIST_LIMIT): Promise<SessionSummaryDocument[]> {
    return this.readStore.find<SessionSummaryDocument>(this.collection(sessionSummaryProjection.name), {
      where: { presentationId },
      orderBy: [{ field: 'startedAt', direction: 'desc' }],
      limit,
    });
  }

  summary(sessionId: string): Promise<SessionSummaryDocument | null> {
    return this.readStore.get<SessionSummaryDocument>(this.collection(sessionSummaryProjection.name), sessionId);
  }

  /** Every person's stream is read unless the caller says it needs none ('skipped': the report without a poll key). */
  fold(summary: SessionSummaryDocument, streams: ParticipantStreams = 'read'): Promise<SessionFold> {
    return readSessionFold(this.readStore, this.eventStore, (projection) => this.collection(projection), summary, streams);
  }

  /** One person of a session with their stream folded in, and the session's leaderboard (their quiz points); null for nobody. */
  async participant(sessionId: string, audienceId: string): Promise<{ participant: ReportParticipantDocument; leaderboard: LeaderboardDocument | null } | null> {
    const [document, leaderboardParts] = await Promise.all([
      this.readStore.get<ReportParticipantDocument>(this.collection(reportParticipantsProjection.name), reportParticipantId(sessionId, audienceId)),
      this.readStore.find<LeaderboardDocument>(this.collection(leaderboardProjection.name), { where: { sessionId } }),
    ]);
    if (!document) return null;
    const participant = withParticipantStream(document, await this.eventStore.readStream(participantStreamId(sessionId, audienceId)));
    return { participant, leaderboard: joinLeaderboardParts(leaderboardParts) };
  }

  private collection(projection: string): string {
    return this.runner.collectionOf(projection);
  }
}
