import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { IDEAS_MESSAGES, type IdeasStage } from '../../../contracts/ideas/constants.js';
import type { IdeaVote, SubmitIdea } from '../../../contracts/ideas/requests.js';
import type { IdeasBoard, IdeaVoteAck, MyIdeas, SubmitIdeaAck } from '../../../contracts/ideas/socket-protocol.js';
import { NOT_ACTIVE_SLIDE_MESSAGE, NOT_LIVE_MESSAGE, participantStreamId } from '../../../contracts/live/constants.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import type { AudienceIdentity } from '../../live/application/answer.service.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { ideasParticipantDecider, myPart, type IdeasContext, type IdeasParticipantCommand } from '../domain/ideas-participant.decider.js';
import { ideasSlideRules } from '../domain/ideas-slide.js';
import { ideasStageOf } from '../domain/ideas-stage.decider.js';
import { IdeasBoards } from './ideas-boards.js';
import { RunIdeasParticipantCommand, RunIdeasStageCommand } from './ideas-commands.js';

const isIdeasSlide = (slide: DeckSlide | undefined): slide is DeckSlide => slide?.type === 'ideas';

/**
 * Brainstorms in a live session: ideas and votes from phones (each on the person's own stream), stages from the
 * presenter (on the session's stream), and the boards each side sees.
 */
