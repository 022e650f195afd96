import type { ParticipantEvent } from '../../contracts/live/events.js';
import { REACTIONS, type Reaction } from '../../contracts/live/constants.js';
import type { Projection } from '../projection.js';

export type LiveReactionsDocument = {
  readonly id: string;
  readonly presentationId: string;
  readonly counts: Readonly<Record<Reaction, number>>;
  readonly lastPosition: number;
  [key: string]: unknown;
};

export const emptyReactionCounts = (): Record<Reaction, number> =>
  Object.fromEntries(REACTIONS.map((reaction) => [reaction, 0])) as Record<Reaction, number>;

type Sent = Extract<ParticipantEvent, { type: 'ReactionSent' }>['data'];

export function foldReaction(document: LiveReactionsDocument | null, data: Sent, position: number): LiveReactionsDocument {
  const counts = document?.counts ?? emptyReactionCounts();
  return {
    id: data.sessionId,
    presentationId: data.presentationId,
    counts: { ...counts, [data.reaction]: counts[data.reaction] + 1 },
    lastPosition: position,
  };
}

/** Reaction counts (like, heart, laugh, wow, sad) per session. */
export const liveReactionsProjection: Projection<LiveReactionsDocument> = {
  name: 'live-reactions',
  version: 1,
  eventTypes: ['ReactionSent'],
  documentIds: (event) => [(event.data as Sent).sessionId],
  apply: (document, event) => foldReaction(document, event.data as Sent, event.position),
};
