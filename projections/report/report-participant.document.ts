import type { AnswerValue } from '../../contracts/live/answers.js';

export interface ReportAnswer {
  readonly answerId: string;
  readonly slideId: string;
  readonly value: AnswerValue;
  readonly submittedAt: string;
}

/** One person in one session: who they are, everything they answered, and their private feedback. */
export type ReportParticipantDocument = {
  readonly id: string;
  readonly sessionId: string;
  readonly presentationId: string;
  readonly audienceId: string;
  readonly name: string;
  readonly emoji: string;
  readonly teamId: string | null;
  /** Participant info answers by field id, as given at admission (spec doc 2 §3); audience-info shows them. */
  readonly fields?: Readonly<Record<string, string>>;
  readonly admittedAt: string;
  readonly answers: readonly ReportAnswer[];
  readonly reactions: number;
  readonly feedback: { readonly rating: number; readonly comment: string; readonly givenAt: string } | null;
  readonly lastPosition: number;
  [key: string]: unknown;
};

export const reportParticipantId = (sessionId: string, audienceId: string) => `${sessionId}:${audienceId}`;
