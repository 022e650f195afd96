import { leaderboardKey } from '../../live/application/leaderboard-key.js';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import type { Server } from 'socket.io';
import {
  LEADERBOARD_AUDIENCE_LIMIT,
  LEADERBOARD_BROADCAST_INTERVAL_MS,
  LEADERBOARD_LIVE_LIMIT,
  QUIZ_PROGRESS_INTERVAL_MS,
} from '../../../contracts/quiz/constants.js';
import { QUIZ_SOCKET_EVENTS, type QuizProgress } from '../../../contracts/quiz/socket-protocol.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import { KeyedThrottle } from '../../live/application/results-throttle.js';
import { LivePresence } from '../../live/realtime/live-presence.js';
import { audienceRoom, presenterRoom } from '../../live/realtime/live-rooms.js';
import { LeaderboardService } from '../application/leaderboard.service.js';
import { deckHasQuizScreens, QuizViews } from '../application/quiz-views.js';
import { memberRoom } from './quiz-rooms.js';

/** Session events that change what the quiz screens show. */
const STAGE_EVENTS = new Set([
  'LiveSlideActivated',
  'QuizLobbyOpened',
  'QuizStarted',
  'QuizCountdownStarted',
  'QuizQuestionStarted',
  'QuizQuestionEnded',
  'QuizAnswersRevealed',
  'QuizResultShown',
  'QuizContinueCancelled',
  'LeaderboardVisibilityChanged',
  'SessionStopped',
]);

/**
 * Pushes the quiz to the rooms: the screen state on every stage change, progress while a question runs,
 * the result when it ends (presenter) and when answers are revealed (audience, with each member's own
 * feedback), and the leaderboard (throttled).
 */
@Injectable()
export class QuizBroadcaster implements OnModuleDestroy {
  private readonly logger = new Logger(QuizBroadcaster.name);
  private server?: Server;
  private readonly subscriptions: Subscription[] = [];
  private readonly leaderboardUpdates = new KeyedThrottle((sessionId) => this.guard(this.sendLeaderboard(sessionId)));
  private readonly progressUpdates = new KeyedThrottle((sessionId) => this.guard(this.sendProgress(sessionId)));
  /** Per live session, the last quiz screen sent to the audience (see sendState). */
  private readonly audienceScreens = new Map<string, string>();

  constructor(
    private readonly sessions: LiveSessions,
    private readonly decks: LiveDecks,
    private readonly leaderboards: LeaderboardService,
    private readonly presence: LivePresence,
    private readonly views: QuizViews,
  ) {}

