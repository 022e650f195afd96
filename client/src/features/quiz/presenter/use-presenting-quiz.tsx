import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckDocument, DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { useServices } from '../../../app-services.js';
import { connectLive, type ConnectLive } from '../../live/live-socket.js';
import type { PresenterLiveState } from '../../live/presenter-live.js';
import { connectingAlso } from '../quiz-socket.js';
import { isFinalLeaderboard, musicPlaying, quizSlideRole, type QuizSlideRole } from '../quiz-state.js';
import { LeaderboardSlide, type LeaderboardView } from './LeaderboardSlide.js';
import { PresenterQuiz, type PresenterQuizState, type QuizProblem } from './presenter-quiz.js';
import { createQuizApi } from './quiz-api.js';
import { QuizControls } from './QuizControls.js';
import { useQuizMusic } from './quiz-music.js';
import { QuizStage } from './QuizStage.js';

export interface PresenterQuizStore {
  readonly quiz: PresenterQuiz;
  /** The live screen's connect, handing each connection to the quiz too (pass it to usePresenting). */
  readonly connect: ConnectLive;
}

/** The presenter's quiz store for one presentation, listening on the presenting screen's own socket. */
export function usePresenterQuizStore(presentationId: string, connect: ConnectLive | undefined): PresenterQuizStore {
  const { http } = useServices();
  const quiz = useMemo(() => new PresenterQuiz(createQuizApi(http), presentationId), [http, presentationId]);
  const withQuiz = useMemo(() => connectingAlso(connect ?? connectLive, quiz.attach), [connect, quiz]);
  return { quiz, connect: withQuiz };
}

export type QuizKey = 'enter' | 'space';

export interface PresentingQuiz {
  readonly role: QuizSlideRole;
  readonly state: PresenterQuizState;
  /** The slide's quiz screen for the stage, or null for a slide that is no quiz question or leaderboard. */
  readonly stage: ReactNode;
  /** The quiz's buttons for the presenting controls. */
  readonly controls: ReactNode;
  /** A control the server refused or never answered, in words. */
  readonly problem: string | null;
  /** Enter or Space: true when the quiz took the key; false lets Space move to the next slide as usual. */
  onKey(key: QuizKey): boolean;
  /** The quiz sound off or on (the mute button, or the remote control's quiz sound). */
  setMuted(muted: boolean): void;
}

const PROBLEM_TEXT = {
  step: 'quiz.problems.step',
  accept: 'quiz.problems.accept',
  points: 'quiz.problems.points',
  visibility: 'quiz.problems.visibility',
} as const satisfies Record<QuizProblem, string>;

interface Context {
  readonly deck: DeckDocument | null;
  readonly current: DeckSlide | null;
  readonly live: PresenterLiveState;
  readonly step: (direction: 1 | -1) => void;
}

/**
 * The quiz inside the presenting screen: its screens on the stage, its controls, Enter/Space, the music and the
 * fetch of what a (re)joined screen missed.
 */
export function usePresentingQuiz({ quiz }: PresenterQuizStore, { deck, current, live, step }: Context): PresentingQuiz {
  const { t } = useTranslation();
  const state = useSyncExternalStore(quiz.subscribe, quiz.current);
  const role = current ? quizSlideRole(current) : null;
  const hasQuiz = useMemo(() => deck?.slides.some((slide) => quizSlideRole(slide) !== null) ?? false, [deck]);
  const [muted, setMuted] = useState(false);
  const [viewChoice, setViewChoice] = useState<{ slideId: string; view: LeaderboardView } | null>(null);
  // Manual points are a presenter's control: the rows' "+" show only while chosen, and only on that leaderboard slide.
  const [awardingSlide, setAwardingSlide] = useState<string | null>(null);
  const awarding = current !== null && awardingSlide === current.id;

  // Joined (or re-joined) the presenter room of a running session: take the quiz state and leaderboard missed meanwhile.
  const joinedSession = live.connection === 'online' && !live.ended ? live.sessionId : null;
  useEffect(() => {
    if (hasQuiz && joinedSession) void quiz.refresh();
  }, [quiz, hasQuiz, joinedSession]);

  useQuizMusic(musicPlaying(state.quiz, current?.id ?? null, muted));

  const view: LeaderboardView = viewChoice && viewChoice.slideId === current?.id ? viewChoice.view : current?.leaderboardView === 'team' ? 'team' : 'individual';
  const visible = state.quiz?.leaderboardVisible ?? state.leaderboard?.isVisible ?? true;

  const handleKey = (key: QuizKey): boolean => {
    if (!current || !role) return false;
    if (quiz.advance(current.id)) return true;
    if (role.role === 'question') {
      // The server has not said where this question stands yet: wait rather than skip it.
      const known = state.quiz?.slideId === current.id && state.quiz.stage !== null;
      if (!known) return true;
    }
    if (key === 'enter') {
      step(1);
      return true;
    }
    return false;
  };
  // One function for the screen's whole life: a keydown listener that is swapped while a key press is being
  // dispatched (a render it caused) would miss that very press.
  const latestKey = useRef(handleKey);
  latestKey.current = handleKey;
  const onKey = useCallback((key: QuizKey) => latestKey.current(key), []);

  const stage: ReactNode =
    current && role?.role === 'question' ? (
      <QuizStage
        slide={current}
        type={role.type}
        quiz={state}
        results={live.results[current.id] ?? null}
        joined={live.audience.joined}
        onReveal={() => void quiz.reveal()}
        onAccept={(text) => quiz.acceptTypedAnswer(current.id, text)}
      />
    ) : current && role?.role === 'leaderboard' ? (
      <LeaderboardSlide
        slide={current}
        leaderboard={state.leaderboard && state.leaderboard.sessionId === (live.sessionId ?? state.leaderboard.sessionId) ? state.leaderboard : null}
        view={view}
        visible={visible}
        awarding={awarding}
        final={deck !== null && isFinalLeaderboard(deck.slides, current.id)}
        onAward={(target, point) => quiz.awardPoints(current.id, target, point)}
      />
    ) : null;

  const controls: ReactNode =
    current && role ? (
      <QuizControls
        slideId={current.id}
        role={role}
        quiz={state}
        muted={muted}
        onMute={setMuted}
        onStep={() => quiz.advance(current.id)}
        view={view}
        onView={(next) => setViewChoice({ slideId: current.id, view: next })}
        visible={visible}
        onVisible={(next) => void quiz.setLeaderboardVisible(next)}
        awarding={awarding}
        onAwarding={(next) => setAwardingSlide(next ? current.id : null)}
      />
    ) : null;

  const problem = state.problem ? (state.problem.message ?? t(PROBLEM_TEXT[state.problem.kind])) : null;
  return { role, state, stage, controls, problem, onKey, setMuted };
}
