/** Chat (spec doc 2 §3 "Chat message", §4 "Chat visibility" and "Chat send", §5, §9). */

/** Doc 2 §5 and §9: chat keeps at most 200 messages. */
export const CHAT_MESSAGES_KEPT = 200;
/** Doc 2 §9: the stored copy (on the device) lives 30 days and is written at most every 10 seconds. */
export const CHAT_STORED_COPY_DAYS = 30;
export const CHAT_STORED_COPY_WRITE_INTERVAL_MS = 10_000;

export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** New messages reach the room at most 10 times a second, batched. */
export const CHAT_BROADCAST_INTERVAL_MS = 100;
/**
 * A phone whose last connection closed counts as gone ("has left") only after this long without coming back,
 * so a blip of the network is not a leave and a return (CHAT_LEFT_AFTER_SECONDS changes it).
 */
export const DEFAULT_CHAT_LEFT_AFTER_SECONDS = 10;

export const CHAT_MESSAGES = {
  off: 'Chat is turned off for this presentation.',
  enterMessage: 'Type a message first.',
} as const;
