import { CHAT_MESSAGES } from '../../../contracts/chat/constants.js';
import type { ChatEvent } from '../../../contracts/chat/events.js';
import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { chatText } from './chat-rules.js';

/** The presenter's side of a session's chat, folded from the session's stream. */
export interface ChatSessionState {
  readonly sessionId: string | null;
  readonly presentationId: string | null;
  readonly live: boolean;
}

export type ChatSessionCommand =
  | {
      readonly type: 'SendPresenterMessage';
      readonly messageId: string;
      readonly message: string;
      readonly presenter: { readonly userId: string; readonly name: string };
      readonly chatAvailable: boolean;
    }
  | { readonly type: 'ClearChat' };

type SessionLifecycle =
  | DomainEvent<'SessionStarted', { sessionId: string; presentationId: string }>
  | DomainEvent<'SessionStopped', { sessionId: string }>
  | DomainEvent<'SessionResumed', { sessionId: string }>;

/** The presenter's messages and clearing the chat, on `session-{sessionId}`. Re-sends are caught by their commandId. */
export const chatSessionDecider: Decider<ChatSessionState, ChatSessionCommand, ChatEvent | SessionLifecycle> = {
  initialState: { sessionId: null, presentationId: null, live: false },

  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { ...state, sessionId: event.data.sessionId, presentationId: event.data.presentationId, live: true };
      case 'SessionStopped':
        return { ...state, live: false };
      case 'SessionResumed':
        return { ...state, live: true };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    if (!state.live || state.sessionId === null || state.presentationId === null) throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    switch (command.type) {
      case 'SendPresenterMessage':
        if (!command.chatAvailable) throw new BusinessRuleViolated(CHAT_MESSAGES.off);
        return [
          {
            type: 'ChatMessageSent',
            data: {
              sessionId: state.sessionId,
              presentationId: state.presentationId,
              messageId: command.messageId,
              role: 'presenter',
              userId: command.presenter.userId,
              name: command.presenter.name,
              avatar: null,
              teamName: null,
              message: chatText(command.message),
              sentAt: now,
            },
          },
        ];
      case 'ClearChat':
        return [{ type: 'ChatCleared', data: { sessionId: state.sessionId, at: now } }];
      default:
        return assertNever(command);
    }
  },
};
