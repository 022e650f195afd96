import { randomUUID } from 'node:crypto';
import type { JoinSessionResponse } from '../../../contracts/live/join.js';
import type { PresenterSnapshot } from '../../../contracts/live/socket-protocol.js';

export interface Presenter {
  /** The access token; renewed from the session cookie when the server refuses it (it lasts 15 minutes). */
  token: string;
  readonly userId: string;
  readonly email: string;
  /** The httpOnly session cookie a browser would keep, as `name=value`. */
  readonly sessionCookie: string;
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

function closedBeforeResponse(error: unknown): boolean {
  return error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';
}

/** The server's public HTTP contract, as a browser or a script uses it. */
export class LiveApi {
  /** Joins the server asked to retry later (429 from the per-session join budget). */
  joinRetries = 0;

  constructor(readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown, as?: Presenter): Promise<{ status: number; body: T }> {
    const response = await this.send<T>(method, path, body, as && { authorization: `Bearer ${as.token}` });
    if (response.status !== 401 || !as) return { status: response.status, body: response.body };
    // The access token ran out during a long run: renew it from the session cookie, as the browser does, and retry.
    const renewed = await this.send<{ token: string }>('POST', '/api/auth/refresh', undefined, { cookie: as.sessionCookie });
    if (renewed.status !== 200) return { status: response.status, body: response.body };
    as.token = renewed.body.token;
    return this.send<T>(method, path, body, { authorization: `Bearer ${as.token}` });
  }

  async expect<T>(status: number, method: string, path: string, body?: unknown, as?: Presenter): Promise<T> {
    const response = await this.call<T>(method, path, body, as);
    if (response.status !== status) throw new HttpError(response.status, response.body, `${method} ${path}`);
    return response.body;
  }

  async registerPresenter(): Promise<Presenter> {
    const email = `bench-${randomUUID()}@example.com`;
    const response = await this.send<{ token: string; user: { id: string } }>('POST', '/api/users/create-presenter', {
      email,
      password: 'load harness password',
      firstName: 'Bench',
      lastName: 'Presenter',
    });
    if (response.status !== 201) throw new HttpError(response.status, response.body, 'POST /api/users/create-presenter');
    const sessionCookie = response.setCookie.find((cookie) => cookie.startsWith('liveslides_session='))?.split(';')[0];
    if (!sessionCookie) throw new Error('Registration set no session cookie');
    return { token: response.body.token, userId: response.body.user.id, email, sessionCookie };
  }

  private async send<T>(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    const request = () =>
      fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // An idle keep-alive connection the server closes just as it is reused fails with no response at all; browsers
    // send such a request again once on a new connection, and so does this client.
    const response = await request().catch((error: unknown) => (closedBeforeResponse(error) ? request() : Promise.reject(error)));
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, setCookie: response.headers.getSetCookie() };
  }

  createPresentation(presenter: Presenter, name: string): Promise<{ id: string; accessCode: string }> {
    return this.expect(201, 'POST', '/api/presentation', { name }, presenter);
  }

  /** Joins as a phone does: when the session's join budget answers 429, it waits the Retry-After and tries again. */
  async join(accessCode: string, name: string, joinToken?: string): Promise<JoinSessionResponse> {
    for (;;) {
      const response = await this.call<JoinSessionResponse & { details?: { retryAfterSeconds?: number } }>('POST', '/api/audience/join', { accessCode, name, joinToken });
      if (response.status === 200) return response.body;
      const retryAfterSeconds = response.body.details?.retryAfterSeconds;
      if (response.status !== 429 || retryAfterSeconds === undefined) throw new HttpError(response.status, response.body, 'POST /api/audience/join');
      this.joinRetries += 1;
      await new Promise((wait) => setTimeout(wait, retryAfterSeconds * 1000));
    }
  }

  /** The live session's join token, as the presenter's QR code carries it. */
  async joinToken(presenter: Presenter, presentationId: string): Promise<string | undefined> {
    return (await this.liveState(presenter, presentationId)).joinToken;
  }

  activateSlide(presenter: Presenter, presentationId: string, slideId: string): Promise<{ sessionId: string; activeSlideId: string }> {
    return this.expect(200, 'PUT', `/api/presentation/update-next-slide/${presentationId}`, { activeSlide: slideId }, presenter);
  }

  liveState(presenter: Presenter, presentationId: string): Promise<PresenterSnapshot> {
    return this.expect(200, 'GET', `/api/live/presentation/${presentationId}`, undefined, presenter);
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
