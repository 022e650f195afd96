import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Server } from 'socket.io';
import { CHAT_BROADCAST_INTERVAL_MS } from '../../../contracts/chat/constants.js';
import { CHAT_SOCKET_EVENTS, type ChatEntry, type ChatMessagesPayload, type ChatSettingsPayload } from '../../../contracts/chat/messages.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { chatEntryOf } from '../../../projections/chat/chat.projection.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import { KeyedThrottle } from '../../live/application/results-throttle.js';
import { audienceRoom, presenterRoom } from '../../live/realtime/live-rooms.js';
import { chatAvailable } from '../domain/chat-rules.js';
import { ChatService } from '../application/chat.service.js';
import { chatRoom } from './chat-rooms.js';

/** Pushes the chat to the sockets that show it: new entries batched (at most 10 sends a second), clearing at once. */
@Injectable()
export class ChatBroadcaster implements OnModuleDestroy {
  private readonly logger = new Logger(ChatBroadcaster.name);
  private server?: Server;
  private readonly unfollows: (() => void)[] = [];
  /** Per session, entries not sent yet. */
  private readonly pending = new Map<string, ChatEntry[]>();
  private readonly sends = new KeyedThrottle((sessionId) => this.sendPending(sessionId));
  /** Per presentation being run, whether its chat was available when the screens were last told. */
  private readonly availability = new Map<string, boolean>();

  constructor(
    private readonly chat: ChatService,
    private readonly sessions: LiveSessions,
    private readonly decks: LiveDecks,
  ) {}

  attach(server: Server): void {
    this.server = server;
    this.unfollows.push(
      this.chat.onChange((entry, event) => {
        if (event.type === 'SessionStopped') {
          this.availability.delete((event.data as { presentationId: string }).presentationId);
          return;
        }
        if (event.type === 'ChatCleared') {
          this.pending.delete(entry.key);
          this.server?.to(chatRoom(entry.key)).emit(CHAT_SOCKET_EVENTS.cleared, { sessionId: entry.key });
          return;
        }
        const added = chatEntryOf(event);
        if (!added) return;
        const queued = this.pending.get(entry.key);
        if (queued) queued.push(added);
        else this.pending.set(entry.key, [added]);
        this.sends.touch(entry.key, CHAT_BROADCAST_INTERVAL_MS);
      }),
      this.decks.onChange((entry) => void this.deckChanged(entry.state).catch((error: unknown) => this.logger.error(String(error)))),
    );
  }

  onModuleDestroy(): void {
    for (const unfollow of this.unfollows) unfollow();
    this.sends.stop();
  }

  private sendPending(sessionId: string): void {
    const entries = this.pending.get(sessionId);
    this.pending.delete(sessionId);
    if (!entries?.length) return;
    this.server?.to(chatRoom(sessionId)).emit(CHAT_SOCKET_EVENTS.messages, { sessionId, entries } satisfies ChatMessagesPayload);
  }

  /** The chat switch (or audience pacing, or private mode) changed while presenting: every screen is told. */
  private async deckChanged(deck: DeckDocument | null): Promise<void> {
    if (!deck || !this.server) return;
    const available = chatAvailable(deck.settings);
    if (this.availability.get(deck.id) === available) return;
    const sessionId = await this.sessions.currentSessionId(deck.id);
    if (sessionId === null) return;
    this.availability.set(deck.id, available);
    const payload: ChatSettingsPayload = { sessionId, available };
    this.server.to(audienceRoom(sessionId)).to(presenterRoom(deck.id)).emit(CHAT_SOCKET_EVENTS.settings, payload);
  }
}
