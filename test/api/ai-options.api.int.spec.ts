import { OPTION_GENERATION_MESSAGES } from '../../contracts/ai/generated-options.js';
import { FakeOpenAiServer } from '../support/fake-openai-server.js';
import { deckApi } from './support/deck-api.js';
import { registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 27 "generate answer options" against the local chat-completions stand-in (test/support/fake-openai-server.ts):
 * the spec's rules, the options written as deck commands by the asker, and an invalid answer asked once more.
 */
describe('AI answer options for a question (spec doc 3 §5, §7, §8)', () => {
  const model = new FakeOpenAiServer();
  let t: TestApp;
  const PATH = '/api/generative-ai/slide/generate-slide-options';

  beforeAll(async () => {
    await model.start();
    t = await startTestApp({ AI_BASE_URL: model.url, AI_MODEL: 'scripted-model', RATE_LIMIT_AI_REQUESTS_PER_USER: '1000/60' });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  async function question(title: string, type = 'pickAnswer', options?: { title: string; correct?: boolean }[]) {
    const { token, user } = await registerPresenter(t.http);
    const api = deckApi(t, token);
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type, fields: { title }, ...(options ? { options } : {}) });
    return { api, presentationId, slide, userId: user.id };
  }

  it('fills a quiz question up to four options with one right answer, as deck commands by the asker', async () => {
    const q = await question('Which planet is the largest?');
    expect(q.slide.options.map((option) => option.title)).toEqual(['', '', '']);
    model.answer({ content: JSON.stringify({ options: [{ title: 'Jupiter', correct: true }, { title: 'Saturn', correct: false }, { title: 'Neptune', correct: false }, { title: 'Earth', correct: false }] }) });
    const response = await t.http.post(PATH).set(q.api.auth).send({ presentationId: q.presentationId, slideId: q.slide.id }).expect(200);
    expect(response.body.generated).toBe(4);
    const slide = (await q.api.deck(q.presentationId)).slides.find((candidate) => candidate.id === q.slide.id)!;
    expect(slide.options.map((option) => [option.title, option.correct])).toEqual([['Jupiter', true], ['Saturn', false], ['Neptune', false], ['Earth', false]]);
    const written = (await t.storage.eventStore.readStream(`presentation-${q.presentationId}`)).filter((event) => event.type === 'SlideOptionsAdded' || event.type === 'SlideOptionsDeleted');
    expect(written.length).toBeGreaterThan(0);
    for (const event of written) expect(event.metadata.actor).toEqual({ kind: 'user', id: q.userId });
    expect(model.requests.at(-1)!.body.messages.at(-1)!.content).toContain('Which planet is the largest?');
  });

  it('keeps the titled options and adds only what is missing', async () => {
    const q = await question('Which of these is a gas giant?', 'pickAnswer', [{ title: 'Jupiter', correct: true }, { title: 'Mars' }]);
    model.answer({ content: JSON.stringify({ options: [{ title: 'Venus', correct: false }, { title: 'Mercury', correct: false }] }) });
    const response = await t.http.post(PATH).set(q.api.auth).send({ presentationId: q.presentationId, slideId: q.slide.id }).expect(200);
    expect(response.body.generated).toBe(2);
    expect(response.body.slideOptions.map((option: { title: string; correct: boolean }) => [option.title, option.correct])).toEqual([
      ['Jupiter', true],
      ['Mars', false],
      ['Venus', false],
      ['Mercury', false],
    ]);
  });

  it.each([
    ['an empty question', '', OPTION_GENERATION_MESSAGES.noQuestion],
    ['a question of 3 words without a question mark', 'Largest planet ever', OPTION_GENERATION_MESSAGES.questionTooShort],
    ['one word with a question mark', 'Planets?', OPTION_GENERATION_MESSAGES.questionTooShort],
  ])('refuses %s with its message and writes nothing', async (_name, title, message) => {
    const q = await question(title);
    const head = await q.api.head();
    const asked = model.requests.length;
    const refused = await t.http.post(PATH).set(q.api.auth).send({ presentationId: q.presentationId, slideId: q.slide.id }).expect(422);
    expect(refused.body.message).toBe(message);
    expect(await q.api.head()).toBe(head);
    expect(model.requests.length).toBe(asked);
  });

  it('refuses a question that already has 4 titled options, and a word cloud', async () => {
    const full = await question('Which planet is the largest?', 'pickAnswer', ['a', 'b', 'c', 'd'].map((title) => ({ title })));
    expect((await t.http.post(PATH).set(full.api.auth).send({ presentationId: full.presentationId, slideId: full.slide.id }).expect(422)).body.message).toBe(OPTION_GENERATION_MESSAGES.enoughOptions);
    const cloud = await question('One word for the planets', 'wordCloud');
    expect((await t.http.post(PATH).set(cloud.api.auth).send({ presentationId: cloud.presentationId, slideId: cloud.slide.id }).expect(422)).body.message).toBe(OPTION_GENERATION_MESSAGES.unsupportedType);
  });

  it('asks once more after an invalid answer, then says "Something went wrong. Please try again." and writes nothing', async () => {
    const q = await question('Which planet has rings?');
    const head = await q.api.head();
    const asked = model.requests.length;
    // Two right answers, then prose.
    model.answer({ content: JSON.stringify({ options: [{ title: 'Saturn', correct: true }, { title: 'Uranus', correct: true }, { title: 'Mars', correct: false }, { title: 'Venus', correct: false }] }) }, { content: 'Saturn, obviously.' });
    const refused = await t.http.post(PATH).set(q.api.auth).send({ presentationId: q.presentationId, slideId: q.slide.id }).expect(422);
    expect(refused.body.message).toBe(OPTION_GENERATION_MESSAGES.failed);
    expect(model.requests.length - asked).toBe(2);
    expect(await q.api.head()).toBe(head);
  });
});
