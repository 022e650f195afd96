import type { Socket } from 'socket.io-client';
import { AI_CHAT_SOCKET_EVENT, type AiChatResponse } from '../../../contracts/ai/chat.js';
import { FakeOpenAiServer } from '../../support/fake-openai-server.js';
import { deckApi } from './deck-api.js';
import { connect } from './live-clients.js';
import { registerPresenter, startTestApp, type TestApp } from './test-app.js';

export interface ScriptedAiApp {
  /** The local stand-in for the paid model service (test/support/fake-openai-server.ts): script its answers. */
  readonly model: FakeOpenAiServer;
  readonly t: TestApp;
  /** The app's address, for sockets. */
  readonly baseUrl: string;
  /** Sockets the suite opened: disconnected after it. */
  readonly sockets: Socket[];
}

/** For a describe block: the app, listening, with the stand-in model as its AI provider; both closed after the suite. */
export function scriptedAiApp(): ScriptedAiApp {
  const model = new FakeOpenAiServer();
  const app = { model, t: undefined as unknown as TestApp, baseUrl: '', sockets: [] as Socket[] };
  beforeAll(async () => {
    await model.start();
    app.t = await startTestApp({ AI_BASE_URL: model.url, AI_MODEL: 'scripted-model', RATE_LIMIT_AI_REQUESTS_PER_USER: '1000/60' });
    app.baseUrl = await app.t.listen();
  });
  afterAll(async () => {
    for (const socket of app.sockets.splice(0)) socket.disconnect();
    await app.t.close();
    await model.close();
  });
  return app;
}

/** A new presenter with a deck, their socket connected and every presentation:chat:response it receives collected. */
export async function listeningPresenter(app: ScriptedAiApp) {
  const { token, user } = await registerPresenter(app.t.http);
  const api = deckApi(app.t, token);
  const presentationId = await api.createPresentation();
  const socket = connect(app.baseUrl, token);
  app.sockets.push(socket);
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  const received: AiChatResponse[] = [];
  socket.on(AI_CHAT_SOCKET_EVENT, (response: AiChatResponse) => received.push(response));
  return { userId: user.id, api, presentationId, received };
}
