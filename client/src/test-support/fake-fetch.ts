import { jest } from '@jest/globals';

export interface FakeCall {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = (call: FakeCall) => Reply | Promise<Reply>;

/**
 * A fetch that answers from a route table ("GET /api/presentation?..." matched by method and path prefix), records
 * every call, and fails loudly on a call no route expects.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    // An upload's form is kept as sent; JSON bodies are parsed.
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const call: FakeCall = { method, url, headers, body };
    calls.push(call);
    const path = url.split('?')[0];
    const key = Object.keys(routes)
      .filter((route) => {
        const [routeMethod, routePath] = route.split(' ');
        return routeMethod === method && (routePath === path || routePath === url);
      })
      .sort((a, b) => b.length - a.length)[0];
    if (!key) throw new Error(`Unexpected call ${method} ${url}`);
    const reply = await routes[key]!(call);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const responseHeaders = new Map(Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      headers: { get: (name: string) => responseHeaders.get(name.toLowerCase()) ?? null },
      json: async () => {
        if (reply.body === undefined) throw new SyntaxError('No body');
        return JSON.parse(JSON.stringify(reply.body));
      },
    } as Response;
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

export const json = (status: number, body: unknown, headers?: Record<string, string>) => () => ({ status, body, headers });

export function errorReply(statusCode: number, message: string, code = 'error', details?: unknown) {
  return () => ({ status: statusCode, body: { statusCode, code, message, ...(details ? { details } : {}) } });
}
