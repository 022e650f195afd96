import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { GET_TAKEN_OVER_BY_SOCKET_EVENT, getTakenOverByRequestSchema, type TakenOverView } from '../../../contracts/presentations/take-over.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { TakeOver } from '../application/take-over.js';

/** Spec doc 1 §9: "taken-over check ... also a socket request get_taken_over_by", answered in its ack. */
@Injectable()
export class TakeOverSocket implements OnModuleInit {
  constructor(
    private readonly messages: SocketMessages,
    private readonly takeOvers: TakeOver,
  ) {}

  onModuleInit(): void {
    this.messages.on(GET_TAKEN_OVER_BY_SOCKET_EVENT, (socket, payload) => this.takenOverBy(socket, payload));
  }

  takenOverBy(socket: Socket, payload: unknown): Promise<Ack<TakenOverView>> {
    return acknowledge(async () => {
      const { actor } = socketIdentity(socket);
      // Phones hold no role on a deck: only presenters and guests ask.
      if (actor.kind !== 'user' && actor.kind !== 'guest') throw new Forbidden('Only presenters can ask who has taken over a presentation');
      const { presentationId } = parsePayload(getTakenOverByRequestSchema, payload);
      return this.takeOvers.takenOverBy(actor, presentationId);
    });
  }
}
