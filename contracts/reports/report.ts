import type { ChatRole } from '../chat/events.js';
import type { IdeasBoard } from '../ideas/socket-protocol.js';
import type { AnswerValue } from '../live/answers.js';
import type { QnaQuestion } from '../qna/question.js';
import type { SlideResults } from '../live/results.js';
import type { LeaderboardEntry, TeamLeaderboardEntry } from '../quiz/leaderboard.js';

/** Spec doc 3 §9: a presentation lists at most this many sessions. */
export const SESSION_LIST_LIMIT = 100;
/** Spec doc 3 §5: quiz questions with a correct rate under this are difficult. */
export const DIFFICULT_CORRECT_RATE = 0.4;
/** Spec doc 3 §9: top engaging slides. */
export const TOP_ENGAGING_SLIDES = 3;
/** Spec doc 3 §5: Home feedbacks exclude ratings of 2 or lower. */
export const HOME_FEEDBACK_MIN_RATING = 3;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX_LENGTH = 1_000;

/** Slide types whose correct rate can make them a difficult question (spec doc 3 §5). */
export const DIFFICULT_QUESTION_TYPES: readonly string[] = ['pickAnswer', 'multipleChoice', 'imageChoice'];

/** Spec doc 3 §5, engagement level by engagementRate. */
export const ENGAGEMENT_TEXTS = {
  amazing: 'Amazing!',
  great: 'Wow, great job!',
  notBad: 'Not bad!',
  start: 'It’s a good start!',
  none: 'No engagement yet!',
} as const;

export function engagementText(rate: number | null): string {
  if (rate === null) return ENGAGEMENT_TEXTS.none;
  if (rate >= 0.9) return ENGAGEMENT_TEXTS.amazing;
  if (rate >= 0.7) return ENGAGEMENT_TEXTS.great;
  if (rate >= 0.4) return ENGAGEMENT_TEXTS.notBad;
  return ENGAGEMENT_TEXTS.start;
}

/** One run of a presentation, as its list of sessions shows it. */
export interface SessionListItem {
  sessionId: string;
  presentationId: string;
  startedAt: string;
  stoppedAt: string | null;
  participants: number;
  responses: number;
  reactions: number;
  /** Spec doc 3 §4: any reaction, any answer (question, vote, word, idea) counts as a result. */
  hasResults: boolean;
}

export interface ReportSummary {
  participants: number;
  /** Every answer sent (several per person where a slide allows). */
  responses: number;
  reactions: number;
  /** Mean over the activity slides shown of respondents / participants; null when nothing could be answered. */
  engagementRate: number | null;
  engagementText: string;
}

export interface ReportSlide {
  slideId: string;
  type: string;
  slideType: string | null;
  title: string;
  /** 1-based position in the deck. */
  order: number;
  /** People who answered. */
  responseCount: number;
  /** Fully correct answers / respondents (0..1); null where the slide has no right answer or nobody answered. */
  correctRate: number | null;
  reactions: number;
  /** The slide's results as the live screens show them; null for slides nobody answered. */
  results: SlideResults | null;
  /** Option titles by id, for charts. */
  options: { id: string; title: string; correct: boolean }[];
  /** The slide's fields that shape how its results are drawn (chart type, percentages, scale, layout). */
  display: Record<string, unknown>;
  /** A Q&A slide's questions in the live list's Top order; null on every other slide. */
  questions: QnaQuestion[] | null;
  /** A brainstorm slide's board as the presenter saw it last (ranked once voting ended); null on every other slide or with no ideas. */
  ideas: IdeasBoard | null;
}

/** A chat message as the report lists it: who wrote what and when (no avatar, colour or user id). */
export interface ReportChatMessage {
  id: string;
  timestamp: string;
  message: string;
  role: ChatRole;
  name: string;
  teamName: string | null;
}

/** Something a person added besides answers: a question they asked (with their name), an idea, a chat message. */
export interface ParticipantContribution {
  kind: 'question' | 'idea' | 'chat';
  /** The slide it was given on; null for chat and for questions asked with no slide. */
  slideId: string | null;
  slideOrder: number | null;
  slideTitle: string;
  text: string;
  at: string;
  /** Upvotes of a question, votes of an idea; null for chat. */
  votes: number | null;
}

/** Slide fields a report shows results with; nothing else of the slide (notes, hints) leaves in a shared report. */
export const REPORT_DISPLAY_FIELDS = ['typeChart', 'showPercentage', 'scaleMin', 'scaleMax', 'scaleMinLabel', 'scaleMaxLabel', 'openEndedLayout', 'multipleChoice', 'limitChoice'] as const;

export interface ParticipantAnswerRow {
  slideId: string;
  slideOrder: number;
  slideTitle: string;
  value: AnswerValue;
  /** Quiz questions and polls with correct options; null otherwise. */
  correct: boolean | null;
  /** Quiz points for the question; null outside quizzes. */
  points: number | null;
  submittedAt: string;
}

/** A person as the report lists them; their answers are read apart, one person at a time (ParticipantAnswersResponse). */
export interface ReportParticipant {
  audienceId: string;
  name: string;
  emoji: string;
  teamId: string | null;
  /** In slide order (chat last), then by time; anonymous questions are left out. */
  contributions: ParticipantContribution[];
  totalPoints: number;
}

/** A person with every answer they gave, as the PDF report lists them. */
export interface ReportParticipantWithAnswers extends ReportParticipant {
  answers: ParticipantAnswerRow[];
}

/** Spec doc 3 §7 audience-info-report: one person's answers in one session, in slide order with correctness and points. */
export interface ParticipantAnswersResponse {
  participantAnswers: ParticipantAnswerRow[];
}

export interface PrivateFeedback {
  audienceId: string;
  name: string;
  rating: number;
  comment: string;
  givenAt: string;
}

/** The figures of one session's report; computed by a pure function over the session's folded state. */
export interface SessionReport {
  sessionId: string;
  presentationId: string;
  presentationName: string;
  startedAt: string;
  stoppedAt: string | null;
  summary: ReportSummary;
  slides: ReportSlide[];
  /** Quiz and multiple-choice slides with correctRate under 0.4, lowest first, then by order. */
  difficultQuestions: ReportSlide[];
  topEngagingSlides: ReportSlide[];
  /** Rounded percentage over the slides with a rate; null when none has one. */
  averageCorrectRate: number | null;
  leaderboard: { individual: LeaderboardEntry[]; teams: TeamLeaderboardEntry[] };
  participants: ReportParticipant[];
  /** Questions asked on slides that are not Q&A slides (qnaAllSlide), in the live list's Top order. */
  questionsAcrossSlides: QnaQuestion[];
  /** The session's chat as the live chat kept it (its newest messages, after any clearing), oldest first. */
  chat: ReportChatMessage[];
  privateFeedbacks: PrivateFeedback[];
  averageRating: number | null;
}

/** The report with every person's answers (the PDF export reads all of them; the report page reads one person's). */
export interface SessionReportWithAnswers extends SessionReport {
  participants: ReportParticipantWithAnswers[];
}

/** GET /api/report/{presentationId}: the picked session's report and the sessions to pick from. */
export interface ReportResponse {
  sessions: SessionListItem[];
  report: SessionReport | null;
}
