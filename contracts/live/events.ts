import type { PlanId } from '../identity/plans.js';
import type { AskedQuestion } from '../quiz/question.js';
import type { AnswerValue } from './answers.js';
import type { Reaction } from './constants.js';
import type { WordGroup } from './results.js';

/** `presenting-{presentationId}` */
export type PresentingEvent =
  | { type: 'PresentingStarted'; data: { presentationId: string; sessionId: string; startedAt: string } }
  | { type: 'PresentingStopped'; data: { presentationId: string; sessionId: string; stoppedAt: string } }
  /** clear-slides: the last session keeps its history, and the next presenting starts a new session. */
  | { type: 'PresentingResultsCleared'; data: { presentationId: string; sessionId: string; clearedAt: string } };

export interface AudienceMember {
  audienceId: string;
  name: string;
  emoji: string;
  /** Participant info answers by field id (spec doc 2 §3 participant information). */
  fields: Record<string, string>;
  /** With team play: the team (team-1 .. team-N) chosen at admission or assigned. Absent without team play. */
  teamId?: string;
}

/** `session-{sessionId}`: one live run of a presentation. */
export type SessionEvent =
  | {
      type: 'SessionStarted';
      data: { sessionId: string; presentationId: string; ownerId: string; plan: PlanId; participantLimit: number; startedAt: string };
    }
  | { type: 'LiveSlideActivated'; data: { sessionId: string; presentationId: string; slideId: string; activatedAt: string } }
  /**
   * On `session-{sessionId}` (sessions before seat leases) or on a node's `admissions-{sessionId}-{nodeId}`
   * stream, against the seats that node leased.
   */
  | { type: 'AudienceAdmitted'; data: AudienceMember & { sessionId: string; presentationId: string; admittedAt: string } }
  /** A node reserved `count` more of the plan's seats, to admit people on its own admission stream. */
  | { type: 'SeatsLeased'; data: { sessionId: string; nodeId: string; count: number; at: string } }
  /** `count` seats a node had leased and not used went back: it stopped, or another node reclaimed them from a dead one. */
  | { type: 'SeatsReturned'; data: { sessionId: string; nodeId: string; count: number; at: string } }
  /**
   * On a node's admission stream: no one is admitted on it any more (another node found its lease expired and
   * counts `admitted` as the seats it used); a node that is alive after all admits on a new lease of its own.
   */
  | { type: 'AdmissionsClosed'; data: { sessionId: string; nodeId: string; admitted: number; at: string } }
  | { type: 'SubmissionsStopped'; data: { sessionId: string; slideId: string; at: string } }
  | { type: 'SubmissionsResumed'; data: { sessionId: string; slideId: string; at: string } }
  | { type: 'WordCloudWordRemoved'; data: { sessionId: string; slideId: string; text: string; at: string } }
  /** "Group similar words" is on: the AI's grouping of the words so far, which the stage and phones show merged. */
  | { type: 'WordCloudWordsGrouped'; data: { sessionId: string; slideId: string; groups: WordGroup[]; at: string } }
  /** "Moderate answers before they show": the presenter lets a held answer show, or keeps it hidden for good. */
  | { type: 'AnswerApproved'; data: { sessionId: string; slideId: string; answerId: string; at: string } }
  | { type: 'AnswerRejected'; data: { sessionId: string; slideId: string; answerId: string; at: string } }
  | { type: 'SessionStopped'; data: { sessionId: string; presentationId: string; stoppedAt: string } }
  /** The presenter chose to continue this ended session: it is live again, its answers and scores as they were. */
  | { type: 'SessionResumed'; data: { sessionId: string; presentationId: string; resumedAt: string } };

/** `participant-{sessionId}-{audienceId}`: what one person contributed. */
export type ParticipantEvent =
  | {
      type: 'AnswerSubmitted';
      data: {
        sessionId: string;
        presentationId: string;
        audienceId: string;
        answerId: string;
        slideId: string;
        slideType: string;
        /** Normalised (word cloud words trimmed, lower-cased, cut to 25 characters). */
        value: AnswerValue;
        /** True for this person's first answer to the slide: results count respondents without a set of ids. */
        firstForSlide: boolean;
        /** Sent while the deck moderates answers (isModerationMode): shown only once the presenter approves it. Absent: shown. */
        held?: true;
        submittedAt: string;
      };
    }
  | {
      type: 'ReactionSent';
      data: { sessionId: string; presentationId: string; audienceId: string; reactionId: string; reaction: Reaction; slideId: string | null; sentAt: string };
    }
  /** Self-paced sessions: the person moved to a slide on their own phone. */
  | { type: 'PacedSlideOpened'; data: { sessionId: string; presentationId: string; audienceId: string; slideId: string; openedAt: string } }
  /**
   * Self-paced sessions: the person reached a quiz question for the first time; their own clock for it starts
   * now, and the question is frozen as they are asked it (their own shuffle and generated ids).
   */
  | {
      type: 'PacedQuestionOpened';
      data: {
        sessionId: string;
        presentationId: string;
        audienceId: string;
        slideId: string;
        /** 1-based, in the order this person opened questions. */
        number: number;
        question: AskedQuestion;
        openedAt: string;
        /** openedAt + the time limit: answers this person sends later are refused. */
        closesAt: string;
      };
    };

export type LiveEvent = PresentingEvent | SessionEvent | ParticipantEvent;

export const SESSION_EVENT_TYPES = [
  'SessionStarted',
  'LiveSlideActivated',
  'AudienceAdmitted',
  'SeatsLeased',
  'SeatsReturned',
  'AdmissionsClosed',
  'SubmissionsStopped',
  'SubmissionsResumed',
  'WordCloudWordRemoved',
  'WordCloudWordsGrouped',
  'AnswerApproved',
  'AnswerRejected',
  'SessionStopped',
  'SessionResumed',
] as const satisfies readonly SessionEvent['type'][];
export const PARTICIPANT_EVENT_TYPES = ['AnswerSubmitted', 'ReactionSent', 'PacedSlideOpened', 'PacedQuestionOpened'] as const satisfies readonly ParticipantEvent['type'][];
