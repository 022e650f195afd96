import type { TEAM_SCORING_RULES } from '../deck/settings.js';
import type { AskedQuestion } from './question.js';

export type TeamScoringRule = (typeof TEAM_SCORING_RULES)[number];

/** Every quiz event says which session and presentation it belongs to. */
interface OnSession {
  sessionId: string;
  presentationId: string;
}

/**
 * Quiz facts, appended to the live session's stream (`session-{sessionId}`) beside the session events.
 * `activation` is the count of LiveSlideActivated events when the quiz followed a slide change: it makes
 * that reaction idempotent.
 */
export type QuizEvent =
  /** quizStatus 1: the first quiz slide waits for the presenter to start (Enter or Space on the client). */
  | { type: 'QuizLobbyOpened'; data: OnSession & { slideId: string; activation: number; at: string } }
  /** The rule screen; from now on, moving forward to a quiz slide goes straight to its countdown. */
  | { type: 'QuizStarted'; data: OnSession & { slideId: string; at: string } }
  | { type: 'QuizCountdownStarted'; data: OnSession & { slideId: string; activation: number | null; at: string; endsAt: string } }
  | {
      type: 'QuizQuestionStarted';
      data: OnSession &
        AskedQuestion & {
          /** 1-based, in the order questions were asked in this session. */
          number: number;
          startedAt: string;
          /** startedAt + timeLimitSeconds: answers received later are refused. */
          closesAt: string;
          /** manualRevealCorrectAnswers when the question started. */
          manualReveal: boolean;
          teamScoringRule: TeamScoringRule;
          activation: number | null;
        };
    }
  | {
      type: 'QuizQuestionEnded';
      data: OnSession & {
        slideId: string;
        at: string;
        reason: 'timeUp' | 'everyoneAnswered' | 'presenter' | 'slideChanged';
        /** For everyoneAnswered: the counts that fired the rule (spec doc 2 §4). */
        answered: number | null;
        joined: number | null;
        online: number | null;
        activation: number | null;
      };
    }
  | { type: 'QuizAnswersRevealed'; data: OnSession & { slideId: string; at: string } }
  /** Back on a question that was already asked: its result shows again; it is not asked twice. */
  | { type: 'QuizResultShown'; data: OnSession & { slideId: string; activation: number; at: string } }
  /** Spec doc 2 §4: moving backwards in slide order cancels the continue-quiz flag. */
  | { type: 'QuizContinueCancelled'; data: OnSession & { slideId: string; activation: number; at: string } }
  /** The presenter accepted a typed answer live; earlier and later answers with the same key score as correct. */
  | { type: 'QuizTypeAnswerAccepted'; data: OnSession & { slideId: string; text: string; key: string; at: string } }
  /** POST /api/score: manual points for one participant or one team. */
  | {
      type: 'QuizPointsAwarded';
      data: OnSession & { awardId: string; slideId: string; audienceId: string | null; teamId: string | null; points: number; at: string };
    }
  | { type: 'LeaderboardVisibilityChanged'; data: OnSession & { isVisible: boolean; at: string } };

export type QuizEventType = QuizEvent['type'];

export const QUIZ_EVENT_TYPES = [
  'QuizLobbyOpened',
  'QuizStarted',
  'QuizCountdownStarted',
  'QuizQuestionStarted',
  'QuizQuestionEnded',
  'QuizAnswersRevealed',
  'QuizResultShown',
  'QuizContinueCancelled',
  'QuizTypeAnswerAccepted',
  'QuizPointsAwarded',
  'LeaderboardVisibilityChanged',
] as const satisfies readonly QuizEventType[];
