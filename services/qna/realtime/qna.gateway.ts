import { Logger, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '../../../contracts/events/envelope.js';
import { askQuestionSchema, moderateQuestionSchema, qnaSubscribeSchema, upvoteQuestionSchema } from '../../../contracts/qna/requests.js';
import { QNA_SOCKET_EVENTS, type PresenterQnaState } from '../../../contracts/qna/socket-protocol.js';
import { Forbidden, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { EncodedJson } from '../../infrastructure/realtime/encoded-json.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import { sessionDeck } from '../../live/application/session-deck.js';
import { memberRoom } from '../../quiz/realtime/quiz-rooms.js';
import { deckHasQna, myQna, qnaLookOf } from '../application/qna-screens.js';
import { QnaService, type CommandAck } from '../application/qna.service.js';
import { SessionQnaViews } from '../application/session-qna.js';
import { QnaBroadcaster } from './qna-broadcaster.js';
import { qnaRoom } from './qna-rooms.js';

/** Q&A messages on the live socket (contracts/qna/socket-protocol.ts), beside the live gateway. */
@WebSocketGateway()
export class QnaGateway implements OnModuleInit, OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(QnaGateway.name);

  constructor(
    private readonly qna: QnaService,
    private readonly views: SessionQnaViews,
    private readonly sessions: LiveSessions,
    private readonly control: LiveControlService,
    private readonly decks: LiveDecks,
    private readonly broadcaster: QnaBroadcaster,
    private readonly messages: SocketMessages,
  ) {}

  onModuleInit(): void {
    this.messages.on(QNA_SOCKET_EVENTS.ask, (socket, payload) => this.ask(socket, payload));
    this.messages.on(QNA_SOCKET_EVENTS.upvote, (socket, payload) => this.upvote(socket, payload));
    this.messages.on(QNA_SOCKET_EVENTS.moderate, (socket, payload) => this.moderate(socket, payload));
    this.messages.on(QNA_SOCKET_EVENTS.subscribe, (socket, payload) => this.subscribe(socket, payload));
    this.messages.on(QNA_SOCKET_EVENTS.unsubscribe, (socket, payload) => this.unsubscribe(socket, payload));
  }

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
  }

  /** A phone learns the deck's Q&A switches at once, if the deck has Q&A at all. */
  async handleConnection(socket: Socket): Promise<void> {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind !== 'audience' || !sessionId) return;
    await socket.join(memberRoom(sessionId, actor.id));
    try {
      const session = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
      const deck = await sessionDeck(session, this.decks);
      if (!deckHasQna(deck)) return;
      socket.emit(QNA_SOCKET_EVENTS.settings, { sessionId, settings: qnaLookOf(deck).settings, available: true });
    } catch (error) {
      this.logger.warn(`No Q&A settings for audience ${actor.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  ask(socket: Socket, payload: unknown): Promise<Ack<CommandAck>> {
    return acknowledge(async () => this.qna.ask(this.audienceMember(socket), parsePayload(askQuestionSchema, payload)));
  }

  upvote(socket: Socket, payload: unknown): Promise<Ack<CommandAck>> {
    return acknowledge(async () => this.qna.upvote(this.audienceMember(socket), parsePayload(upvoteQuestionSchema, payload)));
  }

  moderate(socket: Socket, payload: unknown): Promise<Ack<CommandAck>> {
    return acknowledge(async () => this.qna.moderate(this.presenter(socket), parsePayload(moderateQuestionSchema, payload)));
  }

  /**
   * A phone joins the room of the session's list and gets it with its own questions and votes (answered as JSON
   * made once: the list is the same for every phone); the presenter, who hears every change in the presenter
   * room, gets every question.
   */
  async subscribe(socket: Socket, payload: unknown): Promise<EncodedJson | Ack<{ state: PresenterQnaState }>> {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind === 'audience' && sessionId) {
      const ack = await acknowledge(async () => {
        parsePayload(qnaSubscribeSchema, payload);
        return { snapshot: await this.audienceSnapshot(socket, sessionId, actor.id) };
      });
      return ack.ok ? new EncodedJson(`{"ok":true,"snapshot":${ack.snapshot}}`) : ack;
    }
    return acknowledge(async () => {
      const { presentationId } = parsePayload(qnaSubscribeSchema, payload);
      if (presentationId === undefined) throw new ValidationFailed('presentationId: Required', [{ path: 'presentationId', message: 'Required' }]);
      await this.control.ownedDeck(this.presenter(socket), presentationId);
      const liveSessionId = await this.sessions.currentSessionId(presentationId);
      if (liveSessionId === null) throw new NotFound('This presentation has no live session.');
      return { state: this.broadcaster.presenterState(await this.views.entry(liveSessionId)) };
    });
  }

  /** An AudienceQnaSnapshot as JSON. */
  private async audienceSnapshot(socket: Socket, sessionId: string, audienceId: string): Promise<string> {
    const entry = await this.views.entry(sessionId);
    await socket.join(qnaRoom(sessionId));
    const upvoted = (await this.views.participant(sessionId, audienceId)).upvoted;
    const mine = myQna(sessionId, entry.state, audienceId, qnaLookOf(entry.context ? deckOf(entry.context) : null).filterProfanity);
    return `{"list":${this.broadcaster.audienceJson(entry)},"mine":${JSON.stringify(mine)},"upvoted":${JSON.stringify([...upvoted])}}`;
  }

  unsubscribe(socket: Socket, _payload: unknown): Promise<Ack<object>> {
    return acknowledge(async () => {
      const { sessionId } = socketIdentity(socket);
      if (sessionId) await socket.leave(qnaRoom(sessionId));
      return {};
    });
  }

  private audienceMember(socket: Socket): { actor: Actor; sessionId: string } {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind !== 'audience' || !sessionId) throw new Forbidden('Only audience members ask and vote.');
    return { actor, sessionId };
  }

  private presenter(socket: Socket): Actor {
    const { actor } = socketIdentity(socket);
    if (actor.kind !== 'user' && actor.kind !== 'guest') throw new Forbidden('Only the presenter moderates questions.');
    return actor;
  }
}
