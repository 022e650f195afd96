import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ChatSnapshot, SendChatMessage } from '../../../contracts/chat/messages.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import { teamName } from '../../../contracts/quiz/teams.js';
import { IdentityRepository } from '../../accounts/application/identity-repository.js';
import type { LiveChangeListener } from '../../infrastructure/realtime/live-views/live-view.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { BusinessRuleViolated, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { deckOf, LiveSessions, type SessionEntry } from '../../live/application/live-sessions.js';
import { sessionDeck } from '../../live/application/session-deck.js';
import type { ChatDocument } from '../../../projections/chat/chat.document.js';
import type { ChatMemberContext } from '../domain/chat-participant.decider.js';
import { chatAvailable } from '../domain/chat-rules.js';
import { RunChatParticipantCommand, RunChatSessionCommand } from './chat-commands.js';
import { chatView, type ChatViewEntry } from './chat.view.js';

/** Whether a session's chat is there: the session is live and its deck allows it (doc 2 §4). */
export function chatAvailableIn(session: SessionEntry, deck: DeckDocument | null = deckOf(session)): boolean {
  return session.state.state.status === 'live' && deck !== null && chatAvailable(deck.settings);
}

/** A session's chat: sending (a command on the sender's stream), clearing, and the stored entries. */
@Injectable()
export class ChatService {
  private readonly chats: LiveViewHandle<ChatDocument | null, SessionEntry>;

  constructor(
    runner: LiveViewRunner,
    private readonly commands: CommandBus,
    private readonly sessions: LiveSessions,
    private readonly control: LiveControlService,
    private readonly identities: IdentityRepository,
    private readonly decks: LiveDecks,
  ) {
    this.chats = runner.register(chatView);
  }

  /** The session's chat, loaded once; it then follows the feed. */
  entry(sessionId: string): Promise<ChatViewEntry> {
    return this.chats.get(sessionId);
  }

  onChange(listener: LiveChangeListener<ChatDocument | null, SessionEntry>): () => void {
    return this.chats.onChange(listener);
  }

  async snapshot(sessionId: string): Promise<ChatSnapshot> {
    const entry = await this.entry(sessionId);
    return { sessionId, available: entry.context ? await this.availableIn(entry.context) : false, entries: [...(entry.state?.entries ?? [])] };
  }

  /** The live session a presenter's request names (theirs only: anyone else's answers as unknown). */
  async presenterSession(actor: Actor, presentationId: string | undefined): Promise<string> {
    if (presentationId === undefined) throw new ValidationFailed('presentationId: Required', [{ path: 'presentationId', message: 'Required' }]);
    await this.control.ownedDeck(actor, presentationId);
    const sessionId = await this.sessions.currentSessionId(presentationId);
    if (sessionId === null) throw new NotFound('This presentation has no live session.');
    return sessionId;
  }

  async sendFromAudience(actor: Actor, sessionId: string, request: SendChatMessage): Promise<{ duplicate: boolean }> {
    const context = await this.memberContext(sessionId, actor.id);
    const result = await this.commands.execute(
      new RunChatParticipantCommand(actor, sessionId, { type: 'SendChatMessage', messageId: request.messageId, message: request.message, context }, request.messageId),
    );
    return { duplicate: result.events.length === 0 || result.duplicate };
  }

  async sendFromPresenter(actor: Actor, request: SendChatMessage): Promise<{ duplicate: boolean }> {
    const sessionId = await this.presenterSession(actor, request.presentationId);
    const session = await this.sessions.entry(sessionId);
    const identity = await this.identities.load(actor.id);
    const name = identity.status === 'registered' ? `${identity.firstName} ${identity.lastName}`.trim() : '';
    const result = await this.commands.execute(
      new RunChatSessionCommand(
        actor,
        sessionId,
        { type: 'SendPresenterMessage', messageId: request.messageId, message: request.message, presenter: { userId: actor.id, name }, chatAvailable: await this.availableIn(session) },
        request.messageId,
      ),
    );
    return { duplicate: result.events.length === 0 || result.duplicate };
  }

  async clear(actor: Actor, presentationId: string | undefined, commandId: string): Promise<void> {
    const sessionId = await this.presenterSession(actor, presentationId);
    await this.commands.execute(new RunChatSessionCommand(actor, sessionId, { type: 'ClearChat' }, commandId));
  }

  /** The person's last connection closed a while ago: "has left", if the chat is there to say it. */
  async markLeft(actor: Actor, sessionId: string): Promise<void> {
    const context = await this.memberContext(sessionId, actor.id);
    if (context.chatAvailable) await this.commands.execute(new RunChatParticipantCommand(actor, sessionId, { type: 'MarkLeft', context }));
  }

  /** The person is connected again after being recorded as gone: "has joined". */
  async markReturned(actor: Actor, sessionId: string): Promise<void> {
    const context = await this.memberContext(sessionId, actor.id);
    if (context.chatAvailable) await this.commands.execute(new RunChatParticipantCommand(actor, sessionId, { type: 'MarkReturned', context }));
  }

  async chatAvailable(sessionId: string): Promise<boolean> {
    return this.availableIn(this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId)));
  }

  private async availableIn(session: SessionEntry): Promise<boolean> {
    return chatAvailableIn(session, await sessionDeck(session, this.decks));
  }

  /** Whether the chat is there, from the session in memory (false when it is not loaded). */
  chatAvailableNow(sessionId: string): boolean {
    const session = this.sessions.loadedEntry(sessionId);
    return session !== undefined && chatAvailableIn(session);
  }

  private async memberContext(sessionId: string, audienceId: string): Promise<ChatMemberContext> {
    const session = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
    const { state, members } = session.state;
    if (state.status === 'none') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    const member = members.get(audienceId);
    return {
      sessionId,
      presentationId: state.presentationId,
      audienceId,
      name: member?.name ?? '',
      avatar: member?.emoji ?? '',
      teamName: member?.teamId === undefined ? null : teamName(member.teamId),
      chatAvailable: await this.availableIn(session),
    };
  }
}
