/** One session of a presentation, as the list of its sessions and the report's summary need it. */
export type SessionSummaryDocument = {
  readonly id: string;
  readonly sessionId: string;
  readonly presentationId: string;
  readonly startedAt: string;
  readonly stoppedAt: string | null;
  readonly participants: number;
  readonly responses: number;
  readonly reactions: number;
  /** Q&A questions asked (spec doc 2 §4: any question makes a result). */
  readonly questions: number;
  readonly reactionsBySlide: Readonly<Record<string, number>>;
  /** Slides that were live, in the order first shown. */
  readonly shownSlideIds: readonly string[];
  readonly lastPosition: number;
  [key: string]: unknown;
};
