import type { ChatEvent } from '../../../contracts/chat/events.js';
import { CHAT_MESSAGES } from '../../../contracts/chat/constants.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { chatParticipantDecider, type ChatMemberContext } from './chat-participant.decider.js';
import { chatSessionDecider } from './chat-session.decider.js';

const ann = { kind: 'audience' as const, id: 'ann' };
const owner = { kind: 'user' as const, id: 'owner' };
const member: ChatMemberContext = { sessionId: 's', presentationId: 'p', audienceId: 'ann', name: 'Ann', avatar: '🦊', teamName: null, chatAvailable: true };
const sent = (messageId: string, message = 'Hello'): ChatEvent => ({
  type: 'ChatMessageSent',
  data: { sessionId: 's', presentationId: 'p', messageId, role: 'audience', userId: 'ann', name: 'Ann', avatar: '🦊', teamName: null, message, sentAt: SPEC_NOW },
});
const who = { sessionId: 's', presentationId: 'p', audienceId: 'ann', name: 'Ann', at: SPEC_NOW };

describe('Chat on the audience member\'s own stream (spec doc 2 §3 "Chat message", §4 "Chat send")', () => {
  const { given } = givenWhenThen(chatParticipantDecider);
  const send = (messageId: string, message = 'Hello', context = member) => ({ type: 'SendChatMessage' as const, messageId, message, context });

  it('given nothing, when a person sends a message, then ChatMessageSent as the audience, with their name and avatar, trimmed', () => {
    expect(given([]).when(send('m1', '  Hello  '), ann)).toEqual([sent('m1')]);
  });

  it('given a message, when the same messageId comes again (a retry after a failed send), then nothing: stored once', () => {
    expect(given([sent('m1')]).when(send('m1'), ann)).toEqual([]);
  });

  it('refuses a message while the chat is not available (isEnableChat off, audience pacing or private mode)', () => {
    expect(() => given([]).when(send('m1', 'Hello', { ...member, chatAvailable: false }), ann)).toThrow(new BusinessRuleViolated(CHAT_MESSAGES.off));
  });

  it('refuses a message that shows nothing', () => {
    expect(() => given([]).when(send('m1', ' \u200b '), ann)).toThrow(ValidationFailed);
  });

  it('records leaving once and returning once (doc 2 §3 system messages change-online-status hasLeft / hasJoined)', () => {
    const left: ChatEvent = { type: 'ParticipantLeft', data: who };
    expect(given([]).when({ type: 'MarkLeft', context: member }, ann)).toEqual([left]);
    expect(given([left]).when({ type: 'MarkLeft', context: member }, ann)).toEqual([]);
    expect(given([]).when({ type: 'MarkReturned', context: member }, ann)).toEqual([]);
    expect(given([left]).when({ type: 'MarkReturned', context: member }, ann)).toEqual([{ type: 'ParticipantReturned', data: who }]);
  });
});

describe('The presenter\'s chat on the session stream', () => {
  const { given } = givenWhenThen(chatSessionDecider);
  const started = { type: 'SessionStarted', data: { sessionId: 's', presentationId: 'p', ownerId: 'owner', plan: 'free', participantLimit: 50, startedAt: SPEC_NOW } } as const satisfies SessionEvent;
  const stopped = { type: 'SessionStopped', data: { sessionId: 's', presentationId: 'p', stoppedAt: SPEC_NOW } } as const satisfies SessionEvent;
  const say = (chatAvailable = true) => ({ type: 'SendPresenterMessage' as const, messageId: 'm1', message: 'Welcome!', presenter: { userId: 'owner', name: 'Grace Hopper' }, chatAvailable });

  it('sends a presenter message (role presenter, no avatar)', () => {
    expect(given([started]).when(say(), owner)).toEqual([
      {
        type: 'ChatMessageSent',
        data: { sessionId: 's', presentationId: 'p', messageId: 'm1', role: 'presenter', userId: 'owner', name: 'Grace Hopper', avatar: null, teamName: null, message: 'Welcome!', sentAt: SPEC_NOW },
      },
    ]);
  });

  it('refuses while the chat is off or the session is not live', () => {
    expect(() => given([started]).when(say(false), owner)).toThrow(new BusinessRuleViolated(CHAT_MESSAGES.off));
    expect(() => given([started, stopped]).when(say(), owner)).toThrow(BusinessRuleViolated);
  });

  it('clears the chat (doc 2 §4 "clearing empties list and stored copy")', () => {
    expect(given([started]).when({ type: 'ClearChat' }, owner)).toEqual([{ type: 'ChatCleared', data: { sessionId: 's', at: SPEC_NOW } }]);
  });
});
