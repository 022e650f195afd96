import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { useServices } from '../../app-services.js';
import { createIdeasApi } from '../ideas/presenter/ideas-api.js';
import { IdeasControls } from '../ideas/presenter/IdeasControls.js';
import { IdeasStage } from '../ideas/presenter/IdeasStage.js';
import { PresenterIdeas } from '../ideas/presenter/presenter-ideas.js';
import type { ConnectLive } from '../live/live-socket.js';
import type { PresenterLiveState } from '../live/presenter-live.js';
import { serverTime } from '../quiz/quiz-clock.js';
import { connectingAlso } from '../quiz/quiz-socket.js';
import { useNow } from '../quiz/use-now.js';
import { PresenterWheels } from '../spinner/presenter/presenter-wheels.js';
import { createWheelApi } from '../spinner/presenter/wheel-api.js';
import { WheelControls } from '../spinner/presenter/WheelControls.js';
import { WheelStage } from '../spinner/presenter/WheelStage.js';
import { landingAt } from '../spinner/wheel-motion.js';

export interface PresenterActivitiesStore {
  readonly ideas: PresenterIdeas;
  readonly wheels: PresenterWheels;
  /** The live screen's connect, handing each connection to the brainstorms and wheels too (pass it on to usePresenting). */
  readonly connect: ConnectLive;
}

/** The presenter's brainstorms and wheels for one presentation, listening on the presenting screen's own socket. */
export function usePresenterActivitiesStore(presentationId: string, connect: ConnectLive): PresenterActivitiesStore {
  const { http } = useServices();
  const ideas = useMemo(() => new PresenterIdeas(createIdeasApi(http), presentationId), [http, presentationId]);
  const wheels = useMemo(() => new PresenterWheels(createWheelApi(http), presentationId), [http, presentationId]);
  const withBoth = useMemo(() => connectingAlso(connectingAlso(connect, ideas.attach), wheels.attach), [connect, ideas, wheels]);
  return { ideas, wheels, connect: withBoth };
}

export interface PresentingActivity {
  /** The slide's screen for the stage, or null for a slide that is no brainstorm or wheel. */
  readonly stage: ReactNode;
  /** Its buttons for the presenting controls. */
  readonly controls: ReactNode;
  /** An action the server refused or never answered, in words. */
  readonly problem: string | null;
}

/**
 * Brainstorms and spinner wheels inside the presenting screen: their screens on the stage, their controls, and the
 * fetch of what a (re)joined screen missed.
 */
export function usePresentingActivity(store: PresenterActivitiesStore, { current, live }: { current: DeckSlide | null; live: PresenterLiveState }): PresentingActivity {
  const { t } = useTranslation();
  const ideas = useSyncExternalStore(store.ideas.subscribe, store.ideas.current);
  const wheels = useSyncExternalStore(store.wheels.subscribe, store.wheels.current);
  const sessionId = live.ended ? null : live.sessionId;
  const joinedSession = live.connection === 'online' ? sessionId : null;
  const type = current?.type;
  const slideId = current?.id ?? null;

  // Joined (or re-joined) the presenter room of a running session: take the board or wheel missed meanwhile.
  useEffect(() => {
    if (!joinedSession || !slideId) return;
    if (type === 'ideas') void store.ideas.refresh(slideId);
    if (type === 'spinnerWheel') void store.wheels.refresh(slideId);
  }, [store, joinedSession, slideId, type]);

  const wheel = slideId && type === 'spinnerWheel' ? (wheels.wheels[slideId] ?? null) : null;
  const shownWheel = wheel && wheel.sessionId === sessionId ? wheel : null;
  const landsAt = shownWheel?.spin ? landingAt(shownWheel.spin) : 0;
  const now = useNow(shownWheel?.spin != null && serverTime(Date.now(), wheels.offsetMs) < landsAt, 250);
  const spinning = serverTime(now, wheels.offsetMs) < landsAt;

  if (!current || !slideId) return { stage: null, controls: null, problem: null };
  const title = current.title && !isPlaceholderText(current.title) ? current.title : '';
  if (type === 'ideas') {
    const board = ideas.boards[slideId];
    const shown = board && board.sessionId === sessionId ? board : null;
    return {
      stage: <IdeasStage title={title} board={shown} />,
      controls: <IdeasControls stage={shown?.stage ?? 'submission'} busy={ideas.busy} disabled={sessionId === null} onStage={(stage) => void store.ideas.moveStage(slideId, stage)} />,
      problem: ideas.problem ? (ideas.problem.message ?? t('ideas.problems.stage')) : null,
    };
  }
  if (type === 'spinnerWheel') {
    return {
      stage: <WheelStage title={title} wheel={shownWheel} offsetMs={wheels.offsetMs} />,
      controls: <WheelControls wheel={shownWheel} spinning={spinning} busy={wheels.busy} onAct={(action) => void store.wheels.act(slideId, action)} />,
      problem: wheels.problem ? (wheels.problem.message ?? t('spinner.problems.action')) : null,
    };
  }
  return { stage: null, controls: null, problem: null };
}
