import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DeckDocument } from '../../../../contracts/deck/read-model.js';
import { connectLive, type ConnectLive } from '../live/live-socket.js';
import type { PresenterLiveState } from '../live/presenter-live.js';
import { connectingAlso } from '../quiz/quiz-socket.js';
import { PresenterQna, type PresenterQnaView } from './presenter-qna.js';

export interface PresenterQnaStore {
  readonly qna: PresenterQna;
  /** The live screen's connect, handing each connection to the Q&A too (pass it on to usePresenting). */
  readonly connect: ConnectLive;
}

export function usePresenterQnaStore(presentationId: string, connect: ConnectLive | undefined): PresenterQnaStore {
  const qna = useMemo(() => new PresenterQna(presentationId), [presentationId]);
  const withQna = useMemo(() => connectingAlso(connect ?? connectLive, qna.attach), [connect, qna]);
  return { qna, connect: withQna };
}

/** Whether the deck runs Q&A: a Q&A slide, or Q&A on every slide (qnaAllSlide). */
export function deckHasQna(deck: DeckDocument | null): boolean {
  return deck !== null && (deck.settings.qnaAllSlide || deck.slides.some((slide) => slide.type === 'question'));
}

/** The presenter's Q&A list, taken whole each time the screen is (again) in the presenter room of a session. */
export function usePresenterQna(store: PresenterQnaStore, live: Pick<PresenterLiveState, 'connection' | 'sessionId'>, enabled: boolean): PresenterQnaView {
  const view = useSyncExternalStore(store.qna.subscribe, store.qna.current);
  useEffect(() => {
    if (enabled && live.connection === 'online' && live.sessionId !== null) void store.qna.sync();
  }, [enabled, live.connection, live.sessionId, store.qna]);
  return view;
}
