import { useMemo, useSyncExternalStore } from 'react';
import { connectLive, type ConnectLive } from '../live/live-socket.js';
import { connectingAlso } from '../quiz/quiz-socket.js';
import { LiveChat, type LiveChatState } from './live-chat.js';

export interface LiveChatStore {
  readonly chat: LiveChat;
  readonly state: LiveChatState;
  /** The screen's connect, handing each connection to the chat too (pass it on to the live session). */
  readonly connect: ConnectLive;
}

/**
 * The chat on a live screen's socket. A phone (`presentationId` null) follows it when told it is there; the
 * presenter's screen calls `chat.follow()` each time it is (again) in the presenter room of a session.
 */
export function useLiveChat(key: string, connect: ConnectLive | undefined, presentationId: string | null = null): LiveChatStore {
  // A new join (key: the token) is a new person; a new presentation a new chat.
  const chat = useMemo(() => new LiveChat(presentationId), [key, presentationId]);
  const withChat = useMemo(() => connectingAlso(connect ?? connectLive, chat.attach), [connect, chat]);
  const state = useSyncExternalStore(chat.subscribe, chat.current);
  return { chat, state, connect: withChat };
}
