import { Injectable } from '@nestjs/common';
import { participantStreamId } from '../../../contracts/live/constants.js';
import type { LiveChangeListener } from '../../infrastructure/realtime/live-views/live-view.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import type { SessionEntry } from '../../live/application/live-views/session.view.js';
import type { QnaParticipantState } from '../domain/qna-participant.decider.js';
import { myQnaView } from './my-qna.view.js';
import { qnaView, type QnaEntry, type SessionQna } from './qna.view.js';

/** Each session's Q&A and each person's own votes, as live views on the runner. */
@Injectable()
export class SessionQnaViews {
  private readonly sessions: LiveViewHandle<SessionQna, SessionEntry>;
  private readonly participants: LiveViewHandle<QnaParticipantState, null>;

  constructor(runner: LiveViewRunner) {
    this.sessions = runner.register(qnaView);
    this.participants = runner.register(myQnaView);
  }

  /** The session's Q&A, loaded once; it then follows the feed. */
  entry(sessionId: string): Promise<QnaEntry> {
    const loaded = this.sessions.peek(sessionId);
    return loaded ? Promise.resolve(loaded) : this.sessions.get(sessionId);
  }

  /** The session's Q&A if it is loaded, without waiting. */
  loaded(sessionId: string): QnaEntry | undefined {
    return this.sessions.peek(sessionId);
  }

  async participant(sessionId: string, audienceId: string): Promise<QnaParticipantState> {
    return (await this.participants.get(participantStreamId(sessionId, audienceId))).state;
  }

  /** Every question change of a session whose Q&A is loaded (not throttled). */
  onChange(listener: LiveChangeListener<SessionQna, SessionEntry>): () => void {
    return this.sessions.onChange(listener);
  }
}
