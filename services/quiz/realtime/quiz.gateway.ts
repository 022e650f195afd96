import { Logger, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '../../../contracts/events/envelope.js';
import { quizControlRequestSchema } from '../../../contracts/quiz/requests.js';
import { QUIZ_SOCKET_EVENTS, type QuizFeedback, type QuizStatePayload } from '../../../contracts/quiz/socket-protocol.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';
import { QuizControlService } from '../application/quiz-control.service.js';
import { LeaderboardService } from '../application/leaderboard.service.js';
import type { LeaderboardEntry } from '../application/leaderboard.view.js';
import { feedbackOf, QuizViews, stateOf } from '../application/quiz-views.js';
import { QuizBroadcaster } from './quiz-broadcaster.js';
import { memberRoom } from './quiz-rooms.js';

type PresenterStep = (actor: Actor, presentationId: string) => Promise<QuizStatePayload>;

/** Quiz messages on the live socket (contracts/quiz/socket-protocol.ts), beside the live gateway. */
@WebSocketGateway()
export class QuizGateway implements OnModuleInit, OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(QuizGateway.name);

  constructor(
    private readonly control: QuizControlService,
    private readonly views: QuizViews,
    private readonly leaderboards: LeaderboardService,
    private readonly broadcaster: QuizBroadcaster,
    private readonly messages: SocketMessages,
  ) {}

  onModuleInit(): void {
    this.messages.on(QUIZ_SOCKET_EVENTS.start, (socket, payload) => this.start(socket, payload));
    this.messages.on(QUIZ_SOCKET_EVENTS.continue, (socket, payload) => this.continue(socket, payload));
    this.messages.on(QUIZ_SOCKET_EVENTS.reveal, (socket, payload) => this.reveal(socket, payload));
    this.messages.on(QUIZ_SOCKET_EVENTS.sync, (socket) => this.sync(socket));
  }

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
  }

  /** An audience socket joins its own room and gets the quiz screen (and its latest feedback) at once. */
  async handleConnection(socket: Socket): Promise<void> {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind !== 'audience' || !sessionId) return;
    await socket.join(memberRoom(sessionId, actor.id));
    try {
      // Ten thousand phones reconnecting to a poll would each be sent an empty quiz screen otherwise.
      if (!(await this.views.hasQuizScreens(sessionId))) return;
      const entry = await this.leaderboards.entry(sessionId);
      const { state, feedback } = audienceSync(entry, actor.id);
      if (state) socket.emit(QUIZ_SOCKET_EVENTS.state, state);
      if (feedback) socket.emit(QUIZ_SOCKET_EVENTS.feedback, feedback);
      const leaderboard = this.broadcaster.audienceLeaderboard(entry);
      if (leaderboard) socket.emit(QUIZ_SOCKET_EVENTS.leaderboard, leaderboard);
    } catch (error) {
      this.logger.warn(`No quiz state for audience ${actor.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  start(socket: Socket, payload: unknown): Promise<Ack<{ state: QuizStatePayload }>> {
    return this.presenterStep(socket, payload, (actor, presentationId) => this.control.start(actor, presentationId));
  }

  continue(socket: Socket, payload: unknown): Promise<Ack<{ state: QuizStatePayload }>> {
    return this.presenterStep(socket, payload, (actor, presentationId) => this.control.continue(actor, presentationId));
  }

  reveal(socket: Socket, payload: unknown): Promise<Ack<{ state: QuizStatePayload }>> {
    return this.presenterStep(socket, payload, (actor, presentationId) => this.control.reveal(actor, presentationId));
  }

  sync(socket: Socket): Promise<Ack<{ state: QuizStatePayload | null; feedback: QuizFeedback | null }>> {
    return acknowledge(async () => {
      const { actor, sessionId } = socketIdentity(socket);
      if (actor.kind !== 'audience' || !sessionId) throw new Forbidden('Join the session first.');
      return audienceSync(await this.leaderboards.entry(sessionId), actor.id);
    });
  }

  private presenterStep(socket: Socket, payload: unknown, step: PresenterStep): Promise<Ack<{ state: QuizStatePayload }>> {
    return acknowledge(async () => {
      const { actor } = socketIdentity(socket);
      if (actor.kind !== 'user' && actor.kind !== 'guest') throw new Forbidden('Only the presenter runs the quiz.');
      const { presentationId } = parsePayload(quizControlRequestSchema, payload);
      return { state: await step(actor, presentationId) };
    });
  }
}

/** The quiz screen a phone shows, and its own feedback once the answers are revealed. */
function audienceSync(entry: LeaderboardEntry, audienceId: string): { state: QuizStatePayload | null; feedback: QuizFeedback | null } {
  const state = stateOf(entry);
  if (!state?.slideId || state.stage !== 'result' || !state.revealed || !entry.state) return { state, feedback: null };
  const [feedback] = feedbackOf(entry.state, state.slideId, [audienceId]);
  return { state, feedback: feedback ?? null };
}
