import { Injectable } from '@nestjs/common';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { LeaderboardPayload } from '../../../contracts/quiz/leaderboard.js';
import { QUIZ_STATUS_LOBBY, quizQuestionType } from '../../../contracts/quiz/constants.js';
import type { QuizFeedback, QuizResultPayload, QuizStatePayload } from '../../../contracts/quiz/socket-protocol.js';
import { presentResults } from '../../../projections/live-results/present-results.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { memberFeedback, presentLeaderboard, questionOutcome, rankMembers, rankTeams } from '../../../projections/leaderboard/present-leaderboard.js';
import { correctRate } from '../../../projections/leaderboard/scoring.js';
import type { LiveResultsDocument } from '../../../projections/live-results/live-results.document.js';
import { LiveResultsService } from '../../live/application/live-results.service.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import type { QuizRunState } from '../../live/domain/quiz-run.js';
import { LeaderboardService } from './leaderboard.service.js';
import type { LeaderboardEntry } from './leaderboard.view.js';

/** Per cached deck (a changed deck is a new object): whether it has quiz questions or leaderboards. */
const quizScreensOf = new WeakMap<DeckDocument, boolean>();

/** Whether a deck has anything the quiz shows (a question or a leaderboard); worked out once per deck object. */
export function deckHasQuizScreens(deck: DeckDocument): boolean {
  let known = quizScreensOf.get(deck);
  if (known === undefined) {
    known = deck.slides.some((slide) => slide.type === 'leaderboard' || quizQuestionType(slide.type, slide.slideType) !== null);
    quizScreensOf.set(deck, known);
  }
  return known;
}

/**
 * The quiz as each screen shows it, built from the session's quiz state, the deck and the leaderboard:
 * a leaderboard's entry comes with its session's, which comes with the deck's, so each is one lookup.
 */
@Injectable()
export class QuizViews {
  constructor(
    private readonly sessions: LiveSessions,
    private readonly leaderboards: LeaderboardService,
    private readonly results: LiveResultsService,
  ) {}

  /**
   * Whether the session's deck has anything the quiz shows on phones (a question or a leaderboard). A
   * deck without either never has a quiz screen, so its phones need no quiz state when they connect.
   */
  async hasQuizScreens(sessionId: string): Promise<boolean> {
    const session = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
    const deck = session.state.quiz.presentationId === null ? null : deckOf(session);
    return deck ? deckHasQuizScreens(deck) : false;
  }

  /** `quiz` may be fresher than the cached session (straight from a command's result). */
  async state(sessionId: string, quiz?: QuizRunState): Promise<QuizStatePayload | null> {
    return stateOf(await this.leaderboards.entry(sessionId), quiz);
  }

  async result(sessionId: string, slideId: string): Promise<QuizResultPayload | null> {
    return resultOf(await this.leaderboards.entry(sessionId), slideId, await this.results.slideResults(sessionId, slideId));
  }

  async leaderboard(sessionId: string, limit: number): Promise<LeaderboardPayload | null> {
    const document = await this.leaderboards.document(sessionId);
    return document ? presentLeaderboard(document, limit) : null;
  }
}

/** The quiz screen of a leaderboard's session; `quiz` may be fresher than the entry's (a command's result). */
export function stateOf(entry: LeaderboardEntry, quiz?: QuizRunState): QuizStatePayload | null {
  const session = entry.context;
  if (!session) return null;
  const run = quiz ?? session.state.quiz;
  if (run.presentationId === null) return null;
  const { state } = session.state;
  return quizState(entry.key, run, deckOf(session), entry.state, state.status === 'none' ? 0 : state.admitted);
}

export function resultOf(entry: LeaderboardEntry, slideId: string, tally: LiveResultsDocument | null): QuizResultPayload | null {
  const question = entry.context?.state.quiz.questions.get(slideId);
  const document = entry.state;
  if (!question || !document) return null;
  const { respondents, correctCount } = questionOutcome(document, slideId);
  return {
    sessionId: entry.key,
    slideId,
    number: question.number,
    kind: question.kind,
    respondents,
    correctCount,
    correctRate: correctRate(correctCount, respondents),
    correct: question.key,
    acceptedLive: [...question.acceptedLive],
    results: tally ? presentResults(tally) : null,
  };
}

export function feedbackOf(document: LeaderboardDocument, slideId: string, audienceIds?: readonly string[]): QuizFeedback[] {
  const ranked = rankMembers(document);
  const teams = rankTeams(document);
  const ids = audienceIds ?? ranked.entries.map((entry) => entry.a);
  return ids.flatMap((audienceId) => memberFeedback(document, slideId, audienceId, ranked, teams) ?? []);
}

export function quizState(
  sessionId: string,
  run: QuizRunState,
  deck: DeckDocument | null,
  document: LeaderboardDocument | null,
  joined: number,
): QuizStatePayload {
  const screen = run.screen;
  const question = screen ? run.questions.get(screen.slideId) : undefined;
  const asked = question && (screen?.stage === 'question' || screen?.stage === 'result') ? question : undefined;
  return {
    sessionId,
    presentationId: run.presentationId ?? '',
    slideId: screen?.slideId ?? null,
    stage: screen?.stage ?? null,
    quizStatus: screen?.stage === 'lobby' ? QUIZ_STATUS_LOBBY : null,
    continueQuiz: run.continueQuiz,
    serverNow: new Date().toISOString(),
    since: screen?.since ?? null,
    countdownEndsAt: screen?.countdownEndsAt ?? null,
    question: asked
      ? {
          number: asked.number,
          slideType: asked.slideType,
          kind: asked.kind,
          timeLimitSeconds: asked.timeLimitSeconds,
          startedAt: asked.startedAt,
          closesAt: asked.closesAt,
          play: asked.play,
        }
      : null,
    ended: asked?.endedAt && asked.endReason ? { at: asked.endedAt, reason: asked.endReason } : null,
    revealed: asked?.revealed ?? false,
    music: deck?.settings.isEnableQuizMusic ?? false,
    manualReveal: deck?.settings.manualRevealCorrectAnswers ?? false,
    countdown: deck?.settings.enableQuizCountdown ?? true,
    leaderboardVisible: run.leaderboardVisible,
    answered: asked ? (document?.questions.find((candidate) => candidate.slideId === asked.slideId)?.answered ?? 0) : 0,
    joined,
  };
}
