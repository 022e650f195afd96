import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { LEADERBOARD_LIVE_LIMIT, QUIZ_MESSAGES } from '../../../contracts/quiz/constants.js';
import type { LeaderboardPayload } from '../../../contracts/quiz/leaderboard.js';
import type { ManualScoreRequest } from '../../../contracts/quiz/requests.js';
import type { QuizResultPayload, QuizStatePayload } from '../../../contracts/quiz/socket-protocol.js';
import { isTeamId } from '../../../contracts/quiz/teams.js';
import { presentLeaderboard } from '../../../projections/leaderboard/present-leaderboard.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { LiveControlService, SLIDE_NOT_IN_DECK_MESSAGE } from '../../live/application/live-control.service.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import type { QuizCommand } from '../domain/quiz.decider.js';
import { LeaderboardService } from './leaderboard.service.js';
import { questionSource, quizSettings, slideOf } from './question-source.js';
import { SessionClock } from '../../live/application/session-clock.js';
import { RunQuizCommand } from './quiz-commands.js';
import { QuizViews } from './quiz-views.js';

/** The presenter's quiz controls (HTTP and presenter socket): each is owner-only and runs on the live session. */
@Injectable()
export class QuizControlService {
  constructor(
    private readonly control: LiveControlService,
    private readonly sessions: LiveSessions,
    private readonly commands: CommandBus,
    private readonly views: QuizViews,
    private readonly leaderboards: LeaderboardService,
    private readonly clock: SessionClock,
  ) {}

  /** Enter or Space in the lobby. */
  start(actor: Actor, presentationId: string): Promise<QuizStatePayload> {
    return this.step(actor, presentationId, () => ({ type: 'StartQuiz' }));
  }

  /** Enter or Space on any quiz screen: lobby -> rule -> countdown -> question -> result (-> reveal). */
  continue(actor: Actor, presentationId: string): Promise<QuizStatePayload> {
    return this.step(actor, presentationId, (deck, screenSlideId) => {
      const slide = slideOf(deck, screenSlideId);
      return { type: 'ContinueQuiz', slide: slide ? questionSource(slide) : null, settings: quizSettings(deck) };
    });
  }

  reveal(actor: Actor, presentationId: string): Promise<QuizStatePayload> {
    return this.step(actor, presentationId, () => ({ type: 'RevealAnswers' }));
  }

  async state(actor: Actor, presentationId: string): Promise<QuizStatePayload> {
    await this.control.ownedDeck(actor, presentationId);
    const sessionId = await this.liveSessionId(presentationId);
    const state = await this.views.state(sessionId);
    if (!state) throw new NotFound(QUIZ_MESSAGES.noSession);
    return state;
  }

  /** A question's result (counts, correct answer, rate) in the running session: what a reloaded presenter screen shows. */
  async result(actor: Actor, presentationId: string, slideId: string): Promise<QuizResultPayload> {
    await this.control.ownedDeck(actor, presentationId);
    const result = await this.views.result(await this.liveSessionId(presentationId), slideId);
    if (!result) throw new NotFound('This question has no result yet.');
    return result;
  }

  /** POST quiz-type-answer/{slideId}/accept. */
  async acceptTypedAnswer(actor: Actor, presentationId: string, slideId: string, text: string): Promise<{ slideId: string; accepted: string[] }> {
    const deck = await this.control.ownedDeck(actor, presentationId);
    if (!slideOf(deck, slideId)) throw new NotFound(SLIDE_NOT_IN_DECK_MESSAGE);
    const sessionId = await this.liveSessionId(presentationId);
    const result = await this.commands.execute(new RunQuizCommand(sessionId, { type: 'AcceptTypedAnswer', slideId, text }, actor).onClock(this.clock.offsetMs(sessionId)));
    const question = result.state.questions.get(slideId);
    return { slideId, accepted: question && question.key.kind === 'typed' ? [...question.key.accepted, ...question.acceptedLive] : [] };
  }

