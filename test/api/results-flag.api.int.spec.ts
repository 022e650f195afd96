import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { emitWithAck } from './support/live-clients.js';
import { answer, joinPhone, presented, presenterState, type Ack } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';
import { waitUntil } from '../support/wait-until.js';

/**
 * Spec doc 2 §4 / doc 3 §4 "Results flag": the deck's own hasResults is re-checked against the results it holds now
 * (its current session, the slides it still has) and recorded as a deck event; clear-slides leaves none.
 */
describe("The deck's results flag (issue 23)", () => {
  const server = suiteServer();

  it('is set by answers, entries and reactions, and cleared when their slides are deleted or the results are cleared', async () => {
    const { t } = server;
    const live = await presented(server, {}, [
      { type: 'poll', title: 'Lunch?', options: [{ title: 'Soup' }, { title: 'Salad' }] },
      { type: 'wordCloud', title: 'One word' },
    ]);
    const [pollId, cloudId] = live.slideIds as [string, string];
    const recheck = async () => ((await t.http.post(`/api/presentation/${live.id}/results-flag/recheck`).set(live.auth).expect(200)).body as { hasResults: boolean }).hasResults;
    const flag = async () => ((await t.http.get(`/api/presentation/${live.id}`).set(live.auth).expect(200)).body as DeckDocument).hasResults;
    const revision = async () => (await t.storage.eventStore.readStream(`presentation-${live.id}`)).length;

    // Presented, nobody answered: no results, and an unchanged flag writes nothing.
    const before = await revision();
    expect(await recheck()).toBe(false);
    expect(await revision()).toBe(before);

    const ada = await joinPhone(server, live, { name: 'Ada' });
    expect(await answer(ada, pollId, { kind: 'choice', optionIds: [live.deck.slides.find((slide) => slide.id === pollId)!.options[0]!.id] })).toMatchObject({ ok: true });
    await waitUntil(async () => (await presenterState(server, live)).results[pollId]?.respondents === 1);
    expect(await recheck()).toBe(true);
    expect(await flag()).toBe(true);
    const [changed] = (await t.storage.eventStore.readStream(`presentation-${live.id}`)).slice(-1);
    expect(changed).toMatchObject({ type: 'PresentationResultsFlagChanged', data: { hasResults: true }, metadata: { actor: { id: live.presenter.user.id } } });

    // The poll is deleted: its answers are no results of this deck any more.
    await t.http.delete('/api/slide').set(live.auth).send({ presentationId: live.id, slideIds: [pollId] }).expect(200);
    expect(await recheck()).toBe(false);
    expect(await flag()).toBe(false);

    // A word on the word cloud is an entry; a reaction alone is a result too.
    await t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: cloudId }).expect(200);
    expect(await answer(ada, cloudId, { kind: 'words', words: ['sunny'] })).toMatchObject({ ok: true });
    await waitUntil(async () => (await presenterState(server, live)).results[cloudId]?.respondents === 1);
    expect(await recheck()).toBe(true);

    // clear-slides: the deck holds no results until it is presented again.
    await t.http.post(`/api/presentation/${live.id}/stop-presenting`).set(live.auth).expect(200);
    await t.http.post('/api/slide/clear-slides/').set(live.auth).send({ presentationId: live.id }).expect(200);
    expect(await recheck()).toBe(false);
    expect(await flag()).toBe(false);

    await t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: cloudId }).expect(200);
    const grace = await joinPhone(server, live, { name: 'Grace' });
    expect(await emitWithAck<Ack>(grace.socket, 'reaction:send', { reaction: 'heart' })).toMatchObject({ ok: true });
    await t.caughtUp();
    expect(await recheck()).toBe(true);

    // Someone else's deck answers as an unknown one.
    await t.http.post(`/api/presentation/${live.id}/results-flag/recheck`).set(bearer((await registerPresenter(t.http)).token)).expect(404);
  });
});
