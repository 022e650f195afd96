import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AudienceIdeas, type AudienceIdeasState } from '../ideas/audience/audience-ideas.js';
import type { ConnectLive } from '../live/live-socket.js';
import { connectingAlso } from '../quiz/quiz-socket.js';
import { WheelStates, type WheelStatesState } from '../spinner/wheel-states.js';

export interface AudienceActivities {
  /** The audience app's connect, handing each connection to the brainstorms and wheels too (pass it on). */
  readonly connect: ConnectLive;
  readonly ideas: AudienceIdeas;
  readonly ideasState: AudienceIdeasState;
  readonly wheelsState: WheelStatesState;
}

/** One audience member's brainstorms and wheels, on the audience app's own socket. */
export function useAudienceActivities(token: string, connect: ConnectLive): AudienceActivities {
  const { t } = useTranslation();
  const voteNotReceived = t('ideas.audience.notReceived');
  // A new join (token) is a new person: nothing of the previous one's carries over.
  const ideas = useMemo(() => new AudienceIdeas({ voteNotReceived }), [token]);
  const wheels = useMemo(() => new WheelStates({ wheels: {}, offsetMs: 0 }), [token]);
  const withBoth = useMemo(() => connectingAlso(connectingAlso(connect, ideas.attach), wheels.attach), [connect, ideas, wheels]);
  const ideasState = useSyncExternalStore(ideas.subscribe, ideas.current);
  const wheelsState = useSyncExternalStore(wheels.subscribe, wheels.current);
  return { connect: withBoth, ideas, ideasState, wheelsState };
}

/** Slide types whose phone screens are a brainstorm or a wheel. */
export const isAudienceActivity = (type: string) => type === 'ideas' || type === 'spinnerWheel';
