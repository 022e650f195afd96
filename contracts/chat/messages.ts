import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES } from './constants.js';
import type { ChatRole } from './events.js';

/**
 * A chat entry as the screens show it (doc 2 §3 "Chat message": timestamp, message, role, name, avatar, teamName,
 * color, userId, received; system messages have type change-online-status with text hasJoined or hasLeft).
 * `received` is the sender's own flag: false while a send failed (shown as not received, retryable).
 */
export type ChatEntry =
  | {
      type: 'message';
      id: string;
      timestamp: string;
      message: string;
      role: ChatRole;
      name: string;
      avatar: string | null;
      teamName: string | null;
      color: string;
      userId: string;
      received: boolean;
    }
  | { type: 'change-online-status'; id: string; timestamp: string; text: 'hasJoined' | 'hasLeft'; name: string; userId: string };

/** 'chat:send': the messageId is the client's, so a re-send after a lost ack is stored once. */
export const sendChatMessageSchema = z.strictObject({
  messageId: z.string().uuid(),
  message: z.string().trim().min(1, { message: CHAT_MESSAGES.enterMessage }).max(CHAT_MESSAGE_MAX_LENGTH),
  /** The presenter names the presentation; a phone's token names its session. */
  presentationId: z.string().uuid().optional(),
});
export type SendChatMessage = z.infer<typeof sendChatMessageSchema>;

/** 'chat:subscribe', 'chat:unsubscribe' and (presenter) 'chat:clear'. */
export const chatRoomRequestSchema = z.strictObject({ presentationId: z.string().uuid().optional() });

export const CHAT_SOCKET_EVENTS = {
  // either -> server (acked): load the stored messages and follow new ones / stop following
  subscribe: 'chat:subscribe',
  unsubscribe: 'chat:unsubscribe',
  // either -> server (acked, rate limited per audience socket)
  send: 'chat:send',
  // presenter -> server (acked): empties the chat for everyone
  clear: 'chat:clear',
  // server -> audience socket on connect and when the switches change: whether the chat is there
  settings: 'chat:settings',
  // server -> subscribed sockets (batched, at most 10/s)
  messages: 'chat:messages',
  cleared: 'chat:cleared',
} as const;

export interface ChatSettingsPayload {
  sessionId: string;
  /** isEnableChat, no audience pacing and no private mode (the screens add where they are: doc 2 §4). */
  available: boolean;
}

export interface ChatSnapshot {
  sessionId: string;
  available: boolean;
  /** The newest CHAT_MESSAGES_KEPT entries, oldest first. */
  entries: ChatEntry[];
}

export interface ChatMessagesPayload {
  sessionId: string;
  entries: ChatEntry[];
}
