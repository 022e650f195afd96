import { CHAT_MESSAGES, CHAT_MESSAGES_KEPT } from '../../../contracts/chat/constants.js';
import type { ChatEntry } from '../../../contracts/chat/messages.js';
import type { PresentationSettings } from '../../../contracts/deck/settings.js';
import { hasVisibleCharacter } from '../../../contracts/shared/visible-text.js';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';

/** The deck's side of chat visibility (doc 2 §4): chat is enabled, no audience pacing, no private mode. */
export function chatAvailable(settings: Pick<PresentationSettings, 'isEnableChat' | 'audiencePacing' | 'privateMode'>): boolean {
  return settings.isEnableChat && !settings.audiencePacing && !settings.privateMode;
}

/** Where a screen is, for the rest of the rule. */
export interface ChatPlace {
  /** Waiting for the presenter (no slide live yet) or in a quiz lobby. */
  readonly inLobby: boolean;
  /** A live session is running and this screen is part of it (the presenting screen, a joined phone). */
  readonly presenting: boolean;
  /** The audience-facing share page (/share/{id}), which never shows the chat. */
  readonly sharing: boolean;
}

/**
 * Spec doc 2 §4 "Chat visibility: shown only if chat is enabled, no audience pacing, no private mode, in the lobby,
 * presenting and not sharing", read as: the deck allows it, the screen is in the lobby or presenting, and it is not
 * the share page.
 */
export function chatVisible(available: boolean, place: ChatPlace): boolean {
  return available && (place.inLobby || place.presenting) && !place.sharing;
}

/** Doc 2 §5: chat keeps at most 200 messages, the newest. */
export function keepNewest<T>(entries: readonly T[], kept = CHAT_MESSAGES_KEPT): T[] {
  return entries.length > kept ? entries.slice(entries.length - kept) : [...entries];
}

/** A message as stored: trimmed, and it must show something. */
export function chatText(message: string): string {
  const text = message.trim();
  if (!hasVisibleCharacter(text)) throw new ValidationFailed(CHAT_MESSAGES.enterMessage, [{ path: 'message', message: CHAT_MESSAGES.enterMessage }]);
  return text;
}

/** Doc 2 §3 "Chat message": color. Each person keeps one colour, the same on every screen. */
const CHAT_COLOURS = ['#b4235a', '#1d5fa8', '#2f7d32', '#8a4b08', '#6a3fa0', '#0f6e6e', '#a23c2b', '#4a5a16'] as const;

export function chatColourOf(userId: string): string {
  let hash = 0;
  for (let index = 0; index < userId.length; index++) hash = (hash * 31 + userId.charCodeAt(index)) >>> 0;
  return CHAT_COLOURS[hash % CHAT_COLOURS.length]!;
}

/** Appends entries and keeps the newest 200. */
export function appendEntries(entries: readonly ChatEntry[], added: readonly ChatEntry[]): ChatEntry[] {
  return keepNewest([...entries, ...added]);
}
