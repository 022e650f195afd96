import { Injectable } from '@nestjs/common';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { LeaderboardPayload } from '../../../contracts/quiz/leaderboard.js';
import { QUIZ_STATUS_LOBBY, quizQuestionType } from '../../../contracts/quiz/constants.js';
import type { QuizFeedback, QuizResultPayload, QuizStatePayload } from '../../../contracts/quiz/socket-protocol.js';
import { presentResults } from '../../../projections/live-results/present-results.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { memberFeedback, presentLeaderboard, questionOutcome, rankMembers, rankTeams } from '../../../projections/leaderboard/present-leaderboard.js';
import { correctRate } from '../../../projections/leaderboard/scoring.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { LiveResultsService } from '../../live/application/live-results.service.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import type { QuizRunState } from '../../live/domain/quiz-run.js';
import { LeaderboardService } from './leaderboard.service.js';

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

/** The quiz as each screen shows it, built from the session's quiz state, the deck and the leaderboard. */
@Injectable()
export class QuizViews {
  constructor(
    private readonly sessions: LiveSessions,
    private readonly decks: LiveDecks,
    private readonly leaderboards: LeaderboardService,
    private readonly results: LiveResultsService,
  ) {}

  /**
   * Whether the session's deck has anything the quiz shows on phones (a question or a leaderboard). A
   * deck without either never has a quiz screen, so its phones need no quiz state when they connect.
   */
  async hasQuizScreens(sessionId: string): Promise<boolean> {
    const { quiz } = await this.sessions.session(sessionId);
    if (quiz.presentationId === null) return false;
    const deck = await this.decks.get(quiz.presentationId);
    return deck ? deckHasQuizScreens(deck) : false;
  }

  /** `quiz` may be fresher than the cached session (straight from a command's result). */
  async state(sessionId: string, quiz?: QuizRunState): Promise<QuizStatePayload | null> {
    const view = await this.sessions.session(sessionId);
    const run = quiz ?? view.quiz;
    if (run.presentationId === null) return null;
    const deck = await this.decks.get(run.presentationId);
    const document = await this.leaderboards.document(sessionId);
    return quizState(sessionId, run, deck, document, view.state.status === 'none' ? 0 : view.state.admitted);
  }

  async result(sessionId: string, slideId: string): Promise<QuizResultPayload | null> {
    const { quiz } = await this.sessions.session(sessionId);
    const question = quiz.questions.get(slideId);
    const document = await this.leaderboards.document(sessionId);
    if (!question || !document) return null;
    const { respondents, correctCount } = questionOutcome(document, slideId);
    const tally = await this.results.slideResults(sessionId, slideId);
    return {
      sessionId,
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

  async leaderboard(sessionId: string, limit: number): Promise<LeaderboardPayload | null> {
    const document = await this.leaderboards.document(sessionId);
    return document ? presentLeaderboard(document, limit) : null;
  }

  /** Feedback for every member on one question (ranked once for all). */
  async feedback(sessionId: string, slideId: string, audienceIds?: readonly string[]): Promise<QuizFeedback[]> {
    const document = await this.leaderboards.document(sessionId);
    if (!document) return [];
    return feedbackOf(document, slideId, audienceIds);
  }
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
