import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { WordGroup } from '../../../contracts/live/results.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { PARTICIPANT_LIMITS } from '../../../contracts/identity/plans.js';
import { IdentityRepository } from '../../accounts/application/identity-repository.js';
import { LiveViewRunner } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { PresentationReadModels } from '../../presentations/application/presentation-read-models.js';
import { TeamWorkspaceAccess } from '../../presentations/application/workspace/team-workspace-access.js';
import { mayPresent } from '../../presentations/domain/workspace-deck-roles.js';
import type { SessionCommand } from '../domain/session.decider.js';
import { RunPresentingCommand, RunSessionCommand } from './live-commands.js';
import { MODERATED_SLIDE_TYPES } from '../domain/live-slide.js';
import { LiveDecks } from './live-decks.js';
import { LiveResultsService } from './live-results.service.js';
import { LiveSessions } from './live-sessions.js';

export const SLIDE_NOT_IN_DECK_MESSAGE = 'Slide not found in this presentation.';
export const HELD_ANSWER_NOT_FOUND_MESSAGE = 'No answer waits for approval with this id.';

export interface LiveSlideResponse {
  sessionId: string;
  activeSlideId: string;
}

/** The presenter's controls of a live run: move the live slide (starting a session), stop, per-slide switches. */
@Injectable()
export class LiveControlService {
  constructor(
    private readonly commands: CommandBus,
    private readonly decks: LiveDecks,
    private readonly sessions: LiveSessions,
    private readonly identities: IdentityRepository,
    private readonly results: LiveResultsService,
    private readonly liveViews: LiveViewRunner,
    private readonly presentations: PresentationReadModels,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  /** PUT update-next-slide: moves the live slide and starts a live session if none is running. */
  async activateSlide(actor: Actor, presentationId: string, slideId: string): Promise<LiveSlideResponse> {
    const deck = await this.deckWithSlide(actor, presentationId, slideId);
    const sessionId = await this.ensureSession(deck);
    await this.onSession(actor, sessionId, { type: 'ActivateSlide', slideId });
    return { sessionId, activeSlideId: slideId };
  }

  /**
   * One slide on from the live slide, or one back (the remote control): only while a session runs, which this
   * never starts. Returns the slide now live.
   */
  async stepLiveSlide(actor: Actor, deck: DeckDocument, direction: 1 | -1): Promise<LiveSlideResponse> {
    const sessionId = await this.requireSession(deck.id);
    const { state } = await this.sessions.session(sessionId);
    const slides = [...deck.slides].sort((a, b) => a.order - b.order);
    const index = slides.findIndex((slide) => slide.id === (state.status === 'none' ? null : state.activeSlideId));
    const target = slides[Math.min(slides.length - 1, Math.max(0, index + direction))];
    if (!target) throw new NotFound(SLIDE_NOT_IN_DECK_MESSAGE);
    await this.onSession(actor, sessionId, { type: 'ActivateSlide', slideId: target.id });
    return { sessionId, activeSlideId: target.id };
  }

  async stopPresenting(actor: Actor, presentationId: string): Promise<{ sessionId: string | null }> {
    await this.ownedDeck(actor, presentationId);
    const sessionId = await this.sessions.currentSessionId(presentationId);
    if (sessionId === null) return { sessionId: null };
    await this.onSession(actor, sessionId, { type: 'StopSession' });
    await this.commands.execute(new RunPresentingCommand(actor, { type: 'StopPresenting', presentationId }));
    return { sessionId };
  }

  /** clear-slides: the next presenting starts a new session; the last one keeps its history in the reports. */
  async clearResults(actor: Actor, presentationId: string): Promise<{ clearedSessionId: string | null }> {
    await this.ownedDeck(actor, presentationId);
    const cleared = await this.commands.execute(new RunPresentingCommand(actor, { type: 'ClearResults', presentationId }));
    const event = cleared.events[0];
    return { clearedSessionId: event?.type === 'PresentingResultsCleared' ? event.data.sessionId : null };
  }

  async setSubmissionsStopped(actor: Actor, presentationId: string, slideId: string, stopped: boolean): Promise<void> {
    const deck = await this.ownedDeck(actor, presentationId);
    if (!deck.slides.some((slide) => slide.id === slideId)) throw new NotFound(SLIDE_NOT_IN_DECK_MESSAGE);
    const sessionId = await this.requireSession(presentationId);
    await this.onSession(actor, sessionId, stopped ? { type: 'StopSubmissions', slideId } : { type: 'ResumeSubmissions', slideId });
  }

  async removeWord(actor: Actor, presentationId: string, slideId: string, text: string): Promise<void> {
    const deck = await this.ownedDeck(actor, presentationId);
    const slide = deck.slides.find((candidate) => candidate.id === slideId);
    if (!slide || slide.type !== 'wordCloud') throw new NotFound('Word cloud slide not found.');
    const sessionId = await this.requireSession(presentationId);
    await this.onSession(actor, sessionId, { type: 'RemoveWord', slideId, text, smartGrouping: slide.wordCloudSmartGrouping ?? false });
  }

  /** "Group similar words" (spec doc 2 §4): the AI's grouping of a word cloud's words, for the stage and phones to show. */
  async groupWords(actor: Actor, presentationId: string, slideId: string, groups: WordGroup[]): Promise<void> {
    const sessionId = await this.requireSession(presentationId);
    await this.onSession(actor, sessionId, { type: 'GroupWords', slideId, groups });
  }

  /** "Moderate answers before they show": lets a held answer show (approve) or keeps it hidden for good. */
  async moderateAnswer(actor: Actor, presentationId: string, slideId: string, answerId: string, approve: boolean): Promise<void> {
    const deck = await this.ownedDeck(actor, presentationId);
    if (!deck.slides.some((slide) => slide.id === slideId && MODERATED_SLIDE_TYPES.includes(slide.type))) throw new NotFound(SLIDE_NOT_IN_DECK_MESSAGE);
    const sessionId = await this.requireSession(presentationId);
    const results = await this.results.slideResults(sessionId, slideId);
    if (!results?.held?.some((answer) => answer.answerId === answerId)) throw new NotFound(HELD_ANSWER_NOT_FOUND_MESSAGE);
    await this.onSession(actor, sessionId, { type: 'ModerateAnswer', slideId, answerId, approve });
  }

  /** The deck, once it has the slide: a slide added through another node may reach this node's deck a moment later. */
  private async deckWithSlide(actor: Actor, presentationId: string, slideId: string): Promise<DeckDocument> {
    const hasSlide = (deck: DeckDocument) => deck.slides.some((slide) => slide.id === slideId);
    let deck = await this.ownedDeck(actor, presentationId);
    if (hasSlide(deck)) return deck;
    await this.liveViews.caughtUpWithLog();
    deck = await this.ownedDeck(actor, presentationId);
    if (!hasSlide(deck)) throw new NotFound(SLIDE_NOT_IN_DECK_MESSAGE);
    return deck;
  }

  async ownedDeck(actor: Actor, presentationId: string): Promise<DeckDocument> {
    const deck = await this.ownedDeckOrNull(actor, presentationId);
    // Someone else's presentation answers exactly as an unknown one.
    if (!deck) throw new NotFound('Presentation not found.');
    return deck;
  }

  /**
   * The deck, if the actor may run it live: its creator, or on a team workspace's deck a member whose role holds
   * `present` (README "Team roles"). Reports, exports and replays of its sessions follow the same rule.
   */
  async ownedDeckOrNull(actor: Actor, presentationId: string): Promise<DeckDocument | null> {
    const deck = await this.decks.get(presentationId);
    if (!deck || deck.deletedAt !== null) return null;
    if (deck.userId === actor.id) return deck;
    const teamId = (await this.presentations.summary(presentationId))?.accountId ?? null;
    if (teamId === null) return null;
    return mayPresent({ ownerId: deck.userId, teamId }, actor.id, await this.workspaces.teamOf(actor)) ? deck : null;
  }

  /** The running session of a presentation (404 when nothing runs). */
  async requireSession(presentationId: string): Promise<string> {
    const sessionId = await this.sessions.currentSessionId(presentationId);
    if (sessionId === null) throw new NotFound('This presentation has no live session.');
    return sessionId;
  }

  /**
   * The presenting stream decides which session is live, so two simultaneous starts agree on one.
   * The session stream is created after that claim; a crash in between leaves a claimed session
   * without a stream, which the next call creates.
   */
  private async ensureSession(deck: DeckDocument): Promise<string> {
    const owner: Actor = { kind: 'user', id: deck.userId };
    const claimed = await this.commands.execute(new RunPresentingCommand(owner, { type: 'StartPresenting', presentationId: deck.id, sessionId: randomUUID() }));
    const sessionId = claimed.state.currentSessionId;
    if (sessionId === null) throw new Error('Presenting started without a session');
    const { state } = await this.sessions.session(sessionId);
    if (state.status === 'live') return sessionId;
    // The presenting stream continued the last session (nothing cleared it): it goes live again as it was.
    if (state.status === 'stopped') {
      await this.onSession(owner, sessionId, { type: 'ResumeSession' });
      return sessionId;
    }
    const identity = await this.identities.load(deck.userId);
    const plan = identity.status === 'registered' ? identity.plan : 'free';
    await this.commands.execute(
      new RunSessionCommand(owner, sessionId, { type: 'StartSession', sessionId, presentationId: deck.id, ownerId: deck.userId, plan, participantLimit: PARTICIPANT_LIMITS[plan] }),
    );
    return sessionId;
  }

  private async onSession(actor: Actor, sessionId: string, command: SessionCommand): Promise<void> {
    await this.commands.execute(new RunSessionCommand(actor, sessionId, command));
  }
}
