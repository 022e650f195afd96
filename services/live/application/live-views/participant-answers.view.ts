import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import type { ParticipantEvent } from '../../../../contracts/live/events.js';
import type { AudienceSnapshot } from '../../../../contracts/live/socket-protocol.js';
import { streamView } from '../../../infrastructure/realtime/live-views/stream-view.js';

type MyAnswer = AudienceSnapshot['myAnswers'][number];

export interface ParticipantAnswersState {
  /**
   * A person's answers, oldest first, each as the JSON of one element of the snapshot's myAnswers array:
   * a reconnect sends them and nothing else reads them, so they are encoded once, when folded. An array of
   * pieces rather than one growing string, which would be a rope of more objects per answer.
   */
  readonly answers: readonly string[];
  /** Revision of the stream's last event folded, -1 for none. */
  readonly revision: number;
}

export const NO_ANSWERS: ParticipantAnswersState = Object.freeze({ answers: Object.freeze([]), revision: -1 });

export function foldParticipantAnswers(state: ParticipantAnswersState, event: RecordedEvent): ParticipantAnswersState {
  const participantEvent = event as unknown as ParticipantEvent;
  if (participantEvent.type !== 'AnswerSubmitted') return { answers: state.answers, revision: event.revision };
  const { answerId, slideId, value } = participantEvent.data;
  return { answers: [...state.answers, flattened(JSON.stringify({ answerId, slideId, value } satisfies MyAnswer))], revision: event.revision };
}

/** Reading a character makes V8 copy JSON.stringify's rope of parts into one flat string, all the next collection keeps. */
function flattened(text: string): string {
  text.charCodeAt(0);
  return text;
}

/** Each person's own answers in a session, per `participant-{sessionId}-{audienceId}` stream. */
export const participantAnswersView = streamView<ParticipantAnswersState>({
  name: 'participant-answers',
  streamPrefix: 'participant-',
  initialState: NO_ANSWERS,
  evolve: foldParticipantAnswers,
  maxEntries: 50_000,
});
