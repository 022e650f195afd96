import { Logger, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { ideaVoteSchema, submitIdeaSchema } from '../../../contracts/ideas/requests.js';
import { IDEAS_SOCKET_EVENTS, type IdeaVoteAck, type SubmitIdeaAck } from '../../../contracts/ideas/socket-protocol.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import type { AudienceIdentity } from '../../live/application/answer.service.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { IdeasBoards } from '../application/ideas-boards.js';
import { IdeasService } from '../application/ideas.service.js';
import { IdeasBroadcaster } from './ideas-broadcaster.js';

/** Brainstorm messages on the live socket (contracts/ideas/socket-protocol.ts), beside the live gateway. */
@WebSocketGateway()
export class IdeasGateway implements OnModuleInit, OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(IdeasGateway.name);

  constructor(
    private readonly ideas: IdeasService,
    private readonly boards: IdeasBoards,
    private readonly sessions: LiveSessions,
    private readonly broadcaster: IdeasBroadcaster,
    private readonly messages: SocketMessages,
  ) {}

  onModuleInit(): void {
    this.messages.on(IDEAS_SOCKET_EVENTS.submit, (socket, payload) => this.submit(socket, payload));
    this.messages.on(IDEAS_SOCKET_EVENTS.vote, (socket, payload) => this.vote(socket, payload));
  }

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
  }

  /** A phone that (re)connects on a brainstorm gets its board and its own ideas and votes at once. */
  async handleConnection(socket: Socket): Promise<void> {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind !== 'audience' || !sessionId) return;
    try {
      const session = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
      const { state } = session.state;
      if (state.status !== 'live' || state.activeSlideId === null) return;
      const slideId = state.activeSlideId;
      if (deckOf(session)?.slides.find((slide) => slide.id === slideId)?.type !== 'ideas') return;
      const board = this.boards.present(await this.boards.entry(sessionId), slideId, 'audience');
      if (board) socket.emit(IDEAS_SOCKET_EVENTS.board, board);
      socket.emit(IDEAS_SOCKET_EVENTS.mine, await this.ideas.mine(sessionId, actor.id));
    } catch (error) {
      this.logger.warn(`No brainstorm for audience ${actor.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  submit(socket: Socket, payload: unknown): Promise<Ack<SubmitIdeaAck>> {
    return acknowledge(async () => this.ideas.submit(this.audience(socket), parsePayload(submitIdeaSchema, payload)));
  }

  vote(socket: Socket, payload: unknown): Promise<Ack<IdeaVoteAck>> {
    return acknowledge(async () => this.ideas.vote(this.audience(socket), parsePayload(ideaVoteSchema, payload)));
  }

  private audience(socket: Socket): AudienceIdentity {
    const { actor, sessionId } = socketIdentity(socket);
    if (!sessionId) throw new Forbidden('Join the session first.');
    return { actor, sessionId };
  }
}
