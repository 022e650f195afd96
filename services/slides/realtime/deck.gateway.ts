import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Subscription } from 'rxjs';
import type { Server, Socket } from 'socket.io';
import { deckCommandSchema } from '../../../contracts/deck/deck-commands.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  DECK_SOCKET_EVENTS,
  deckCommandRequestSchema,
  deckSubscribeRequestSchema,
  type DeckCommandAck,
  type DeckEventsMessage,
  type DeckSubscribeAck,
} from '../../../contracts/realtime/deck-sync.js';
import { Forbidden, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import { GetPresentationQuery } from '../../presentations/application/presentation-queries.js';
import { GetDeckEventsQuery } from '../application/deck-events-query.js';
import { RunDeckCommand } from '../application/run-deck-command.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';
import { GetProfileQuery } from '../../accounts/application/get-profile.js';
import { DeckEditors } from './deck-editors.js';
import { deckEventRuns, deckRoom } from './deck-rooms.js';

const unsubscribeSchema = deckSubscribeRequestSchema.pick({ presentationId: true });

/** Presenters and guests edit decks; audience sockets (the live gateway's) never reach a deck room. */
function editorOf(socket: Socket): Actor {
  const { actor } = socketIdentity(socket);
  if (actor.kind !== 'user' && actor.kind !== 'guest') throw new Forbidden('Only the owner of this presentation can edit it');
  return actor;
}

/**
 * Deck editing over socket.io (contracts/realtime/deck-sync.ts): editors of a presentation share the room
 * `deck:{id}` and get every event of its stream, in order, whoever wrote it; commands carry the client's
 * mutation id (the events' commandId) and the revision it saw.
 */
@WebSocketGateway()
export class DeckGateway implements OnModuleInit, OnGatewayInit, OnModuleDestroy {
  private subscription?: Subscription;
  private server?: Server;
  private readonly editors = new DeckEditors(() => this.server);

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly feed: LiveEventFeed,
    private readonly messages: SocketMessages,
  ) {}

  onModuleInit(): void {
    this.messages.on(DECK_SOCKET_EVENTS.subscribe, (socket, payload) => this.subscribe(socket, payload));
    this.messages.on(DECK_SOCKET_EVENTS.unsubscribe, (socket, payload) => this.unsubscribe(socket, payload));
    this.messages.on(DECK_SOCKET_EVENTS.command, (socket, payload) => this.command(socket, payload));
  }

  afterInit(server: Server): void {
    this.server = server;
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const { presentationId, events } of deckEventRuns(batch)) {
        const message: DeckEventsMessage = { presentationId, events };
        server.to(deckRoom(presentationId)).emit(DECK_SOCKET_EVENTS.events, message);
      }
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  /** Joins the room, then reads the catch-up: an event written in between comes both ways, never neither. */
  subscribe(socket: Socket, payload: unknown): Promise<DeckSubscribeAck> {
    return acknowledge(async () => {
      const actor = editorOf(socket);
      const { presentationId, afterRevision } = parsePayload(deckSubscribeRequestSchema, payload);
      await socket.join(deckRoom(presentationId));
      try {
        const { revision, events } = await this.queries.execute(new GetDeckEventsQuery(actor, presentationId, afterRevision ?? -1));
        await this.editors.joined(socket, presentationId, async () => ({ userId: actor.id, name: await this.nameOf(actor) }));
        return { revision, events };
      } catch (error) {
        await socket.leave(deckRoom(presentationId));
        throw error;
      }
    });
  }

  unsubscribe(socket: Socket, payload: unknown): Promise<Ack<object>> {
    return acknowledge(async () => {
      const { presentationId } = parsePayload(unsubscribeSchema, payload);
      await this.editors.left(socket, presentationId);
      await socket.leave(deckRoom(presentationId));
      return {};
    });
  }

  /** The name the other editors see on this one's head. */
  private async nameOf(actor: Actor): Promise<string> {
    if (actor.kind !== 'user') return 'Guest';
    const profile = await this.queries.execute(new GetProfileQuery(actor));
    return [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email || 'Presenter';
  }

  command(socket: Socket, payload: unknown): Promise<DeckCommandAck> {
    return acknowledge(async () => {
      const actor = editorOf(socket);
      const request = parsePayload(deckCommandRequestSchema, payload);
      const command = parsePayload(deckCommandSchema, request.command, 'command');
      if (command.data.presentationId !== request.presentationId) {
        throw new ValidationFailed('The command is for another presentation', [
          { path: 'command.data.presentationId', message: 'Must equal presentationId' },
        ]);
      }
      // Sockets in the room were checked when they subscribed; others are checked here, so a stranger hears
      // 403 rather than anything about the deck (such as a 409 with its revision).
      if (!socket.rooms.has(deckRoom(request.presentationId))) {
        await this.queries.execute(new GetPresentationQuery(actor, request.presentationId));
      }
      const outcome = await this.commands.execute(
        new RunDeckCommand(actor, command, { commandId: request.mutationId, expectedRevision: request.expectedRevision }),
      );
      return { revision: outcome.revision, events: outcome.events, duplicate: outcome.duplicate };
    });
  }
}
