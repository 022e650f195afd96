import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { DeckDocument, DeckSlide } from '../../../../contracts/deck/read-model.js';
import { ApiError } from '../../api/api-error.js';
import { useServices, useSession } from '../../app-services.js';
import { connectLive, type ConnectLive } from './live-socket.js';
import { createPresenterApi } from './presenter-api.js';
import { PresenterLive, type PresenterLiveState } from './presenter-live.js';
import { orderedSlides, stepSlide } from './slide-navigation.js';

export type DeckLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; deck: DeckDocument };

export interface Presenting {
  readonly load: DeckLoad;
  readonly slides: readonly DeckSlide[];
  readonly current: DeckSlide | null;
  readonly currentIndex: number;
  readonly live: PresenterLiveState;
  /** The last slide move or control the server refused or never answered; cleared by the next success. */
  readonly problem: 'move' | 'removeWord' | 'submissions' | 'moderate' | null;
  goTo(slideId: string): void;
  step(direction: 1 | -1): void;
  setSubmissionsStopped(stopped: boolean): void;
  removeWord(text: string): void;
  moderateAnswer(answerId: string, approve: boolean): void;
  endSession(): Promise<void>;
  /** Presenting a deck whose ended session has results waits for the presenter's choice (issue 26). */
  readonly sessionChoice: SessionChoice | null;
  /** The ended session goes live again with its answers. */
  continueLastSession(): void;
  /** clear-slides, then a new session: the last one stays in the report. */
  startNewSession(): Promise<void>;
}

export interface SessionChoice {
  readonly sessionId: string;
  readonly startedAt: string;
}

/**
 * The presenter's side of a live run, shared by the presenting screen and backstage: the deck, the live slide
 * (each change calls update-next-slide, which starts a session when none runs), and the presenter room's results.
 */
