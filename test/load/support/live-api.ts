import { randomUUID } from 'node:crypto';
import type { JoinSessionResponse } from '../../../contracts/live/join.js';
import type { PresenterSnapshot } from '../../../contracts/live/socket-protocol.js';

export interface Presenter {
  readonly token: string;
  readonly userId: string;
  readonly email: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  }
}

/** The server's public HTTP contract, as a browser or a script uses it. */
export class LiveApi {
  constructor(readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async expect<T>(status: number, method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await this.call<T>(method, path, body, token);
    if (response.status !== status) throw new HttpError(response.status, response.body, `${method} ${path}`);
    return response.body;
  }

  async registerPresenter(): Promise<Presenter> {
    const email = `bench-${randomUUID()}@example.com`;
    const body = await this.expect<{ token: string; user: { id: string } }>(201, 'POST', '/api/users/create-presenter', {
      email,
      password: 'load harness password',
      firstName: 'Bench',
      lastName: 'Presenter',
    });
    return { token: body.token, userId: body.user.id, email };
  }

  createPresentation(presenter: Presenter, name: string): Promise<{ id: string; accessCode: string }> {
    return this.expect(201, 'POST', '/api/presentation', { name }, presenter.token);
  }

  join(accessCode: string, name: string, joinToken?: string): Promise<JoinSessionResponse> {
    return this.expect(200, 'POST', '/api/audience/join', { accessCode, name, joinToken });
  }

  /** The live session's join token, as the presenter's QR code carries it. */
  async joinToken(presenter: Presenter, presentationId: string): Promise<string | undefined> {
    return (await this.liveState(presenter, presentationId)).joinToken;
  }

  activateSlide(presenter: Presenter, presentationId: string, slideId: string): Promise<{ sessionId: string; activeSlideId: string }> {
    return this.expect(200, 'PUT', `/api/presentation/update-next-slide/${presentationId}`, { activeSlide: slideId }, presenter.token);
  }

  liveState(presenter: Presenter, presentationId: string): Promise<PresenterSnapshot> {
    return this.expect(200, 'GET', `/api/live/presentation/${presentationId}`, undefined, presenter.token);
  }

  health(): Promise<{ eventStore: { headPosition: number }; projections: { name: string; lag: number; state: string }[] }> {
    return this.expect(200, 'GET', '/api/health');
  }

  /** Until every projection has folded the log up to its head. */
  async waitForProjections(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const health = await this.health();
      if (health.projections.every((projection) => projection.lag === 0)) return;
      if (Date.now() > deadline) throw new Error(`Projections still behind: ${JSON.stringify(health.projections)}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
}
