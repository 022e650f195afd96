import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { SubmitAnswer } from '../../../contracts/live/answers.js';
import type { AnswerAckBody } from '../../../contracts/quiz/socket-protocol.js';
import { NOT_ACTIVE_SLIDE_MESSAGE, NOT_LIVE_MESSAGE, type Reaction } from '../../../contracts/live/constants.js';
import { BusinessRuleViolated, Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { answersHeldForApproval, liveSlideRules, type LiveSlideRules } from '../domain/live-slide.js';
import type { ParticipantCommand } from '../domain/participant.decider.js';
import { pacedQuestion } from '../domain/paced-participant.js';
import { quizAnswerWindow } from '../domain/quiz-run.js';
import { RunParticipantCommand } from './live-commands.js';
import { SessionClock } from './session-clock.js';
import { deckOf, LiveSessions } from './live-sessions.js';

/** The rules of a slide object of a cached deck, worked out once rather than on every answer. */
const slideRules = new WeakMap<DeckSlide, LiveSlideRules>();
function rulesOf(slide: DeckSlide): LiveSlideRules {
  let rules = slideRules.get(slide);
  if (!rules) {
    rules = liveSlideRules(slide);
    slideRules.set(slide, rules);
  }
  return rules;
}

export interface AudienceIdentity {
  readonly actor: Actor;
  readonly sessionId: string;
}

/**
 * The hot path: one answer, decided against the person's own stream and appended there. The promise
 * resolves only after the event is durably committed; a re-sent answerId resolves the same way and
 * writes nothing (the decider ignores it, and the store answers its commandId from the first append).
 */
@Injectable()
export class AnswerService {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: LiveSessions,
    private readonly clock: SessionClock,
  ) {}

  /** Quiz answers are acked with the server's receive time and its distance from the question's start. */
  async submit({ actor, sessionId }: AudienceIdentity, answer: SubmitAnswer): Promise<AnswerAckBody> {
    const { session, presentationId, quiz, deck } = await this.liveSession(actor, sessionId);
    const slide = deck?.slides.find((candidate) => candidate.id === answer.slideId);
    if (!deck || !slide) throw new BusinessRuleViolated(NOT_ACTIVE_SLIDE_MESSAGE);
    const command: ParticipantCommand = {
      type: 'SubmitAnswer',
      answerId: answer.answerId,
      value: answer.value,
      context: {
        sessionId,
        presentationId,
        audienceId: actor.id,
        activeSlideId: session.activeSlideId,
        submissionsStopped: session.stoppedSlides.has(slide.id),
        audiencePacing: deck.settings.audiencePacing,
        privateMode: deck.settings.privateMode,
        heldForApproval: answersHeldForApproval(deck.settings.isModerationMode, slide.type),
        slide: rulesOf(slide),
        quiz: quizAnswerWindow(quiz, slide.id),
      },
    };
    const result = await this.commands.execute(new RunParticipantCommand(actor, sessionId, command, answer.answerId).onClock(this.clock.offsetMs(sessionId)));
    const duplicate = result.events.length === 0 || result.duplicate;
    const submitted = result.events[0];
    // Self-paced: the person's own clock for the question, from their stream.
    const startedAt = command.context.audiencePacing ? pacedQuestion(result.state.pacing, slide.id)?.openedAt : quiz.questions.get(slide.id)?.startedAt;
    if (duplicate || submitted?.type !== 'AnswerSubmitted' || startedAt === undefined) return { duplicate };
    const submittedAt = submitted.data.submittedAt;
    return { duplicate, submittedAt, elapsedMs: Date.parse(submittedAt) - Date.parse(startedAt) };
  }

  async react({ actor, sessionId }: AudienceIdentity, reactionId: string, reaction: Reaction): Promise<void> {
    const { session, presentationId, deck } = await this.liveSession(actor, sessionId);
    if (!deck?.settings.isReactionEnabled) throw new BusinessRuleViolated('Reactions are turned off for this presentation.');
    const command: ParticipantCommand = {
      type: 'SendReaction',
      reactionId,
      reaction,
      sessionId,
      presentationId,
      audienceId: actor.id,
      slideId: session.activeSlideId,
      privateMode: deck.settings.privateMode,
    };
    await this.commands.execute(new RunParticipantCommand(actor, sessionId, command, reactionId));
  }

  /** The session's entry comes with its deck: an answer looks up nothing else. */
  private async liveSession(actor: Actor, sessionId: string) {
    if (actor.kind !== 'audience') throw new Forbidden('Only audience members answer.');
    const entry = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
    const view = entry.state;
    if (view.state.status !== 'live') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    return { session: view.state, presentationId: view.state.presentationId, quiz: view.quiz, deck: deckOf(entry) };
  }
}
