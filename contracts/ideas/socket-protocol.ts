import type { IdeasStage } from './constants.js';

/**
 * Brainstorm messages on the live socket (same connection and auth as contracts/live/socket-protocol.ts).
 * A screen renders a brainstorm slide from ideas:board; a phone knows its own ideas and votes from ideas:mine
 * (sent when it connects) and from its acks.
 */
export const IDEAS_SOCKET_EVENTS = {
  // server -> presenter room (every change, throttled) and audience room (what phones may see, throttled)
  board: 'ideas:board',
  // server -> one audience socket when it connects
  mine: 'ideas:mine',
  // audience -> server (acked)
  submit: 'idea:submit',
  vote: 'idea:vote',
} as const;

/** One idea as a screen shows it. */
export interface IdeaCard {
  ideaId: string;
  /** With the profanity filter on, caught words are masked. */
  text: string;
  /** Null where the viewer may not see counts (phones while voting, or when the slide hides results). */
  votes: number | null;
  /** 1 for the most votes, ties sharing a place; only in the result stage. */
  rank: number | null;
}

export interface IdeasBoard {
  sessionId: string;
  slideId: string;
  stage: IdeasStage;
  /** In the order they came, or by rank in the result stage. */
  ideas: IdeaCard[];
  /** Null where the viewer may not see counts. */
  votes: number | null;
  voters: number | null;
  /** The slide hides results from the audience (hideResult): phones show no counts or ranks. */
  resultsHidden: boolean;
}

/** ideas:mine: this person's own ideas and the ideas they voted for, per brainstorm slide of the session. */
export interface MyIdeas {
  sessionId: string;
  slides: Record<string, { ideaIds: string[]; votedIdeaIds: string[] }>;
}

export interface SubmitIdeaAck {
  duplicate: boolean;
}

export interface IdeaVoteAck {
  duplicate: boolean;
  /** Votes this person has on the slide after this one. */
  votesUsed: number;
}
