import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { AI_CHAT_SOCKET_EVENT, type AiChatResponse } from '../../contracts/ai/chat.js';
import { TOO_MANY_AI_REQUESTS } from '../../services/ai/application/ai-chat.service.js';
import { AI_LIMIT_MESSAGE, AI_MESSAGES, AI_NOT_CONFIGURED_MESSAGE, AI_REQUEST_LIMIT } from '../../contracts/ai/constants.js';
import { generatedDeckJsonSchema, type GeneratedSlide } from '../../contracts/ai/generated-slides.js';
import { FakeOpenAiServer } from '../support/fake-openai-server.js';
import { waitUntil } from '../support/wait-until.js';
import { deckApi } from './support/deck-api.js';
import { connect } from './support/live-clients.js';
import { registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 27 "Edit with AI" against a local server speaking the chat-completions API (test/support/fake-openai-server.ts,
 * standing in for the paid service): what the model streams becomes ordinary deck slides, whole ones only.
 */

const QUIZ: GeneratedSlide = {
  type: 'pickAnswer',
  title: 'Which planet is largest?',
  options: [
    { title: 'Jupiter', correct: true },
    { title: 'Mars', correct: false },
    { title: 'Venus', correct: false },
  ],
};
const POLL: GeneratedSlide = { type: 'poll', title: 'Which planet would you visit?', options: [{ title: 'Mars' }, { title: 'Europa' }] };
const CLOUD: GeneratedSlide = { type: 'wordCloud', title: 'One word for space' };
const OPEN: GeneratedSlide = { type: 'openEnded', title: 'What should we explore next?' };
const TEXT: GeneratedSlide = { type: 'textSlide', title: 'The solar system', subheading: 'Eight planets and counting' };
const answerOf = (...slides: unknown[]) => JSON.stringify({ slides });

/** Every presentation:chat:response this user's socket receives. */
function listen(socket: Socket): AiChatResponse[] {
  const received: AiChatResponse[] = [];
  socket.on(AI_CHAT_SOCKET_EVENT, (response: AiChatResponse) => received.push(response));
  return received;
}

async function finished(received: AiChatResponse[], requestId: string): Promise<AiChatResponse> {
  const end = (response: AiChatResponse) => response.requestId === requestId && response.type !== 'added-slide';
  await waitUntil(() => received.some(end));
  return received.find(end)!;
}

describe('Edit with AI: the chat generating slides (issue 27, spec doc 3 §4-§8)', () => {
  const model = new FakeOpenAiServer();
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await model.start();
    // The 150 requests of the cap test come faster than the per-minute budget allows; its own test is below.
    t = await startTestApp({ AI_BASE_URL: model.url, AI_API_KEY: 'sk-test-key', AI_MODEL: 'scripted-model', RATE_LIMIT_AI_REQUESTS_PER_USER: '1000/60' });
    baseUrl = await t.listen();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  async function presenter() {
    const { token, user } = await registerPresenter(t.http);
    const api = deckApi(t, token);
    const presentationId = await api.createPresentation();
    const socket = connect(baseUrl, token);
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    return { token, userId: user.id, api, presentationId, received: listen(socket) };
  }

  const ask = (p: Awaited<ReturnType<typeof presenter>>, prompt: string, requestId = randomUUID()) =>
    t.http.post('/api/generative-ai/chat').set(p.api.auth).send({ presentationId: p.presentationId, requestId, prompt });

  it('turns a streamed answer into slides of several types, after the active slide and its leaderboard, by the user who asked', async () => {
    const p = await presenter();
    const question = await p.api.addSlide(p.presentationId, { type: 'pickAnswer', fields: { title: 'Existing question' } });
    const after = await p.api.addSlide(p.presentationId, { type: 'poll', fields: { title: 'Existing poll' } });
    await t.http.patch(`/api/presentation/${p.presentationId}/active-slide`).set(p.api.auth).send({ activeSlide: question.id }).expect(200);
    model.answer({ content: answerOf(QUIZ, POLL, CLOUD, OPEN, TEXT), chunkChars: 17 });

    const requestId = randomUUID();
    await ask(p, 'A short lesson about planets', requestId).expect(202, { requestId });
    expect(await finished(p.received, requestId)).toEqual({ presentationId: p.presentationId, requestId, type: 'generate-successful', slideCount: 5 });

    // Sending the same request again neither generates nor counts it again.
    const asked = model.requests.length;
    await ask(p, 'A short lesson about planets', requestId).expect(202, { requestId });
    expect(model.requests.length).toBe(asked);
    expect((await t.http.get('/api/generative-ai/status').set(p.api.auth).expect(200)).body.requestsUsed).toBe(1);

    const deck = await p.api.deck(p.presentationId);
    const titles = deck.slides.map((slide) => `${slide.type}:${slide.title}`);
    const start = titles.indexOf('pickAnswer:Existing question');
    expect(titles.slice(start + 1, start + 2)).toEqual([expect.stringMatching(/^leaderboard:/)]);
    // Each generated quiz question brings its own leaderboard; the next slide goes after it.
    expect(deck.slides.slice(start + 2, start + 9).map((slide) => slide.type)).toEqual(['pickAnswer', 'leaderboard', 'poll', 'wordCloud', 'openEnded', 'textSlide', 'poll']);
    const generated = deck.slides.slice(start + 2, start + 8).filter((slide) => slide.type !== 'leaderboard');
    expect(generated.map((slide) => slide.title)).toEqual([QUIZ.title, POLL.title, CLOUD.title, OPEN.title, TEXT.title]);
    expect(generated[0]!.options.map((option) => [option.title, option.correct])).toEqual([['Jupiter', true], ['Mars', false], ['Venus', false]]);
    expect(generated[1]!.options.map((option) => option.title)).toEqual(['Mars', 'Europa']);
    expect(generated[4]!.subheading).toBe(TEXT.subheading);
    expect(deck.slides.at(-1)!.id).toBe(after.id);
    // The chat told the asker about each slide as it was added, in order.
    expect(p.received.filter((r) => r.type === 'added-slide').map((r) => (r.type === 'added-slide' ? r.slideId : ''))).toEqual(generated.map((slide) => slide.id));

    // Ordinary deck commands: in the deck's history, attributed to the person who asked.
    const events = (await t.storage.eventStore.readStream(`presentation-${p.presentationId}`)).filter(
      (event) => event.type === 'SlideAdded' && generated.some((slide) => slide.id === (event.data as { slide: { id: string } }).slide.id),
    );
    expect(events).toHaveLength(5);
    for (const event of events) expect(event.metadata.actor).toEqual({ kind: 'user', id: p.userId });

    // The model was asked through the chat-completions API, streamed, for JSON in the schema derived from the contracts.
    const sent = model.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-test-key');
    expect(sent.body).toMatchObject({ model: 'scripted-model', stream: true, response_format: { type: 'json_schema', json_schema: { name: 'deck', schema: generatedDeckJsonSchema() } } });
    expect(sent.body.messages.at(-1)!.content).toContain('A short lesson about planets');
    expect(sent.body.messages.at(-1)!.content).toContain('Existing poll');
  });

  it('is in the deck history under the asker\'s name, and restoring the version before it undoes it', async () => {
    const p = await presenter();
    const before = await p.api.deck(p.presentationId);
    const revisionBefore = (await t.http.get(`/api/presentation/${p.presentationId}/history`).set(p.api.auth).expect(200)).body.revision as number;
    model.answer({ content: answerOf(POLL, TEXT) });
    const requestId = randomUUID();
    await ask(p, 'Two slides', requestId).expect(202);
    await finished(p.received, requestId);
    const history = (await t.http.get(`/api/presentation/${p.presentationId}/history`).set(p.api.auth).expect(200)).body as { entries: { fromRevision: number; author: { id: string; name: string | null }; events: { type: string }[] }[] };
    const generated = history.entries.filter((entry) => entry.fromRevision > revisionBefore);
    expect(generated).toHaveLength(2);
    for (const entry of generated) expect(entry.author).toMatchObject({ id: p.userId, name: expect.stringContaining('Ada') });
    await t.http.post(`/api/presentation/${p.presentationId}/history/${revisionBefore}/restore`).set(p.api.auth).expect(200);
    expect((await p.api.deck(p.presentationId)).slides.map((slide) => slide.id)).toEqual(before.slides.map((slide) => slide.id));
  });

  it('Stop mid-stream keeps only the slides that arrived whole', async () => {
    const p = await presenter();
    const before = (await p.api.deck(p.presentationId)).slides.length;
    const content = answerOf(POLL, CLOUD, OPEN);
    // Held in the middle of the second slide, as a model still writing it.
    model.answer({ content, chunkChars: 9, holdAt: content.indexOf(CLOUD.title) + 4 });
    const requestId = randomUUID();
    await ask(p, 'Three questions about planets', requestId).expect(202);
    await waitUntil(async () => p.received.some((r) => r.type === 'added-slide' && r.requestId === requestId));
    await model.waitUntilHeld();

    await t.http.post('/api/generative-ai/chat/stop').set(p.api.auth).send({ presentationId: p.presentationId, requestId }).expect(200, { stopped: true });
    expect(await finished(p.received, requestId)).toMatchObject({ type: 'generation-stopped', slideCount: 1 });
    const deck = await p.api.deck(p.presentationId);
    expect(deck.slides).toHaveLength(before + 1);
    expect(deck.slides.filter((slide) => slide.title === POLL.title)).toHaveLength(1);
    expect(deck.slides.some((slide) => slide.title === CLOUD.title)).toBe(false);
    // Stopping what has ended changes nothing.
    await t.http.post('/api/generative-ai/chat/stop').set(p.api.auth).send({ presentationId: p.presentationId, requestId }).expect(200, { stopped: false });
  });

  it('asks once more after an invalid answer, then reports the failure with the spec message and adds nothing', async () => {
    const p = await presenter();
    const before = await p.api.deck(p.presentationId);
    const asked = model.requests.length;
    model.answer({ content: 'Sure! Here are some slides about planets.' }, { content: answerOf({ ...QUIZ, options: QUIZ.options.map((option) => ({ ...option, correct: true })) }) });
    const requestId = randomUUID();
    await ask(p, 'Planets quiz', requestId).expect(202);
    expect(await finished(p.received, requestId)).toEqual({ presentationId: p.presentationId, requestId, type: 'system-error', message: AI_MESSAGES.failed, slideCount: 0 });
    expect(model.requests.length - asked).toBe(2);
    expect((await p.api.deck(p.presentationId)).slides).toEqual(before.slides);
  });

  it('uses the second answer when only the first was invalid', async () => {
    const p = await presenter();
    const asked = model.requests.length;
    model.answer({ content: answerOf({ type: 'poll', title: 'No options' }) }, { content: answerOf(CLOUD) });
    const requestId = randomUUID();
    await ask(p, 'A word cloud', requestId).expect(202);
    expect(await finished(p.received, requestId)).toMatchObject({ type: 'generate-successful', slideCount: 1 });
    expect(model.requests.length - asked).toBe(2);
    expect((await p.api.deck(p.presentationId)).slides.filter((slide) => slide.type === 'poll' && slide.title === 'No options')).toHaveLength(0);
  });

  it('refuses an empty or over-long prompt with the field path, and writes nothing', async () => {
    const p = await presenter();
    const head = await p.api.head();
    const empty = await ask(p, '   \n ').expect(400);
    expect(JSON.stringify(empty.body)).toContain('prompt');
    await ask(p, 'x'.repeat(3001)).expect(400);
    await ask(p, 'x'.repeat(3000)).expect(202);
    expect(await p.api.head()).toBeGreaterThan(head);
  });

  it('refuses the 151st request with the request-limit message', async () => {
    const p = await presenter();
    // Nothing scripted: the model server answers 500 and each request ends as a failure; each still counts.
    for (let request = 0; request < AI_REQUEST_LIMIT; request += 1) await ask(p, `Question ${request}`).expect(202);
    await waitUntil(() => p.received.filter((r) => r.type === 'system-error').length === AI_REQUEST_LIMIT);
    const head = await p.api.head();
    const refused = await ask(p, 'One more').expect(422);
    expect(refused.body.message).toBe(AI_LIMIT_MESSAGE);
    expect(refused.body).toMatchObject({ reason: 'ai.limitReached', reasonValues: { limit: String(AI_REQUEST_LIMIT) } });
    expect(await p.api.head()).toBe(head);
    expect((await t.http.get('/api/generative-ai/status').set(p.api.auth).expect(200)).body).toEqual({ enabled: true, message: null, requestsUsed: 150, requestLimit: 150 });
  });
});

describe('AI not configured (issue 27)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says how to enable it and does nothing else', async () => {
    const { token } = await registerPresenter(t.http);
    const api = deckApi(t, token);
    const presentationId = await api.createPresentation();
    expect((await t.http.get('/api/generative-ai/status').set(api.auth).expect(200)).body).toEqual({ enabled: false, message: AI_NOT_CONFIGURED_MESSAGE, requestsUsed: 0, requestLimit: 150 });
    const head = await api.head();
    const refused = await t.http.post('/api/generative-ai/chat').set(api.auth).send({ presentationId, requestId: randomUUID(), prompt: 'A quiz' }).expect(422);
    expect(refused.body.message).toBe(AI_NOT_CONFIGURED_MESSAGE);
    expect(await api.head()).toBe(head);
  });
});

describe('AI requests per minute (issue 27: each costs a model call)', () => {
  const model = new FakeOpenAiServer();
  let t: TestApp;
  beforeAll(async () => {
    await model.start();
    t = await startTestApp({ AI_BASE_URL: model.url, AI_MODEL: 'scripted-model', RATE_LIMIT_AI_REQUESTS_PER_USER: '2/3600' });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('answers 429 with Retry-After past the budget, before counting the request', async () => {
    const { token } = await registerPresenter(t.http);
    const api = deckApi(t, token);
    const presentationId = await api.createPresentation();
    const ask = () => t.http.post('/api/generative-ai/chat').set(api.auth).send({ presentationId, requestId: randomUUID(), prompt: 'A poll' });
    await ask().expect(202);
    await ask().expect(202);
    const head = await api.head();
    const refused = await ask().expect(429);
    expect(refused.body.message).toBe(TOO_MANY_AI_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await api.head()).toBe(head);
    expect((await t.http.get('/api/generative-ai/status').set(api.auth).expect(200)).body.requestsUsed).toBe(2);
  });
});
