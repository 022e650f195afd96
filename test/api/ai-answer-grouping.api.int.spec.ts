import { ANSWER_GROUPING_MESSAGES, type AnswerGrouping } from '../../contracts/ai/answer-groups.js';
import type { SlideResults } from '../../contracts/live/results.js';
import { liveResultsProjection } from '../../projections/live-results/live-results.projection.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { LiveResultsService } from '../../services/live/application/live-results.service.js';
import { FakeOpenAiServer } from '../support/fake-openai-server.js';
import { waitUntil } from '../support/wait-until.js';
import { answer, joinPhone, presented, presenterState, type Live } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

/**
 * Issue 27 grouping of live answers (spec doc 3 §7 group-open-ended, word-cloud-smart-grouping) against the local
 * chat-completions stand-in (test/support/fake-openai-server.ts): real answers from phones go to the model numbered,
 * its groups are checked against them, the presenter reads the result, and nothing is written.
 */
const model = new FakeOpenAiServer();
const env: Record<string, string> = { AI_MODEL: 'scripted-model', RATE_LIMIT_AI_REQUESTS_PER_USER: '1000/60' };
beforeAll(async () => {
  env.AI_BASE_URL = await model.start();
});
afterAll(() => model.close());
const server = suiteServer(env);

const entries = async (live: Live, slideId: string) => {
  const shown = (await presenterState(server, live)).results[slideId] as SlideResults | undefined;
  return shown?.kind === 'text' ? shown.entries.length : shown?.kind === 'words' ? shown.words.length : 0;
};

