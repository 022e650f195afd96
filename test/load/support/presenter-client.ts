import { io, type Socket } from 'socket.io-client';
import type { SlideResults } from '../../../contracts/live/results.js';
import type { Presenter } from './live-api.js';
import { now } from './samples.js';

export interface ResultsSeen {
  readonly at: number;
  readonly respondents: number;
  readonly results: SlideResults;
}

/** The presenter's screen: joins the presenter room and keeps every 'results:updated' with its arrival time. */
export class PresenterClient {
  readonly seen = new Map<string, ResultsSeen[]>();
  private socket?: Socket;

  constructor(
    private readonly baseUrl: string,
    private readonly presenter: Presenter,
    private readonly presentationId: string,
  ) {}

  async open(): Promise<void> {
    const socket = io(this.baseUrl, { auth: (callback) => callback({ token: this.presenter.token }), transports: ['websocket'], forceNew: true, reconnection: true });
    this.socket = socket;
    socket.on('results:updated', (message: { slideId: string; results: SlideResults }) => {
      const list = this.seen.get(message.slideId) ?? [];
      list.push({ at: now(), respondents: message.results.respondents, results: message.results });
      this.seen.set(message.slideId, list);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const joined = (await socket.timeout(30_000).emitWithAck('join-presenter', {
      room: `${this.presentationId}-presenter`,
      presenter: { id: this.presenter.userId, name: 'Bench Presenter', email: { email: this.presenter.email } },
    })) as { ok: boolean };
    if (!joined.ok) throw new Error(`join-presenter refused: ${JSON.stringify(joined)}`);
  }

  latest(slideId: string): ResultsSeen | undefined {
    return this.seen.get(slideId)?.at(-1);
  }

  /** Until the presenter has seen `respondents` on the slide (or the timeout passes). */
  async waitForRespondents(slideId: string, respondents: number, timeoutMs = 30_000): Promise<boolean> {
    const deadline = now() + timeoutMs;
    while (now() < deadline) {
      if ((this.latest(slideId)?.respondents ?? 0) >= respondents) return true;
      await new Promise((wait) => setTimeout(wait, 10));
    }
    return false;
  }

  close(): void {
    this.socket?.disconnect();
  }
}
