/** `report-share-{presentationId}`: the presentation's report share token; a new one replaces (kills) the old. */
export type ReportShareEvent = { type: 'ReportShareTokenIssued'; data: { presentationId: string; token: string; issuedAt: string } };

/** `feedback-{sessionId}-{audienceId}`: a person's private rating of the talk at the end (one per session). */
export type FeedbackEvent = {
  type: 'PrivateFeedbackGiven';
  data: { sessionId: string; presentationId: string; audienceId: string; rating: number; comment: string; givenAt: string };
};

export const reportShareStreamId = (presentationId: string) => `report-share-${presentationId}`;
export const feedbackStreamId = (sessionId: string, audienceId: string) => `feedback-${sessionId}-${audienceId}`;
