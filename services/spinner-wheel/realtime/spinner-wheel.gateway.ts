import { Logger } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SPINNER_SOCKET_EVENTS } from '../../../contracts/spinner-wheel/socket-protocol.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import { SpinnerWheels, wheelSlideOf } from '../application/spinner-wheels.js';
import { SpinnerWheelBroadcaster } from './spinner-wheel-broadcaster.js';

/** The wheel on the live socket: pushed only (contracts/spinner-wheel/socket-protocol.ts); the presenter acts over HTTP. */
@WebSocketGateway()
export class SpinnerWheelGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(SpinnerWheelGateway.name);

  constructor(
    private readonly wheels: SpinnerWheels,
    private readonly sessions: LiveSessions,
    private readonly broadcaster: SpinnerWheelBroadcaster,
  ) {}

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
  }

  /** A phone that (re)connects while a wheel is on screen gets it at once, mid-spin included. */
  async handleConnection(socket: Socket): Promise<void> {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind !== 'audience' || !sessionId) return;
    try {
      const session = this.sessions.loadedEntry(sessionId) ?? (await this.sessions.entry(sessionId));
      const { state } = session.state;
      if (state.status !== 'live' || state.activeSlideId === null || !wheelSlideOf(session, state.activeSlideId)) return;
      const wheel = this.wheels.draw(session, (await this.wheels.entry(sessionId)).state, state.activeSlideId, 'audience');
      if (wheel) socket.emit(SPINNER_SOCKET_EVENTS.state, wheel);
    } catch (error) {
      this.logger.warn(`No wheel for audience ${actor.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