  /** POST /api/score. */
  async awardPoints(actor: Actor, request: ManualScoreRequest): Promise<{ slideId: string; audienceId: string | null; teamId: string | null; point: number }> {
    const deck = await this.control.ownedDeck(actor, request.presentationId);
    const sessionId = await this.liveSessionId(request.presentationId);
    if (!slideOf(deck, request.slideId)) throw new NotFound(SLIDE_NOT_IN_DECK_MESSAGE);
    const audienceId = request.audienceId ?? null;
    const teamId = request.teamId ?? null;
    if (audienceId !== null && !(await this.sessions.session(sessionId)).members.has(audienceId)) throw new NotFound(QUIZ_MESSAGES.unknownParticipant);
    if (teamId !== null && !isTeamId(teamId, deck.settings.teamCount)) throw new NotFound(QUIZ_MESSAGES.unknownTeam);
    await this.commands.execute(new RunQuizCommand(sessionId, { type: 'AwardPoints', slideId: request.slideId, audienceId, teamId, points: request.point }, actor).onClock(this.clock.offsetMs(sessionId)));
    return { slideId: request.slideId, audienceId, teamId, point: request.point };
  }

  async setVisibility(actor: Actor, presentationId: string, isVisible: boolean): Promise<{ isVisible: boolean }> {
    await this.control.ownedDeck(actor, presentationId);
    const sessionId = await this.liveSessionId(presentationId);
    const result = await this.commands.execute(new RunQuizCommand(sessionId, { type: 'SetLeaderboardVisibility', isVisible }, actor).onClock(this.clock.offsetMs(sessionId)));
    return { isVisible: result.state.leaderboardVisible };
  }

  async visibility(actor: Actor, presentationId: string): Promise<{ isVisible: boolean }> {
    await this.control.ownedDeck(actor, presentationId);
    const sessionId = (await this.sessions.currentSessionId(presentationId)) ?? (await this.leaderboards.latestSessionId(presentationId));
    const document = sessionId === null ? null : await this.leaderboards.document(sessionId);
    return { isVisible: document?.isVisible ?? true };
  }

  /** GET latest-leaderboard/{presentationId}: the running session's, else the last one's. */
  async latestLeaderboard(actor: Actor, presentationId: string, limit = LEADERBOARD_LIVE_LIMIT): Promise<LeaderboardPayload> {
    await this.control.ownedDeck(actor, presentationId);
    const sessionId = (await this.sessions.currentSessionId(presentationId)) ?? (await this.leaderboards.latestSessionId(presentationId));
    const leaderboard = sessionId === null ? null : await this.views.leaderboard(sessionId, limit);
    if (!leaderboard) throw new NotFound(QUIZ_MESSAGES.noLeaderboard);
    return leaderboard;
  }

  /** GET leaderboards/{liveSessionId}/top. */
  async topOfSession(actor: Actor, sessionId: string, limit = LEADERBOARD_LIVE_LIMIT): Promise<LeaderboardPayload> {
    const document = await this.leaderboards.document(sessionId);
    // Another presenter's session answers as an unknown one.
    if (!document || !(await this.control.ownedDeckOrNull(actor, document.presentationId))) throw new NotFound(QUIZ_MESSAGES.noLeaderboard);
    return presentLeaderboard(document, limit);
  }

  private async step(actor: Actor, presentationId: string, command: (deck: DeckDocument, screenSlideId: string | null) => QuizCommand): Promise<QuizStatePayload> {
    const deck = await this.control.ownedDeck(actor, presentationId);
    const sessionId = await this.liveSessionId(presentationId);
    const { quiz } = await this.sessions.session(sessionId);
    const result = await this.commands.execute(new RunQuizCommand(sessionId, command(deck, quiz.screen?.slideId ?? null), actor).onClock(this.clock.offsetMs(sessionId)));
    return (await this.views.state(sessionId, result.state))!;
  }

  private async liveSessionId(presentationId: string): Promise<string> {
    const sessionId = await this.sessions.currentSessionId(presentationId);
    if (sessionId === null) throw new NotFound(QUIZ_MESSAGES.noSession);
    return sessionId;
  }
}
