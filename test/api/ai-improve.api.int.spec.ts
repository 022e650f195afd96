import { IMPROVE_CONTENT_MESSAGES } from '../../contracts/ai/improve-content.js';
import { FakeOpenAiServer } from '../support/fake-openai-server.js';
import { deckApi } from './support/deck-api.js';
import { registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/** Issue 27 "improve slide content" against the local chat-completions stand-in (test/support/fake-openai-server.ts). */
describe('AI improves a slide’s content (spec doc 3 §7, §8)', () => {
  const model = new FakeOpenAiServer();
  let t: TestApp;
  const PATH = '/api/generative-ai/slide/improve-content';
  const STYLE = { improveWritingSettings: { writingStyle: { writingMode: 'improve', tone: 'funny', complexity: 'simpler' } } };

  beforeAll(async () => {
    await model.start();
    t = await startTestApp({ AI_BASE_URL: model.url, AI_MODEL: 'scripted-model', RATE_LIMIT_AI_REQUESTS_PER_USER: '1000/60' });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  async function poll(title: string) {
    const { token, user } = await registerPresenter(t.http);
    const api = deckApi(t, token);
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'poll', fields: { title }, options: [{ title: 'Pizza' }, { title: 'Soup' }] });
    return { api, presentationId, slide, userId: user.id };
  }

  it('rewrites the title and options in the asked style, as deck commands by the asker', async () => {
    const p = await poll('What should we eat for lunch');
    const before = await p.api.head();
    model.answer({ content: JSON.stringify({ title: 'Lunch time! What are we feasting on?', options: [{ title: 'Pizza party' }, { title: 'Soup' }] }) });
    const response = await t.http.post(PATH).set(p.api.auth).send({ presentationId: p.presentationId, slideId: p.slide.id, ...STYLE }).expect(200);
    expect(response.body.message).toBe(IMPROVE_CONTENT_MESSAGES.updated);
    const slide = (await p.api.deck(p.presentationId)).slides.find((candidate) => candidate.id === p.slide.id)!;
    expect(slide.title).toBe('Lunch time! What are we feasting on?');
    expect(slide.options.map((option) => option.title)).toEqual(['Pizza party', 'Soup']);
    const sent = model.requests.at(-1)!.body.messages.at(-1)!.content;
    expect(sent).toContain('tone funny');
    expect(sent).toContain('1. Pizza');
    // Only what changed is written: the title and one option, both by the asker.
    const written = (await t.storage.eventStore.readStream(`presentation-${p.presentationId}`)).filter((event) => event.position > before);
    expect(written.map((event) => event.type)).toEqual(['SlideUpdated', 'SlideOptionUpdated']);
    expect(written.map((event) => event.metadata.actor)).toEqual([
      { kind: 'user', id: p.userId },
      { kind: 'user', id: p.userId },
    ]);
  });

  it('asks once more when the rewrite does not fit the slide, then reports the spec’s failure and writes nothing', async () => {
    const p = await poll('What should we eat for lunch');
    const head = await p.api.head();
    model.answer({ content: JSON.stringify({ title: 'Lunch?', options: [{ title: 'Pizza' }] }) }, { content: 'I cannot do that.' });
    const refused = await t.http.post(PATH).set(p.api.auth).send({ presentationId: p.presentationId, slideId: p.slide.id, ...STYLE }).expect(422);
    expect(refused.body.message).toBe(IMPROVE_CONTENT_MESSAGES.failed);
    expect(await p.api.head()).toBe(head);
  });

  it('refuses a slide with no text and a style it does not know', async () => {
    const p = await poll('');
    const asked = model.requests.length;
    expect((await t.http.post(PATH).set(p.api.auth).send({ presentationId: p.presentationId, slideId: p.slide.id, ...STYLE }).expect(422)).body.message).toBe(IMPROVE_CONTENT_MESSAGES.noTitle);
    const style = { improveWritingSettings: { writingStyle: { writingMode: 'improve', tone: 'sarcastic', complexity: 'same' } } };
    await t.http.post(PATH).set(p.api.auth).send({ presentationId: p.presentationId, slideId: p.slide.id, ...style }).expect(400);
    expect(model.requests.length).toBe(asked);
  });
});
