import { CommandBus } from '@nestjs/cqrs';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { KeyedSerialQueue } from '../../infrastructure/commands/stream-lock.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import { LivePresence } from '../../live/realtime/live-presence.js';
import { SessionClock } from '../../live/application/session-clock.js';
import { openQuestion, type QuizRunState } from '../../live/domain/quiz-run.js';
import { LeaderboardService } from './leaderboard.service.js';
import type { LeaderboardEntry } from './leaderboard.view.js';
import { isBackwards, questionSource, quizSettings, slideOf } from './question-source.js';
import { RunQuizCommand } from './quiz-commands.js';

/** Session events after which the quiz may have something to do now or later. */
const FOLLOWED = new Set(['LiveSlideActivated', 'QuizStarted', 'QuizCountdownStarted', 'QuizQuestionStarted', 'QuizQuestionEnded', 'QuizResultShown', 'SessionStarted']);

/**
 * Moves quizzes along without the presenter: follows slide changes (lobby, countdown, result, the
 * continue flag), starts the question when its countdown is due, ends it at its time limit or when
 * everyone has answered (spec doc 2 §4). Every step is a command whose decision is idempotent, and every
 * deadline is read back from the session's events, so after a restart `recover` picks the running
 * sessions up again and a step taken twice (two nodes, a retry) changes nothing the second time.
 */