  attach(server: Server): void {
    this.server = server;
    this.subscriptions.push(
      this.sessions.sessionEvents$.subscribe((event) => {
        if (!event.streamId.startsWith('session-')) return;
        const sessionId = (event.data as { sessionId: string }).sessionId;
        // Follow every session's leaderboard from its start, so its changes are pushed as they happen.
        if (event.type === 'SessionStarted' || event.type === 'LiveSlideActivated') this.guard(this.leaderboards.document(sessionId));
        if (STAGE_EVENTS.has(event.type)) this.guard(this.sendState(sessionId, event.type === 'SessionStopped'));
        if (event.type === 'LiveSlideActivated' || event.type === 'LeaderboardVisibilityChanged') this.leaderboardUpdates.touch(sessionId, 0);
      }),
      this.leaderboards.changes$.subscribe((change) => {
        switch (change.type) {
          case 'AnswerSubmitted':
            this.progressUpdates.touch(change.sessionId, QUIZ_PROGRESS_INTERVAL_MS);
            return;
          case 'QuizQuestionEnded':
            if (change.slideId) this.guard(this.sendResult(change.sessionId, change.slideId, 'presenter'));
            break;
          case 'QuizAnswersRevealed':
            if (change.slideId) this.guard(this.sendReveal(change.sessionId, change.slideId));
            break;
          case 'QuizTypeAnswerAccepted':
            // Accepted after the reveal: people rescored by it must see their corrected feedback.
            if (change.slideId) this.guard(this.resendRevealIfShown(change.sessionId, change.slideId));
            break;
          default:
            break;
        }
        this.leaderboardUpdates.touch(change.sessionId, LEADERBOARD_BROADCAST_INTERVAL_MS);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.leaderboardUpdates.stop();
    this.progressUpdates.stop();
  }

  private guard(work: Promise<unknown>): void {
    work.catch((error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  }

  private async presentationOf(sessionId: string): Promise<string | null> {
    return (await this.sessions.session(sessionId)).quiz.presentationId;
  }

  /**
   * The presenter hears every state. The audience hears a state only when its screen changes: a deck of
   * polls changes slides without any quiz screen, and sending thousands of phones the same empty state on
   * every slide change would double the cost of the change. (serverNow and joined always differ; the
   * phones resample the clock from every state they do get.)
   */
  private async sendState(sessionId: string, sessionEnded = false): Promise<void> {
    const state = await this.views.state(sessionId);
    if (!state || !this.server) return;
    this.server.to(presenterRoom(state.presentationId)).emit(QUIZ_SOCKET_EVENTS.state, state);
    const screen = JSON.stringify({ ...state, serverNow: null, joined: null });
    if (this.audienceScreens.get(sessionId) === screen) return;
    if (sessionEnded) this.audienceScreens.delete(sessionId);
    else this.audienceScreens.set(sessionId, screen);
    this.server.to(audienceRoom(sessionId)).emit(QUIZ_SOCKET_EVENTS.state, state);
  }

  private async sendProgress(sessionId: string): Promise<void> {
    const view = await this.sessions.session(sessionId);
    const screen = view.quiz.screen;
    if (!this.server || view.quiz.presentationId === null || screen?.stage !== 'question') return;
    const document = await this.leaderboards.document(sessionId);
    const progress: QuizProgress = {
      sessionId,
      slideId: screen.slideId,
      answered: document?.questions.find((question) => question.slideId === screen.slideId)?.answered ?? 0,
      joined: view.state.status === 'none' ? 0 : view.state.admitted,
      online: this.presence.online(sessionId),
    };
    this.server.to(presenterRoom(view.quiz.presentationId)).emit(QUIZ_SOCKET_EVENTS.progress, progress);
  }

  private async sendResult(sessionId: string, slideId: string, to: 'presenter' | 'audience'): Promise<void> {
    const result = await this.views.result(sessionId, slideId);
    const presentationId = await this.presentationOf(sessionId);
    if (!result || !this.server || presentationId === null) return;
    if (to === 'presenter') this.server.to(presenterRoom(presentationId)).emit(QUIZ_SOCKET_EVENTS.result, result);
    else this.server.to(audienceRoom(sessionId)).emit(QUIZ_SOCKET_EVENTS.result, result);
  }

  /** Answers revealed: the result for everyone, and each member's own feedback to them alone. */
  private async sendReveal(sessionId: string, slideId: string): Promise<void> {
    await this.sendResult(sessionId, slideId, 'audience');
    if (!this.server) return;
    for (const feedback of await this.views.feedback(sessionId, slideId)) {
      this.server.to(memberRoom(sessionId, feedback.audienceId)).emit(QUIZ_SOCKET_EVENTS.feedback, feedback);
    }
  }

  private async resendRevealIfShown(sessionId: string, slideId: string): Promise<void> {
    const state = await this.views.state(sessionId);
    if (state?.slideId === slideId && state.stage === 'result' && state.revealed) await this.sendReveal(sessionId, slideId);
  }

  private async sendLeaderboard(sessionId: string): Promise<void> {
    const view = await this.sessions.session(sessionId);
    const presentationId = view.quiz.presentationId;
    if (!this.server || presentationId === null || view.state.status === 'none') return;
    // Ranking thousands of people costs tens of milliseconds: a deck with no quiz question and no
    // leaderboard slide has no leaderboard to show, whatever its slides change.
    const deck = await this.decks.get(presentationId);
    if (deck && !deckHasQuizScreens(deck)) return;
    const leaderboard = await this.views.leaderboard(sessionId, LEADERBOARD_LIVE_LIMIT);
    if (!leaderboard) return;
    this.server.to(presenterRoom(presentationId)).emit(QUIZ_SOCKET_EVENTS.leaderboard, leaderboard);
    const forAudience = await this.audienceLeaderboard(sessionId, leaderboard);
    if (forAudience) this.server.to(audienceRoom(sessionId)).emit(QUIZ_SOCKET_EVENTS.leaderboard, forAudience);
  }

  /** The leaderboard the audience sees: only while a shown leaderboard slide is on screen (also sent on connect). */
  async audienceLeaderboard(sessionId: string, known?: Awaited<ReturnType<QuizViews['leaderboard']>>) {
    const view = await this.sessions.session(sessionId);
    const presentationId = view.quiz.presentationId;
    if (presentationId === null || view.state.status === 'none') return null;
    const deck = await this.decks.get(presentationId);
    const slide = deck?.slides.find((candidate) => candidate.id === view.quiz.activeSlideId);
    if (slide?.type !== 'leaderboard' || slide.isLeaderboardEnabled === false) return null;
    const leaderboard = known ?? (await this.views.leaderboard(sessionId, LEADERBOARD_LIVE_LIMIT));
    if (!leaderboard?.isVisible) return null;
    // Names are on the presenter's leaderboard slide too; audience ids are not, so phones get keys instead.
    const audiences = leaderboard.audiences.slice(0, LEADERBOARD_AUDIENCE_LIMIT).map((entry) => ({ ...entry, a: leaderboardKey(sessionId, entry.a) }));
    return { ...leaderboard, audiences };
  }
}
