import type { IdeasStage } from '../../contracts/ideas/constants.js';

/** One brainstorm slide in one session: its stage, its ideas and their votes (JSON, exact). */
export type IdeasBoardDocument = {
  readonly id: string;
  readonly sessionId: string;
  readonly presentationId: string;
  readonly slideId: string;
  readonly stage: IdeasStage;
  /** In the order they came; never more than the slide's 200. */
  readonly ideas: readonly IdeaRecord[];
  readonly votes: number;
  /** People who voted at least once. */
  readonly voters: number;
  /** Global position of the last event folded in; lets a live fold resume from a stored document. */
  readonly lastPosition: number;
  [key: string]: unknown;
};

export interface IdeaRecord {
  readonly ideaId: string;
  readonly audienceId: string;
  readonly text: string;
  readonly submittedAt: string;
  readonly votes: number;
}

export const ideasBoardDocumentId = (sessionId: string, slideId: string) => `${sessionId}:${slideId}`;
