import { SPELLCHECK_MESSAGES, type Misspelling } from '../../contracts/ai/spellcheck.js';
import { deckApi } from './support/deck-api.js';
import { scriptedAiApp } from './support/scripted-ai-app.js';
import { registerPresenter } from './support/test-app.js';

/**
 * Issue 27 spellcheck against the local chat-completions stand-in (test/support/fake-openai-server.ts): the deck's
 * texts go to the model, only real words of them come back as misspellings, dismiss and batch dismiss are remembered
 * as events for the deck, and a correction is the editor's ordinary slide edit.
 */
describe('AI spellcheck with dismiss and batch dismiss (spec doc 3 §3, §7)', () => {
  const app = scriptedAiApp();
  const CHECK = '/api/generative-ai/presentation/check-spelling';
  const DISMISS = '/api/generative-ai/presentation/dismiss-misspelled';
  const BATCH = '/api/generative-ai/presentation/batch-dismiss-misspelled';

  async function deck() {
    const { token, user } = await registerPresenter(app.t.http);
    const api = deckApi(app.t, token);
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'poll', fields: { title: 'Welcome to teh quarterly review' }, options: [{ title: 'Yes' }, { title: 'Nto sure' }] });
    return { api, presentationId, slide, userId: user.id };
  }

  const answer = JSON.stringify({
    misspellings: [
      { text: 1, word: 'teh', corrections: ['the'] },
      { text: 3, word: 'Nto', corrections: ['Not', 'Now'] },
      // Not in the deck: the model's invention is not reported.
      { text: 2, word: 'Yess', corrections: ['Yes'] },
    ],
  });

  async function check(d: Awaited<ReturnType<typeof deck>>): Promise<Misspelling[]> {
    app.model.answer({ content: answer });
    return (await app.t.http.post(CHECK).set(d.api.auth).send({ presentationId: d.presentationId }).expect(200)).body.misspellings as Misspelling[];
  }

  it('reports the misspelled words of the deck with their corrections and phrase; a correction is an ordinary slide edit', async () => {
    const d = await deck();
    const found = await check(d);
    const sent = app.model.requests.at(-1)!.body;
    expect(sent.messages.at(-1)!.content).toBe('1. Welcome to teh quarterly review\n2. Yes\n3. Nto sure');
    expect(sent.response_format?.json_schema?.name).toBe('misspellings');
    const noSure = d.slide.options[1]!;
    expect(found).toEqual([
      { id: `${d.slide.id}:title:2`, slideId: d.slide.id, place: { kind: 'slide', field: 'title' }, partialPhrase: 'Welcome to teh quarterly review', misspelledWord: 'teh', corrections: ['the'], activeCorrectionIndex: 0, words: ['Welcome', 'to', 'teh', 'quarterly', 'review'] },
      { id: `${d.slide.id}:option-${noSure.id}:0`, slideId: d.slide.id, place: { kind: 'option', optionId: noSure.id }, partialPhrase: 'Nto sure', misspelledWord: 'Nto', corrections: ['Not', 'Now'], activeCorrectionIndex: 0, words: ['Nto', 'sure'] },
    ]);
    // Checking writes nothing.
    expect(await app.t.storage.eventStore.readStream(`spelling-dismissals-${d.presentationId}`)).toEqual([]);

    const head = await d.api.head();
    await app.t.http.patch(`/api/slide/${d.slide.id}`).set(d.api.auth).send({ title: 'Welcome to the quarterly review' }).expect(200);
    const written = (await app.t.storage.eventStore.readStream(`presentation-${d.presentationId}`)).filter((event) => event.position > head);
    expect(written.map((event) => [event.type, event.metadata.actor])).toEqual([['SlideUpdated', { kind: 'user', id: d.userId }]]);
  });

  it('remembers a dismissed word in its phrase for the deck; batch dismiss writes only what is new', async () => {
    const d = await deck();
    const [teh, nto] = await check(d);
    const dismissal = (misspelling: Misspelling) => ({ word: misspelling.misspelledWord, suggestions: misspelling.corrections, context: misspelling.partialPhrase });

    expect((await app.t.http.post(DISMISS).set(d.api.auth).send({ presentationId: d.presentationId, misspell: dismissal(teh!) }).expect(200)).body).toEqual({ message: SPELLCHECK_MESSAGES.dismissed, dismissed: 1 });
    expect((await check(d)).map((misspelling) => misspelling.misspelledWord)).toEqual(['Nto']);

    expect((await app.t.http.post(BATCH).set(d.api.auth).send({ presentationId: d.presentationId, misspellings: [dismissal(teh!), dismissal(nto!)] }).expect(200)).body.dismissed).toBe(1);
    expect(await check(d)).toEqual([]);
    expect((await app.t.http.post(BATCH).set(d.api.auth).send({ presentationId: d.presentationId, misspellings: [dismissal(nto!)] }).expect(200)).body.dismissed).toBe(0);

    const events = await app.t.storage.eventStore.readStream(`spelling-dismissals-${d.presentationId}`);
    expect(events.map((event) => [event.type, (event.data as { misspellings: { word: string }[] }).misspellings.map((m) => m.word), event.metadata.actor])).toEqual([
      ['MisspellingsDismissed', ['teh'], { kind: 'user', id: d.userId }],
      ['MisspellingsDismissed', ['Nto'], { kind: 'user', id: d.userId }],
    ]);
  });

  it('asks once more after an invalid answer, then reports the failure', async () => {
    const d = await deck();
    const asked = app.model.requests.length;
    app.model.answer({ content: '{"misspellings": [{"word": "teh"}]}' }, { content: 'The spelling looks fine to me.' });
    expect((await app.t.http.post(CHECK).set(d.api.auth).send({ presentationId: d.presentationId }).expect(422)).body.message).toBe(SPELLCHECK_MESSAGES.failed);
    expect(app.model.requests.length - asked).toBe(2);
  });

  it('answers an empty deck without asking, and refuses someone else’s deck (404) and bad input (400), writing nothing', async () => {
    const d = await deck();
    const other = deckApi(app.t, (await registerPresenter(app.t.http)).token);
    const empty = await other.createPresentation();
    const asked = app.model.requests.length;
    expect((await app.t.http.post(CHECK).set(other.auth).send({ presentationId: empty }).expect(200)).body).toEqual({ misspellings: [] });
    const head = await app.t.storage.eventStore.headPosition();
    await app.t.http.post(CHECK).set(other.auth).send({ presentationId: d.presentationId }).expect(404);
    await app.t.http.post(DISMISS).set(other.auth).send({ presentationId: d.presentationId, misspell: { word: 'teh', suggestions: [], context: 'teh' } }).expect(404);
    const bad = await app.t.http.post(BATCH).set(d.api.auth).send({ presentationId: d.presentationId, misspellings: [{ word: '', suggestions: [], context: '' }] }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('misspellings');
    await app.t.http.post(BATCH).set(d.api.auth).send({ presentationId: d.presentationId, misspellings: [] }).expect(400);
    expect(app.model.requests.length).toBe(asked);
    expect(await app.t.storage.eventStore.headPosition()).toBe(head);
  });
});