describe('AI grouping of live answers', () => {
  it('groups the open-ended answers people sent, by the numbers the model names, writing nothing', async () => {
    const live = await presented(server, {}, [{ type: 'openEnded', title: 'What would make Mondays better?' }]);
    const slideId = live.slideIds[0]!;
    for (const text of ['More coffee', 'Later start', 'Free espresso', 'No meetings before ten']) expect(await answer(await joinPhone(server, live), slideId, { kind: 'text', text })).toMatchObject({ ok: true });
    await waitUntil(async () => (await entries(live, slideId)) === 4);
    const head = await server.t.storage.eventStore.headPosition();

    model.answer({ content: JSON.stringify({ groups: [{ title: 'Coffee', items: [1, 3] }, { title: 'Time', items: [2, 4, 9] }] }) });
    const grouping = (await server.t.http.post(`/api/openai/group-open-ended/${slideId}`).set(live.auth).send({ presentationId: live.id }).expect(200)).body as AnswerGrouping;
    expect(model.requests.at(-1)!.body.messages.at(-1)!.content).toBe('Question: What would make Mondays better?\n\n1. More coffee\n2. Later start\n3. Free espresso\n4. No meetings before ten');
    expect(grouping.slideId).toBe(slideId);
    expect(grouping.groups.map((group) => [group.title, group.count, group.items.map((item) => item.text)])).toEqual([
      ['Coffee', 2, ['More coffee', 'Free espresso']],
      ['Time', 2, ['Later start', 'No meetings before ten']],
    ]);
    expect(grouping.groups.flatMap((group) => group.items).every((item) => typeof item.answerId === 'string')).toBe(true);
    expect(grouping.ungrouped).toEqual([]);
    expect(await server.t.storage.eventStore.headPosition()).toBe(head);
  });

  it('groups a word cloud’s words with their counts (smart grouping), what the model leaves out kept apart', async () => {
    const live = await presented(server, {}, [{ type: 'wordCloud', title: 'One word for Friday' }]);
    const slideId = live.slideIds[0]!;
    for (const word of ['pizza', 'pizza', 'party', 'rest']) expect(await answer(await joinPhone(server, live), slideId, { kind: 'words', words: [word] })).toMatchObject({ ok: true });
    await waitUntil(async () => (await entries(live, slideId)) === 3);

    model.answer({ content: JSON.stringify({ groups: [{ title: 'Fun', items: [1, 2] }] }) });
    const grouping = (await server.t.http.post(`/api/slide/${slideId}/word-cloud-smart-grouping`).set(live.auth).send({ presentationId: live.id }).expect(200)).body as AnswerGrouping;
    expect(model.requests.at(-1)!.body.messages.at(-1)!.content).toMatch(/^Question: One word for Friday\n\n1\. pizza \(x2\)\n2\. (party|rest) \(x1\)\n3\. (party|rest) \(x1\)$/);
    expect(grouping.groups).toHaveLength(1);
    expect(grouping.groups[0]).toMatchObject({ title: 'Fun', count: 3 });
    expect(grouping.ungrouped).toHaveLength(1);
  });

  it('with "Group similar words" on, keeps the grouping in the session: the presenter’s and the phones’ results show the words merged, rebuilt equal', async () => {
    const live = await presented(server, {}, [{ type: 'wordCloud', title: 'A pet you like', fields: { wordCloudSmartGrouping: true } }]);
    const slideId = live.slideIds[0]!;
    const phone = await joinPhone(server, live);
    expect(phone.snapshot.activeSlide?.settings.wordCloudSmartGrouping).toBe(true);
    for (const word of ['cat', 'kitten', 'dog']) expect(await answer(await joinPhone(server, live), slideId, { kind: 'words', words: [word] })).toMatchObject({ ok: true });
    await waitUntil(async () => (await entries(live, slideId)) === 3);
    const head = await server.t.storage.eventStore.headPosition();
    const pushed: SlideResults[] = [];
    phone.socket.on('results:updated', ({ results }: { results: SlideResults }) => pushed.push(results));

    // The words go to the model most given first, then alphabetically: 1. cat, 2. dog, 3. kitten.
    model.answer({ content: JSON.stringify({ groups: [{ title: 'Cats', items: [1, 3] }] }) });
    const grouping = (await server.t.http.post(`/api/slide/${slideId}/word-cloud-smart-grouping`).set(live.auth).send({ presentationId: live.id }).expect(200)).body as AnswerGrouping;
    expect(grouping.groups.map((group) => group.items.map((item) => item.text).sort())).toEqual([['cat', 'kitten']]);
    const written = (await server.t.storage.eventStore.readAll(head, 100)).filter((event) => event.position > head);
    expect(written.map((event) => [event.type, event.data])).toEqual([['WordCloudWordsGrouped', { sessionId: live.sessionId, slideId, groups: [{ title: 'Cats', words: ['cat', 'kitten'] }], at: expect.any(String) }]]);
    expect(written[0]!.metadata.actor.id).toBe(live.presenter.user.id);

    // A later answer of a grouped word counts for its group; a new word stays apart until the next grouping.
    for (const word of ['cat', 'parrot']) await answer(await joinPhone(server, live), slideId, { kind: 'words', words: [word] });
    const merged = async () => {
      const shown = (await presenterState(server, live)).results[slideId] as Extract<SlideResults, { kind: 'words' }>;
      return Object.fromEntries((shown.grouped ?? []).map((word) => [word.text, word.count]));
    };
    await waitUntil(async () => Object.keys(await merged()).length === 3);
    expect(await merged()).toEqual({ Cats: 3, dog: 1, parrot: 1 });
    await waitUntil(() => pushed.some((results) => results.kind === 'words' && results.grouped?.some((word) => word.text === 'Cats' && word.count === 3)));

    const liveDocument = await server.t.app.get(LiveResultsService).slideResults(live.sessionId, slideId);
    const { eventStore, readStore } = server.t.storage;
    await rebuildProjection(eventStore, readStore, liveResultsProjection as never);
    expect(await readStore.get(versionedCollection(liveResultsProjection.name, liveResultsProjection.version), `${live.sessionId}:${slideId}`)).toEqual(liveDocument);
  });

  it('refuses too few answers, the wrong slide type, an unusable answer (asked twice) and someone else', async () => {
    const live = await presented(server, {}, [{ type: 'openEnded', title: 'Ideas?' }, { type: 'poll', title: 'Poll?' }]);
    const [openEnded, poll] = live.slideIds as [string, string];
    const post = (slideId: string, auth = live.auth) => server.t.http.post(`/api/openai/group-open-ended/${slideId}`).set(auth).send({ presentationId: live.id });
    const asked = model.requests.length;
    expect((await post(openEnded).expect(422)).body.message).toBe(ANSWER_GROUPING_MESSAGES.notEnough);
    expect((await post(poll).expect(422)).body.message).toBe(ANSWER_GROUPING_MESSAGES.wrongSlide);
    expect(model.requests.length).toBe(asked);

    for (const text of ['One idea', 'Another idea']) await answer(await joinPhone(server, live), openEnded, { kind: 'text', text });
    await waitUntil(async () => (await entries(live, openEnded)) === 2);
    model.answer({ content: JSON.stringify({ groups: [{ title: 'Nothing', items: [7] }] }) }, { content: 'They are all good ideas.' });
    expect((await post(openEnded).expect(422)).body.message).toBe(ANSWER_GROUPING_MESSAGES.failed);
    expect(model.requests.length).toBe(asked + 2);

    const outsider = bearer((await registerPresenter(server.t.http)).token);
    await post(openEnded, outsider).expect(404);
    expect(model.requests.length).toBe(asked + 2);
  });
});
