import type { Observable } from 'rxjs';
import type { Socket } from 'socket.io';

/** The open presenter sockets of each sign-in, disconnected as soon as this node learns the sign-in ended. */
export class SocketsBySignIn {
  private readonly sockets = new Map<string, Set<Socket>>();

  /** `ended` completes when the app shuts down, which ends this subscription. */
  constructor(ended: Observable<string>) {
    ended.subscribe((signInId) => {
      for (const socket of this.sockets.get(signInId) ?? []) socket.disconnect(true);
    });
  }

  add(signInId: string, socket: Socket): void {
    const sockets = this.sockets.get(signInId) ?? new Set<Socket>();
    sockets.add(socket);
    this.sockets.set(signInId, sockets);
    socket.once('disconnect', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.sockets.get(signInId) === sockets) this.sockets.delete(signInId);
    });
  }
}
