import type { ParticipantEvent } from '../../../contracts/live/events.js';
import { NOT_SELF_PACED_MESSAGE, type PacingDirection } from '../../../contracts/live/pacing.js';
import { isQuizQuestionType, QUIZ_MESSAGES } from '../../../contracts/quiz/constants.js';
import type { AskedQuestion, QuizPlay } from '../../../contracts/quiz/question.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';

/** A question this person opened in a self-paced session, newest first (linked, as their answers are). */
export interface PacedQuestionLink {
  readonly slideId: string;
  readonly number: number;
  readonly question: AskedQuestion;
  readonly openedAt: string;
  readonly closesAt: string;
  readonly older: PacedQuestionLink | null;
}

/** Where a person is in a self-paced session, and the questions they opened. */
export interface PacingState {
  readonly at: string | null;
  readonly questions: PacedQuestionLink | null;
}

type PacedEvent = Extract<ParticipantEvent, { type: 'PacedSlideOpened' | 'PacedQuestionOpened' }>;

export function evolvePacing(pacing: PacingState | undefined, event: PacedEvent): PacingState {
  if (event.type === 'PacedSlideOpened') return { at: event.data.slideId, questions: pacing?.questions ?? null };
  const { slideId, number, question, openedAt, closesAt } = event.data;
  return { at: slideId, questions: { slideId, number, question, openedAt, closesAt, older: pacing?.questions ?? null } };
}

export function pacedQuestion(pacing: PacingState | undefined, slideId: string): PacedQuestionLink | null {
  for (let link = pacing?.questions ?? null; link; link = link.older) if (link.slideId === slideId) return link;
  return null;
}

/** What a move on the phone decides with: the deck's slides in order and how each quiz slide is asked. */
export interface PacingMove {
  readonly to: PacingDirection;
  readonly sessionId: string;
  readonly presentationId: string;
  readonly audienceId: string;
  readonly audiencePacing: boolean;
  readonly slideIds: readonly string[];
  /** The question a slide plays as, frozen with fresh ids; null for a slide that is no quiz question. */
  readonly ask: (slideId: string, newId: () => string) => AskedQuestion | null;
}

const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * A phone's move. A late joiner (no slide yet) starts at the first slide; a question reached for the
 * first time opens with this person's own clock; moving onto the slide they are on decides nothing.
 */
export function decidePacedMove(pacing: PacingState | undefined, move: PacingMove, now: string, newId: () => string): ParticipantEvent[] {
  if (!move.audiencePacing) throw new BusinessRuleViolated(NOT_SELF_PACED_MESSAGE);
  if (move.slideIds.length === 0) return [];
  const at = pacing?.at ?? null;
  const index = at === null ? -1 : move.slideIds.indexOf(at);
  const step = move.to === 'next' ? 1 : move.to === 'previous' ? -1 : 0;
  const target = move.slideIds[Math.min(move.slideIds.length - 1, Math.max(0, index + step))]!;
  const opened = pacedQuestion(pacing, target) !== null;
  const question = opened ? null : move.ask(target, newId);
  const on = { sessionId: move.sessionId, presentationId: move.presentationId, audienceId: move.audienceId, slideId: target };
  if (question) {
    let number = 1;
    for (let link = pacing?.questions ?? null; link; link = link.older) number += 1;
    const closesAt = plusMs(now, question.timeLimitSeconds * 1000);
    return [{ type: 'PacedQuestionOpened', data: { ...on, number, question, openedAt: now, closesAt } }];
  }
  if (target === at) return [];
  return [{ type: 'PacedSlideOpened', data: { ...on, openedAt: now } }];
}

/**
 * A self-paced quiz answer goes to the question this person opened last, before their own clock for it ran
 * out (by the server's time of the answer, `now`); opening a later question forfeits an earlier one.
 */
export function pacedPlay(pacing: PacingState | undefined, slideType: string, slideId: string, now: string): QuizPlay | null {
  if (!isQuizQuestionType(slideType)) return null;
  const latest = pacing?.questions ?? null;
  if (latest?.slideId !== slideId) {
    throw new BusinessRuleViolated(pacedQuestion(pacing, slideId) ? QUIZ_MESSAGES.timeUp : QUIZ_MESSAGES.notStarted);
  }
  if (Date.parse(now) > Date.parse(latest.closesAt)) throw new BusinessRuleViolated(QUIZ_MESSAGES.timeUp);
  return latest.question.play;
}