@Injectable()
export class IdeasService {
  /**
   * Ideas this node appended that the board may not have folded yet, per session and slide, with the position of
   * their append (null while in flight): the slide's 200 counts them, so a burst of submissions cannot overshoot.
   */
  private readonly unfolded = new Map<string, Map<string, number | null>>();

  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: LiveSessions,
    private readonly boards: IdeasBoards,
    private readonly control: LiveControlService,
    private readonly executor: CommandExecutor,
  ) {}

  async submit(identity: AudienceIdentity, idea: SubmitIdea): Promise<SubmitIdeaAck> {
    const key = `${identity.sessionId}|${idea.slideId}`;
    let pending = this.unfolded.get(key);
    if (!pending) {
      pending = new Map();
      this.unfolded.set(key, pending);
    }
    // Counted before the look at the board, so two phones racing for the last place cannot both take it.
    if (!pending.has(idea.ideaId)) pending.set(idea.ideaId, null);
    try {
      const context = await this.context(identity, idea.slideId, { pending, own: idea.ideaId });
      const result = await this.execute(identity, { type: 'SubmitIdea', ideaId: idea.ideaId, text: idea.text, context }, idea.ideaId);
      const duplicate = result.events.length === 0 || result.duplicate;
      if (duplicate) pending.delete(idea.ideaId);
      else pending.set(idea.ideaId, result.position);
      return { duplicate };
    } catch (error) {
      pending.delete(idea.ideaId);
      throw error;
    }
  }

  async vote(identity: AudienceIdentity, vote: IdeaVote): Promise<IdeaVoteAck> {
    const context = await this.context(identity, vote.slideId);
    const command: IdeasParticipantCommand = vote.voted
      ? { type: 'CastIdeaVote', voteId: vote.voteId, ideaId: vote.ideaId, context }
      : { type: 'WithdrawIdeaVote', voteId: vote.voteId, ideaId: vote.ideaId, context };
    const result = await this.execute(identity, command, vote.voteId);
    return { duplicate: result.events.length === 0 || result.duplicate, votesUsed: myPart(result.state, vote.slideId).votedIdeaIds.size };
  }

  /** The presenter moves a brainstorm to its next (or any) stage; answers with the board as it is then. */
  async moveStage(actor: Actor, presentationId: string, slideId: string, stage: IdeasStage): Promise<IdeasBoard> {
    await this.ownedIdeasSlide(actor, presentationId, slideId);
    const sessionId = await this.control.requireSession(presentationId);
    const result = await this.commands.execute(new RunIdeasStageCommand(actor, sessionId, { type: 'MoveIdeasStage', slideId, stage }));
    const board = (await this.presenterBoard(actor, presentationId, slideId))!;
    // The board follows the feed, which may not have brought the stage yet: the command's own state has it.
    return { ...board, stage: ideasStageOf(result.state, slideId) };
  }

  /** The board of a brainstorm slide in the running session (or the last one), as the presenter sees it. */
  async presenterBoard(actor: Actor, presentationId: string, slideId: string): Promise<IdeasBoard> {
    await this.ownedIdeasSlide(actor, presentationId, slideId);
    const sessionId = (await this.sessions.currentSessionId(presentationId)) ?? (await this.sessions.latestSessionId(presentationId));
    if (sessionId === null) throw new NotFound('This presentation has no live session.');
    const board = this.boards.present(await this.boards.entry(sessionId), slideId, 'presenter');
    if (!board) throw new NotFound(IDEAS_MESSAGES.notIdeasSlide);
    return board;
  }

  /** What a (re)connecting phone re-syncs from: its own ideas and votes on every brainstorm slide of the session. */
  async mine(sessionId: string, audienceId: string): Promise<MyIdeas> {
    const state = await this.executor.currentState(participantStreamId(sessionId, audienceId), ideasParticipantDecider);
    const slides: MyIdeas['slides'] = {};
    for (const [slideId, part] of state.slides) slides[slideId] = { ideaIds: [...part.ideaIds], votedIdeaIds: [...part.votedIdeaIds] };
    return { sessionId, slides };
  }

  private execute(identity: AudienceIdentity, command: IdeasParticipantCommand, commandId: string) {
    return this.commands.execute(new RunIdeasParticipantCommand(identity.actor, identity.sessionId, command, commandId));
  }

  private async ownedIdeasSlide(actor: Actor, presentationId: string, slideId: string): Promise<void> {
    const deck = await this.control.ownedDeck(actor, presentationId);
    if (!isIdeasSlide(deck.slides.find((slide) => slide.id === slideId))) throw new NotFound(IDEAS_MESSAGES.notIdeasSlide);
  }

  /** What the session says about the slide now; `unfolded`: this node's ideas the board has not folded yet, but the one being decided. */
  private async context(
    { actor, sessionId }: AudienceIdentity,
    slideId: string,
    unfolded?: { pending: Map<string, number | null>; own: string },
  ): Promise<IdeasContext> {
    if (actor.kind !== 'audience') throw new Forbidden('Only audience members take part.');
    const session = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
    const { state } = session.state;
    if (state.status !== 'live') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    const deck = deckOf(session);
    const slide = deck?.slides.find((candidate) => candidate.id === slideId);
    // Another session's slide answers as an unknown one.
    if (!deck || !slide) throw new BusinessRuleViolated(NOT_ACTIVE_SLIDE_MESSAGE);
    if (!isIdeasSlide(slide)) throw new BusinessRuleViolated('This slide does not take ideas.');
    const board = this.boards.document(await this.boards.entry(sessionId), slideId)!;
    return {
      sessionId,
      presentationId: state.presentationId,
      audienceId: actor.id,
      activeSlideId: state.activeSlideId,
      audiencePacing: deck.settings.audiencePacing,
      submissionsStopped: state.stoppedSlides.has(slideId),
      slide: ideasSlideRules(slide),
      stage: board.stage,
      ideasOnSlide: board.ideas.length + (unfolded ? othersUnfolded(unfolded.pending, unfolded.own, board.lastPosition) : 0),
      ideaIds: this.boards.ideaIds(board),
    };
  }
}

/** Forgets the ideas the board has folded (its last position is past their append) and counts the others left. */
function othersUnfolded(pending: Map<string, number | null>, own: string, foldedUpTo: number): number {
  for (const [ideaId, position] of pending) if (position !== null && position <= foldedUpTo) pending.delete(ideaId);
  return pending.size - (pending.has(own) ? 1 : 0);
}
