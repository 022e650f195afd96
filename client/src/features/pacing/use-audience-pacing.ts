import { useMemo, useSyncExternalStore } from 'react';
import type { ConnectLive } from '../live/live-socket.js';
import { connectingAlso } from '../quiz/quiz-socket.js';
import { AudiencePacing, type AudiencePacingState } from './audience-pacing.js';

/** One phone's own way through a self-paced session, on the audience app's socket (pass `connect` on). */
export function useAudiencePacing(token: string, connect: ConnectLive): { readonly connect: ConnectLive; readonly pacing: AudiencePacing; readonly state: AudiencePacingState } {
  const pacing = useMemo(() => new AudiencePacing(), [token]);
  const withPacing = useMemo(() => connectingAlso(connect, pacing.attach), [connect, pacing]);
  const state = useSyncExternalStore(pacing.subscribe, pacing.current);
  return { connect: withPacing, pacing, state };
}
