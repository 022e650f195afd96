import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Server } from 'socket.io';
import {
  LEADERBOARD_AUDIENCE_LIMIT,
  LEADERBOARD_BROADCAST_INTERVAL_MS,
  LEADERBOARD_LIVE_LIMIT,
  QUIZ_PROGRESS_INTERVAL_MS,
} from '../../../contracts/quiz/constants.js';
import type { LeaderboardPayload } from '../../../contracts/quiz/leaderboard.js';
import { QUIZ_SOCKET_EVENTS, type QuizProgress } from '../../../contracts/quiz/socket-protocol.js';
import { presentLeaderboard } from '../../../projections/leaderboard/present-leaderboard.js';
import { leaderboardKey } from '../../live/application/leaderboard-key.js';
import { LiveResultsService } from '../../live/application/live-results.service.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import { KeyedThrottle } from '../../live/application/results-throttle.js';
import { LivePresence } from '../../live/realtime/live-presence.js';
import { audienceRoom, presenterRoom } from '../../live/realtime/live-rooms.js';
import { LeaderboardService } from '../application/leaderboard.service.js';
import type { LeaderboardEntry } from '../application/leaderboard.view.js';
import { deckHasQuizScreens, feedbackOf, QuizViews, resultOf, stateOf } from '../application/quiz-views.js';
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
 * feedback), and the leaderboard (throttled). A leaderboard's changes come with its session and deck.
 */
@Injectable()
export class QuizBroadcaster implements OnModuleDestroy {
  private readonly logger = new Logger(QuizBroadcaster.name);
  private server?: Server;
  private readonly unfollows: (() => void)[] = [];
  private readonly leaderboardUpdates = new KeyedThrottle((sessionId) => this.guard(this.sendLeaderboard(sessionId)));
  /** Sent once the feed's batch is folded (a microtask later), as the results are. */
  private readonly progressUpdates = new KeyedThrottle<LeaderboardEntry>((_sessionId, entry) => queueMicrotask(() => this.sendProgress(entry)));
  /** Per live session, the last quiz screen sent to the audience (see sendState). */
  private readonly audienceScreens = new Map<string, string>();

  constructor(
    private readonly sessions: LiveSessions,
    private readonly leaderboards: LeaderboardService,
    private readonly results: LiveResultsService,
    private readonly presence: LivePresence,
    private readonly views: QuizViews,
  ) {}

