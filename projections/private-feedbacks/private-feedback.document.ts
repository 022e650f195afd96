/** One person's private rating of one session, kept apart from the report so Home can query it by deck. */
export type PrivateFeedbackDocument = {
  readonly id: string;
  readonly sessionId: string;
  readonly presentationId: string;
  readonly rating: number;
  readonly comment: string;
  readonly givenAt: string;
  /** Spec doc 1 §9: Home leaves out ratings of 2 or lower; stored so the read store can filter on it. */
  readonly showsOnHome: boolean;
  [key: string]: unknown;
};
