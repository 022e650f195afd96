import { useMemo, useSyncExternalStore } from 'react';
import type { ConnectLive } from '../live/live-socket.js';
import { connectingAlso } from '../quiz/quiz-socket.js';
import { AudienceQna, type AudienceQnaState } from './audience-qna.js';

/** One audience member's Q&A, on the audience app's own socket (pass `connect` on to the audience session). */
export function useAudienceQna(token: string, connect: ConnectLive): { readonly connect: ConnectLive; readonly qna: AudienceQna; readonly state: AudienceQnaState } {
  // A new join (token) is a new person: nothing of the previous one's questions or votes carries over.
  const qna = useMemo(() => new AudienceQna(), [token]);
  const withQna = useMemo(() => connectingAlso(connect, qna.attach), [connect, qna]);
  const state = useSyncExternalStore(qna.subscribe, qna.current);
  return { connect: withQna, qna, state };
}