export function usePresenting(presentationId: string, options: { autoStart: boolean; connect?: ConnectLive; startSlideId?: string | null }): Presenting {
  const { autoStart, connect = connectLive } = options;
  // The slide the presenter chose to present from (the editor's selection): read once, it outranks where a session was.
  const chosenStart = useRef(options.startSlideId ?? null);
  const { http, tokens } = useServices();
  const session = useSession();
  const api = useMemo(() => createPresenterApi(http), [http]);
  const [load, setLoad] = useState<DeckLoad>({ status: 'loading' });
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [problem, setProblem] = useState<Presenting['problem']>(null);
  const [sessionChoice, setSessionChoice] = useState<SessionChoice | null>(null);
  /** The slide presenting starts on once the presenter has chosen how. */
  const waitingStart = useRef<string | null>(null);
  /** Local moves not yet answered: the server's announcements of older moves must not pull the screen back. */
  const pendingMoves = useRef(0);
  const moves = useRef<Promise<unknown>>(Promise.resolve());

  const user = session?.user;
  const live = useMemo(
    () =>
      new PresenterLive(
        () => tokens.current(),
        presentationId,
        { id: user?.id ?? '', name: user ? `${user.firstName} ${user.lastName}`.trim() : '', email: { email: user?.email ?? '' } },
        connect,
      ),
    // The presenter's name only labels the room join; another user is a new connection (a renewed token is not).
    [user?.id, tokens, presentationId, connect],
  );
  const liveState = useSyncExternalStore(live.subscribe, live.current);

  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);

  const activate = useCallback(
    (slideId: string) => {
      pendingMoves.current++;
      const move = moves.current.then(async () => {
        try {
          const started = await api.activateSlide(presentationId, slideId);
          live.sessionStarted(started.sessionId);
          setProblem((current) => (current === 'move' ? null : current));
          // A session this call started has new counts, a plan limit and a join token: take them from a fresh snapshot
          // (its slide:activated event may have come before this answer, so the session id alone does not tell).
          if (!live.hasSnapshotOf(started.sessionId)) await live.join();
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 401) setProblem('move');
        } finally {
          pendingMoves.current--;
        }
      });
      moves.current = move;
    },
    [api, presentationId, live],
  );

  // The deck and, if a session runs, its live slide: presenting resumes where the audience is, unless a slide was chosen.
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([api.deck(presentationId, controller.signal), api.liveState(presentationId, controller.signal).catch(() => null)])
      .then(async ([deck, state]) => {
        const slides = orderedSlides(deck.slides);
        if (state) live.applySnapshot(state);
        const resume = state?.sessionId ? state.activeSlideId : null;
        const start = [chosenStart.current, resume, deck.activeSlideId].find((id) => id && slides.some((slide) => slide.id === id)) ?? slides[0]?.id ?? null;
        // An ended session with results: presenting again would continue it, so the presenter chooses first.
        const ended = autoStart && start && state?.lastSessionId ? await api.sessionSummary(state.lastSessionId, controller.signal).catch(() => null) : null;
        setLoad({ status: 'ready', deck });
        setCurrentId(start);
        if (ended?.hasResults && start) {
          waitingStart.current = start;
          setSessionChoice({ sessionId: ended.sessionId, startedAt: ended.startedAt });
          return;
        }
        // Presenting goes live at once; backstage only watches until the presenter shows a slide.
        if (start && autoStart) activate(start);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'failed', message: error instanceof ApiError ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [api, presentationId, live, activate, autoStart]);

  // Another screen of this presenter (backstage, a second window) moved the live slide.
  useEffect(() => {
    const announced = liveState.serverSlide;
    if (announced && pendingMoves.current === 0) setCurrentId(announced.slideId);
  }, [liveState.serverSlide]);

  const slides = useMemo(() => (load.status === 'ready' ? orderedSlides(load.deck.slides) : []), [load]);
  const currentIndex = Math.max(
    0,
    slides.findIndex((slide) => slide.id === currentId),
  );
  const current = slides[currentIndex] ?? null;

  const goTo = useCallback(
    (slideId: string) => {
      // Nothing goes live before the presenter chose to continue the ended session or start a new one.
      if (waitingStart.current !== null) return;
      if (slideId === currentId && !liveState.ended) return;
      setCurrentId(slideId);
      activate(slideId);
    },
    [activate, currentId, liveState.ended],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      const target = stepSlide(slides, current?.id ?? null, direction);
      if (target) goTo(target);
    },
    [slides, current, goTo],
  );

  const setSubmissionsStopped = useCallback(
    (stopped: boolean) => {
      if (!current) return;
      const before = liveState.submissionsStopped[current.id] ?? false;
      live.setStopped(current.id, stopped);
      api.setSubmissionsStopped(presentationId, current.id, stopped).then(
        () => setProblem((existing) => (existing === 'submissions' ? null : existing)),
        () => {
          live.setStopped(current.id, before);
          setProblem('submissions');
        },
      );
    },
    [api, current, live, liveState.submissionsStopped, presentationId],
  );

  const removeWord = useCallback(
    (text: string) => {
      if (!current) return;
      live.removeWordLocally(current.id, text);
      api.removeWord(presentationId, current.id, text).then(
        () => setProblem((existing) => (existing === 'removeWord' ? null : existing)),
        () => setProblem('removeWord'),
      );
    },
    [api, current, live, presentationId],
  );

  const moderateAnswer = useCallback(
    (answerId: string, approve: boolean) => {
      if (!current) return;
      live.moderatedLocally(current.id, answerId);
      api.moderateAnswer(presentationId, current.id, answerId, approve).then(
        () => setProblem((existing) => (existing === 'moderate' ? null : existing)),
        () => setProblem('moderate'),
      );
    },
    [api, current, live, presentationId],
  );

  const endSession = useCallback(async () => {
    await api.stopPresenting(presentationId);
    live.sessionStopped();
    // The session's results are the deck's now: its flag is set from them (a failure leaves it for the editor's re-check).
    api.recheckResultsFlag(presentationId).catch(() => undefined);
  }, [api, live, presentationId]);

  const continueLastSession = useCallback(() => {
    const start = waitingStart.current;
    waitingStart.current = null;
    setSessionChoice(null);
    if (start) activate(start);
  }, [activate]);

  const startNewSession = useCallback(async () => {
    await api.clearSlides(presentationId);
    continueLastSession();
  }, [api, presentationId, continueLastSession]);

  return {
    load,
    slides,
    current,
    currentIndex,
    live: liveState,
    problem,
    goTo,
    step,
    setSubmissionsStopped,
    removeWord,
    moderateAnswer,
    endSession,
    sessionChoice,
    continueLastSession,
    startNewSession,
  };
}
