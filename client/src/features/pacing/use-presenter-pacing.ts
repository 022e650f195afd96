import { useMemo, useSyncExternalStore } from 'react';
import { useServices } from '../../app-services.js';
import type { ConnectLive } from '../live/live-socket.js';
import { connectingAlso } from '../quiz/quiz-socket.js';
import { PresenterPacing, type PresenterPacingState } from './presenter-pacing.js';

/** The presenter's progress view of a self-paced session, on the presenting screen's own socket (pass `connect` on). */
export function usePresenterPacing(
  presentationId: string,
  connect: ConnectLive,
): { readonly connect: ConnectLive; readonly pacing: PresenterPacing; readonly state: PresenterPacingState } {
  const { http } = useServices();
  const pacing = useMemo(() => new PresenterPacing(http, presentationId), [http, presentationId]);
  const withPacing = useMemo(() => connectingAlso(connect, pacing.attach), [connect, pacing]);
  const state = useSyncExternalStore(pacing.subscribe, pacing.current);
  return { connect: withPacing, pacing, state };
}