@Injectable()
export class QuizConductor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(QuizConductor.name);
  private readonly queue = new KeyedSerialQueue();
  private readonly timers = new Map<string, { due: number; timer: NodeJS.Timeout }>();
  private readonly unfollows: (() => void)[] = [];
  private recovery?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly sessions: LiveSessions,
    private readonly leaderboards: LeaderboardService,
    private readonly presence: LivePresence,
    private readonly commands: CommandBus,
    private readonly clock: SessionClock,
  ) {}

  onApplicationBootstrap(): void {
    this.unfollows.push(
      this.sessions.onSessionEvent((_session, event) => {
        const sessionId = (event.data as { sessionId: string }).sessionId;
        if (event.type === 'SessionStopped') this.clearTimer(sessionId);
        else if (FOLLOWED.has(event.type)) this.reconcileSoon(sessionId);
      }),
      this.leaderboards.onChange((entry, event) => {
        if (event.type === 'AnswerSubmitted') this.checkEveryoneAnswered(entry, (event.data as { slideId: string }).slideId);
      }),
    );
    this.recovery = this.recover();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const unfollow of this.unfollows) unfollow();
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.recovery;
  }

  /** Picks up every running session after a start: due steps now, the rest on timers. */
  private async recover(): Promise<void> {
    try {
      const sessionIds = await this.leaderboards.liveSessionIds();
      await Promise.all(sessionIds.map((sessionId) => this.queue.run(sessionId, () => this.reconcile(sessionId))));
    } catch (error) {
      if (!this.stopped) this.logger.error(`Could not pick up running quizzes: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  reconcileSoon(sessionId: string): void {
    void this.queue.run(sessionId, () => this.reconcile(sessionId)).catch((error: unknown) => {
      if (!this.stopped) this.logger.error(`Quiz step failed for session ${sessionId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    });
  }

  private async reconcile(sessionId: string): Promise<void> {
    if (this.stopped) return;
    const session = await this.sessions.entry(sessionId);
    let state = session.state.quiz;
    if (!state.live || state.presentationId === null) {
      this.clearTimer(sessionId);
      return;
    }
    const deck = deckOf(session);
    if (!deck) return;
    const settings = quizSettings(deck);

    // Self-paced: each phone opens its questions on its own clock; the presenter's slide asks nothing.
    if (state.followedActivation < state.activations && !deck.settings.audiencePacing) {
      const active = slideOf(deck, state.activeSlideId);
      const slide = active ? questionSource(active) : null;
      if (slide || state.continueQuiz || openQuestion(state)) {
        const backwards = isBackwards(deck, state.previousSlideId, state.activeSlideId);
        state = (await this.commands.execute(new RunQuizCommand(sessionId, { type: 'FollowSlide', activation: state.activations, backwards, slide, settings }).onClock(this.clock.offsetMs(sessionId)))).state;
      }
    }
    const screen = state.screen;
    if (screen?.stage === 'countdown' && screen.countdownEndsAt !== null && Date.parse(screen.countdownEndsAt) <= this.clock.now(sessionId)) {
      const on = slideOf(deck, screen.slideId);
      const slide = on ? questionSource(on) : null;
      if (slide) state = (await this.commands.execute(new RunQuizCommand(sessionId, { type: 'BeginQuestion', slide, settings }).onClock(this.clock.offsetMs(sessionId)))).state;
    }
    const open = openQuestion(state);
    if (open && state.screen?.stage === 'question' && Date.parse(open.closesAt) <= this.clock.now(sessionId)) {
      state = (await this.commands.execute(new RunQuizCommand(sessionId, { type: 'EndQuestion', slideId: open.slideId, reason: 'timeUp' }).onClock(this.clock.offsetMs(sessionId)))).state;
    }
    this.schedule(sessionId, nextDue(state));
  }

  /**
   * Spec doc 2 §4: joined count equals answered count, on the question screen, and joined >= online.
   * Asked on every answer, so it is first answered from the entry as it is, and only then, in turn with
   * the session's other steps, decided again and acted on.
   */
  private checkEveryoneAnswered(entry: LeaderboardEntry, slideId: string): void {
    if (!this.everyoneAnswered(entry, slideId)) return;
    const sessionId = entry.key;
    void this.queue
      .run(sessionId, async () => {
        if (this.stopped) return;
        const answered = this.everyoneAnswered(entry, slideId);
        if (!answered) return;
        await this.commands.execute(new RunQuizCommand(sessionId, { type: 'EndQuestion', slideId, reason: 'everyoneAnswered', ...answered }).onClock(this.clock.offsetMs(sessionId)));
      })
      .catch((error: unknown) => {
        if (!this.stopped) this.logger.error(`Everyone-voted check failed for session ${sessionId}: ${error instanceof Error ? error.message : String(error)}`);
      });
  }

  private everyoneAnswered(entry: LeaderboardEntry, slideId: string): { answered: number; joined: number; online: number } | null {
    const view = entry.context?.state;
    const screen = view?.quiz.screen;
    if (!view || screen?.stage !== 'question' || screen.slideId !== slideId || view.state.status !== 'live') return null;
    const answered = entry.state?.questions.find((question) => question.slideId === slideId)?.answered ?? 0;
    const joined = view.state.admitted;
    const online = this.presence.online(entry.key);
    if (joined === 0 || answered < joined || joined < online) return null;
    return { answered, joined, online };
  }

  private schedule(sessionId: string, due: number | null): void {
    const current = this.timers.get(sessionId);
    if (current?.due === due) return;
    this.clearTimer(sessionId);
    if (due === null || this.stopped) return;
    // A little after the deadline, so the decision (on the session's clock) sees it passed.
    const timer = setTimeout(() => {
      this.timers.delete(sessionId);
      this.reconcileSoon(sessionId);
    }, Math.max(0, due - this.clock.now(sessionId)) + 5);
    this.timers.set(sessionId, { due, timer });
  }

  private clearTimer(sessionId: string): void {
    const current = this.timers.get(sessionId);
    if (current) clearTimeout(current.timer);
    this.timers.delete(sessionId);
  }
}

/** The next deadline of a session's quiz: its countdown's end or its open question's closing time. */
export function nextDue(state: QuizRunState): number | null {
  const screen = state.screen;
  if (screen?.stage === 'countdown' && screen.countdownEndsAt !== null) return Date.parse(screen.countdownEndsAt);
  const open = openQuestion(state);
  if (open && screen?.stage === 'question' && screen.slideId === open.slideId) return Date.parse(open.closesAt);
  return null;
}
