import type { ChatEntry } from '../../contracts/chat/messages.js';

/** A session's chat: the newest 200 entries (messages and who joined or left), oldest first. */
export type ChatDocument = {
  readonly id: string;
  readonly presentationId: string;
  readonly entries: readonly ChatEntry[];
  /** Global position of the last event folded in; lets a live fold resume from a stored document. */
  readonly lastPosition: number;
  [key: string]: unknown;
};
