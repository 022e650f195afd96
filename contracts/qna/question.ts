/** Spec doc 2 §3 "Q&A question": createdAt, answered, status (approved, dismissed), pinned, voteCount, answeredTimestamp. */
export type QuestionStatus = 'approved' | 'dismissed' | null;

/** A question as the screens show it; phones never learn who asked (audience ids stay on the server). */
export interface QnaQuestion {
  id: string;
  text: string;
  /** The asker's name; null when anonymous. */
  name: string | null;
  slideId: string | null;
  createdAt: string;
  /** null: waiting for the presenter (with moderation on) or simply not moderated yet. */
  status: QuestionStatus;
  answered: boolean;
  answeredTimestamp: string | null;
  pinned: boolean;
  voteCount: number;
}

/** The Q&A switches of the deck as the screens need them (doc 2 §3 "Presentation fields"). */
export interface QnaSettings {
  /** qnaAllSlide: questions may be asked (and the presenter's Q&A panel opened) on every slide. */
  allSlides: boolean;
  /** qnaAnonymous: questions carry no name. */
  anonymous: boolean;
  /** qnaAudienceShowAll: the audience sees every question that counts, not only approved ones and their own. */
  audienceShowAll: boolean;
  /** isModerationMode: questions wait for the presenter's approval. */
  moderation: boolean;
}
