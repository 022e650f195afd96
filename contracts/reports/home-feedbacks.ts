/** Spec doc 1 §9: Home reads at most 20 feedbacks and shows up to 4 of them at random. */
export const HOME_FEEDBACK_FETCH_LIMIT = 20;
export const HOME_FEEDBACK_SHOWN = 4;
/** The lowest rating Home shows (2 or lower are left out). */
export const HOME_FEEDBACK_MIN_RATING = 3;

/** One private feedback as Home shows it: the rating, what the person wrote, and which deck it was about. */
export interface HomeFeedbackView {
  readonly presentationId: string;
  readonly presentationName: string;
  readonly rating: number;
  readonly comment: string;
  readonly givenAt: string;
}

/** GET /api/private-feedbacks: the newest feedbacks rated 3 or more on the caller's decks (at most 20), newest first. */
export interface HomeFeedbacksView {
  readonly feedbacks: readonly HomeFeedbackView[];
}
