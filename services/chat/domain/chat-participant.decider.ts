import { CHAT_MESSAGES } from '../../../contracts/chat/constants.js';
import type { ChatEvent } from '../../../contracts/chat/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { chatText } from './chat-rules.js';

/** One audience member's chat, folded from their own stream. */
export interface ChatParticipantState {
  /** Every message id they sent (a re-sent messageId decides nothing). */
  readonly sent: ReadonlySet<string>;
  /** Whether their last connection closed and they stayed away (ParticipantLeft, until ParticipantReturned). */
  readonly away: boolean;
}

/** Who the person is in the session and whether the chat is there; looked up by the caller, passed in. */
export interface ChatMemberContext {
  readonly sessionId: string;
  readonly presentationId: string;
  readonly audienceId: string;
  readonly name: string;
  readonly avatar: string;
  readonly teamName: string | null;
  /** chatAvailable(deck settings) while the session is live. */
  readonly chatAvailable: boolean;
}

export type ChatParticipantCommand =
  | { readonly type: 'SendChatMessage'; readonly messageId: string; readonly message: string; readonly context: ChatMemberContext }
  | { readonly type: 'MarkLeft'; readonly context: ChatMemberContext }
  | { readonly type: 'MarkReturned'; readonly context: ChatMemberContext };

/** Chat messages and comings and goings, on the person's own stream (`participant-{sessionId}-{audienceId}`). */
export const chatParticipantDecider: Decider<ChatParticipantState, ChatParticipantCommand, ChatEvent> = {
  initialState: { sent: new Set(), away: false },
  recognisesResentCommands: true,

  evolve(state, event) {
    switch (event.type) {
      case 'ChatMessageSent':
        return { ...state, sent: new Set(state.sent).add(event.data.messageId) };
      case 'ParticipantLeft':
        return { ...state, away: true };
      case 'ParticipantReturned':
        return { ...state, away: false };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    const { context } = command;
    const who = { sessionId: context.sessionId, presentationId: context.presentationId, audienceId: context.audienceId, name: context.name, at: now };
    switch (command.type) {
      case 'SendChatMessage': {
        if (state.sent.has(command.messageId)) return [];
        if (!context.chatAvailable) throw new BusinessRuleViolated(CHAT_MESSAGES.off);
        return [
          {
            type: 'ChatMessageSent',
            data: {
              sessionId: context.sessionId,
              presentationId: context.presentationId,
              messageId: command.messageId,
              role: 'audience',
              userId: context.audienceId,
              name: context.name,
              avatar: context.avatar,
              teamName: context.teamName,
              message: chatText(command.message),
              sentAt: now,
            },
          },
        ];
      }
      case 'MarkLeft':
        return state.away ? [] : [{ type: 'ParticipantLeft', data: who }];
      case 'MarkReturned':
        return state.away ? [{ type: 'ParticipantReturned', data: who }] : [];
      default:
        return assertNever(command);
    }
  },
};
