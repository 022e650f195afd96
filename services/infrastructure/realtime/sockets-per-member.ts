import type { Socket } from 'socket.io';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';

/**
 * The sockets each audience member holds open on this node: one join token opens a few (a phone and a
 * reconnect that overlaps its old socket), not hundreds that would each count as someone online.
 */
export class SocketsPerMember {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts the socket in if the member has room (and out again when it disconnects); null, or the refusal. */
  admit(socket: Socket, memberId: string): ErrorBody | null {
    const count = this.open.get(memberId) ?? 0;
    if (count >= this.max) {
      return { statusCode: 429, code: 'rate_limited', message: `This participant already has ${this.max} connections open. Close one to connect here.` };
    }
    this.open.set(memberId, count + 1);
    socket.once('disconnect', () => {
      const left = (this.open.get(memberId) ?? 1) - 1;
      if (left > 0) this.open.set(memberId, left);
      else this.open.delete(memberId);
    });
    return null;
  }
}