  attach(server: Server): void {
    this.server = server;
    this.unfollows.push(
      this.sessions.onSessionEvent((_session, event) => {
        const sessionId = (event.data as { sessionId: string }).sessionId;
        // Follow every session's leaderboard from its start, so its changes are pushed as they happen.
        if (event.type === 'SessionStarted' || event.type === 'LiveSlideActivated') this.guard(this.leaderboards.entry(sessionId));
        if (STAGE_EVENTS.has(event.type)) this.guard(this.sendState(sessionId, event.type === 'SessionStopped'));
        if (event.type === 'LiveSlideActivated' || event.type === 'LeaderboardVisibilityChanged') this.leaderboardUpdates.touch(sessionId, 0);
      }),
      this.leaderboards.onChange((entry, event) => {
        const slideId = (event.data as { slideId?: string }).slideId;
        switch (event.type) {
          case 'AnswerSubmitted':
            this.progressUpdates.touch(entry.key, QUIZ_PROGRESS_INTERVAL_MS, entry);
            return;
          case 'QuizQuestionEnded':
            if (slideId) this.guard(this.sendResult(entry, slideId, 'presenter'));
            break;
          case 'QuizAnswersRevealed':
            if (slideId) this.guard(this.sendReveal(entry, slideId));
            break;
          case 'QuizTypeAnswerAccepted':
            // Accepted after the reveal: people rescored by it must see their corrected feedback.
            if (slideId) this.guard(this.resendRevealIfShown(entry, slideId));
            break;
          default:
            break;
        }
        this.leaderboardUpdates.touch(entry.key, LEADERBOARD_BROADCAST_INTERVAL_MS);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const unfollow of this.unfollows) unfollow();
    this.leaderboardUpdates.stop();
    this.progressUpdates.stop();
  }

  private guard(work: Promise<unknown>): void {
    work.catch((error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)));
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

  private sendProgress(entry: LeaderboardEntry): void {
    const view = entry.context?.state;
    const screen = view?.quiz.screen;
    if (!this.server || !view || view.quiz.presentationId === null || screen?.stage !== 'question') return;
    const progress: QuizProgress = {
      sessionId: entry.key,
      slideId: screen.slideId,
      answered: entry.state?.questions.find((question) => question.slideId === screen.slideId)?.answered ?? 0,
      joined: view.state.status === 'none' ? 0 : view.state.admitted,
      online: this.presence.online(entry.key),
    };
    this.server.to(presenterRoom(view.quiz.presentationId)).emit(QUIZ_SOCKET_EVENTS.progress, progress);
  }

  private async sendResult(entry: LeaderboardEntry, slideId: string, to: 'presenter' | 'audience'): Promise<void> {
    const result = resultOf(entry, slideId, await this.results.slideResults(entry.key, slideId));
    const presentationId = entry.context?.state.quiz.presentationId ?? null;
    if (!result || !this.server || presentationId === null) return;
    if (to === 'presenter') this.server.to(presenterRoom(presentationId)).emit(QUIZ_SOCKET_EVENTS.result, result);
    else this.server.to(audienceRoom(entry.key)).emit(QUIZ_SOCKET_EVENTS.result, result);
  }

  /** Answers revealed: the result for everyone, and each member's own feedback to them alone. */
  private async sendReveal(entry: LeaderboardEntry, slideId: string): Promise<void> {
    await this.sendResult(entry, slideId, 'audience');
    if (!this.server || !entry.state) return;
    for (const feedback of feedbackOf(entry.state, slideId)) {
      this.server.to(memberRoom(entry.key, feedback.audienceId)).emit(QUIZ_SOCKET_EVENTS.feedback, feedback);
    }
  }

  private async resendRevealIfShown(entry: LeaderboardEntry, slideId: string): Promise<void> {
    const state = stateOf(entry);
    if (state?.slideId === slideId && state.stage === 'result' && state.revealed) await this.sendReveal(entry, slideId);
  }

  private async sendLeaderboard(sessionId: string): Promise<void> {
    const entry = await this.leaderboards.entry(sessionId);
    const view = entry.context?.state;
    const presentationId = view?.quiz.presentationId ?? null;
    if (!this.server || !view || presentationId === null || view.state.status === 'none' || !entry.state) return;
    // Ranking thousands of people costs tens of milliseconds: a deck with no quiz question and no
    // leaderboard slide has no leaderboard to show, whatever its slides change.
    const deck = deckOf(entry.context!);
    if (deck && !deckHasQuizScreens(deck)) return;
    const leaderboard = presentLeaderboard(entry.state, LEADERBOARD_LIVE_LIMIT);
    this.server.to(presenterRoom(presentationId)).emit(QUIZ_SOCKET_EVENTS.leaderboard, leaderboard);
    const forAudience = this.audienceLeaderboard(entry, leaderboard);
    if (forAudience) this.server.to(audienceRoom(sessionId)).emit(QUIZ_SOCKET_EVENTS.leaderboard, forAudience);
  }

  /** The leaderboard the audience sees: only while a shown leaderboard slide is on screen (also sent on connect). */
  audienceLeaderboard(entry: LeaderboardEntry, known?: LeaderboardPayload): LeaderboardPayload | null {
    const session = entry.context;
    const view = session?.state;
    if (!session || !view || view.quiz.presentationId === null || view.state.status === 'none' || !entry.state) return null;
    const slide = deckOf(session)?.slides.find((candidate) => candidate.id === view.quiz.activeSlideId);
    if (slide?.type !== 'leaderboard' || slide.isLeaderboardEnabled === false) return null;
    const leaderboard = known ?? presentLeaderboard(entry.state, LEADERBOARD_LIVE_LIMIT);
    if (!leaderboard.isVisible) return null;
    // Names are on the presenter's leaderboard slide too; audience ids are not, so phones get keys instead.
    const sessionId = entry.key;
    const audiences = leaderboard.audiences.slice(0, LEADERBOARD_AUDIENCE_LIMIT).map((row) => ({ ...row, a: leaderboardKey(sessionId, row.a) }));
    return { ...leaderboard, audiences };
  }
}
