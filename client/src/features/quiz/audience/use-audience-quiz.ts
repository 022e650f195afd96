import { useMemo, useSyncExternalStore } from 'react';
import type { ConnectLive } from '../../live/live-socket.js';
import { connectingAlso } from '../quiz-socket.js';
import { AudienceQuiz, type AudienceQuizState } from './audience-quiz.js';

/** One audience member's quiz, on the audience app's own socket (pass `connect` on to the audience session). */
export function useAudienceQuiz(token: string, connect: ConnectLive): { readonly connect: ConnectLive; readonly state: AudienceQuizState } {
  // A new join (token) is a new person: nothing of the previous one's quiz carries over.
  const quiz = useMemo(() => new AudienceQuiz(), [token]);
  const withQuiz = useMemo(() => connectingAlso(connect, quiz.attach), [connect, quiz]);
  const state = useSyncExternalStore(quiz.subscribe, quiz.current);
  return { connect: withQuiz, state };
}
