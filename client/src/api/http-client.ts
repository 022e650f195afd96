import type { z } from 'zod';
import { ApiError, ServerUnreachableError, toApiError } from './api-error.js';

/** What the client does when a call reveals something the whole app must react to (spec doc 1 §4, §8). */
export interface HttpEvents {
  /** A 401 on an authenticated call: the token is no longer valid. */
  onUnauthorized(): void;
  /** No answer at all, or a gateway without an upstream. */
  onUnreachable(): void;
  /** A 500: the server failed; its message is deliberately generic. */
  onServerError(error: ApiError): void;
}

export interface RequestOptions<T> {
  readonly body?: unknown;
  /** A multipart body (file uploads) instead of JSON; the browser writes its Content-Type with the boundary. */
  readonly form?: FormData;
  readonly schema?: z.ZodType<T>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /**
   * Sign-in answers 401 for a wrong password; that is a form error, not an expired session (spec doc 1 §4:
   * "a 401 on any call except the presenter sign-in call").
   */
  readonly anonymous?: boolean;
  /** A call nobody waits for (signing out in the background): its failures raise no app-wide overlay. */
  readonly background?: boolean;
}

export interface HttpResponse<T> {
  readonly data: T;
  readonly etag: string | null;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Gateways answer these when the API server behind them is down. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

export class HttpClient {
  constructor(
    private readonly getToken: () => string | null | Promise<string | null>,
    private readonly events: HttpEvents,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
    /** A new access token after a 401 (the session cookie may still be good), or null when the session has ended. */
    private readonly renewToken: () => Promise<string | null> = async () => null,
  ) {}

  async request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<HttpResponse<T>> {
    if (options.anonymous) return this.send(method, path, options, null);
    const token = await this.getToken();
    try {
      return await this.send(method, path, options, token);
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      // The access token expired or was refused: renew it from the session cookie once and try again.
      const renewed = token ? await this.renewToken() : null;
      if (renewed === null || renewed === token) {
        this.events.onUnauthorized();
        throw error;
      }
      try {
        return await this.send(method, path, options, renewed);
      } catch (retryError) {
        if (isUnauthorized(retryError)) this.events.onUnauthorized();
        throw retryError;
      }
    }
  }

  private async send<T>(method: HttpMethod, path: string, options: RequestOptions<T>, token: string | null): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await this.fetchImpl(path, {
        method,
        headers,
        body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (!options.background) this.events.onUnreachable();
      throw new ServerUnreachableError(`${method} ${path} got no answer`, { cause: error });
    }

    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = toApiError(response.status, body);
      if (UNREACHABLE_STATUSES.has(response.status) && error.body.code === 'internal') {
        if (!options.background) this.events.onUnreachable();
        throw new ServerUnreachableError(`${method} ${path} answered ${response.status}`, { cause: error });
      }
      if (response.status >= 500 && !options.background) this.events.onServerError(error);
      throw error;
    }
    const data = options.schema ? options.schema.parse(body) : (body as T);
    return { data, etag: response.headers.get('ETag') };
  }

  async get<T>(path: string, options?: RequestOptions<T>): Promise<T> {
    return (await this.request('GET', path, options)).data;
  }
}

function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

export { ApiError, ServerUnreachableError };
