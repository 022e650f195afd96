/**
 * Stands in for a paid external service: an OpenAI-compatible model server (OpenAI itself, or a local one). It speaks
 * the chat-completions API the way the official SDK calls it (POST {base}/chat/completions, streamed as server-sent
 * events ending in `data: [DONE]`, or one JSON answer), and answers with what the test scripted, in order.
 * Nothing here decides slides: the tests script the model's text and check what the app makes of it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedAnswer {
  /** The model's whole answer text. */
  readonly content: string;
  /** Characters per streamed chunk (default 40). */
  readonly chunkChars?: number;
  /** Streaming stops after this many characters and waits until the client goes away (a model still "thinking"). */
  readonly holdAt?: number;
}

export interface ReceivedRequest {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: {
    readonly model: string;
    readonly stream?: boolean;
    readonly messages: readonly { role: string; content: string }[];
    readonly response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
  };
}

export class FakeOpenAiServer {
  readonly requests: ReceivedRequest[] = [];
  private readonly answers: ScriptedAnswer[] = [];
  private readonly held = new Set<ServerResponse>();
  private heldWaiters: (() => void)[] = [];
  private server?: Server;

  /** The base URL to give the SDK (AI_BASE_URL). */
  url = '';

  answer(...answers: ScriptedAnswer[]): void {
    this.answers.push(...answers);
  }

  /** Resolves once a streamed answer is held at its `holdAt` point. */
  async waitUntilHeld(): Promise<void> {
    if (this.held.size > 0) return;
    await new Promise<void>((resolve) => this.heldWaiters.push(resolve));
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this.url;
  }

  async close(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedRequest['body'];
    this.requests.push({ path: request.url, authorization: request.headers.authorization, body });
    const answer = this.answers.shift();
    if (!answer) {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'No answer scripted', type: 'server_error' } }));
      return;
    }
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model, answer.content)));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const size = answer.chunkChars ?? 40;
    const end = answer.holdAt ?? answer.content.length;
    for (let at = 0; at < end; at += size) response.write(`data: ${JSON.stringify(chunk(body.model, answer.content.slice(at, Math.min(at + size, end))))}\n\n`);
    if (answer.holdAt !== undefined) {
      this.held.add(response);
      response.on('close', () => this.held.delete(response));
      for (const waiter of this.heldWaiters.splice(0)) waiter();
      return;
    }
    response.write(`data: ${JSON.stringify({ ...chunk(body.model, ''), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    response.end('data: [DONE]\n\n');
  }
}

function chunk(model: string, content: string) {
  return { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { content }, finish_reason: null }] };
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}
