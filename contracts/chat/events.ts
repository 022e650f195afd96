/** Who wrote a chat message (doc 2 §3 "Chat message": role). */
export type ChatRole = 'audience' | 'presenter';

export interface ChatMessageData {
  sessionId: string;
  presentationId: string;
  messageId: string;
  role: ChatRole;
  /** The audience id, or the presenter's user id. */
  userId: string;
  name: string;
  /** An audience member's emoji; null for the presenter. */
  avatar: string | null;
  /** The team of an audience member in team play. */
  teamName: string | null;
  message: string;
  sentAt: string;
}

/**
 * Chat events. An audience member's messages and comings and goings are on their own stream,
 * `participant-{sessionId}-{audienceId}`; the presenter's messages and clearing the chat on `session-{sessionId}`.
 * (Joining is the session's AudienceAdmitted.)
 */
export type ChatEvent =
  | { type: 'ChatMessageSent'; data: ChatMessageData }
  | { type: 'ChatCleared'; data: { sessionId: string; at: string } }
  /** The person's last connection closed and they did not come back in time. */
  | { type: 'ParticipantLeft'; data: { sessionId: string; presentationId: string; audienceId: string; name: string; at: string } }
  | { type: 'ParticipantReturned'; data: { sessionId: string; presentationId: string; audienceId: string; name: string; at: string } };

export const CHAT_EVENT_TYPES = ['ChatMessageSent', 'ChatCleared', 'ParticipantLeft', 'ParticipantReturned'] as const satisfies readonly ChatEvent['type'][];
