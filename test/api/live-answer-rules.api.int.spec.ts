import type { SlideResults } from '../../contracts/live/results.js';
import { liveResultsProjection } from '../../projections/live-results/live-results.projection.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { LiveResultsService } from '../../services/live/application/live-results.service.js';
import { waitUntil } from '../support/wait-until.js';
import { answer, joinPhone, presented, presenterState, type Live } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Issue 22: open-ended questions that take several answers, word cloud entries of one or two words, and answers
 * held for the presenter's approval ("Moderate answers before they show"), on the real server.
 */
const server = suiteServer();

const results = async (live: Live, slideId: string) => (await presenterState(server, live)).results[slideId] as SlideResults | undefined;
const shownTexts = (shown: SlideResults | undefined) => (shown?.kind === 'text' ? shown.entries.map((entry) => entry.text) : []);
const heldValues = (shown: SlideResults | undefined) => (shown && 'held' in shown ? (shown.held ?? []).map((entry) => entry.values) : []);
const moderate = (live: Live, slideId: string, answerId: string, approve: boolean) =>
  server.t.http.post(`/api/live/slide/${slideId}/moderate-answer`).set(live.auth).send({ presentationId: live.id, answerId, approve });

describe('open-ended questions that take several answers', () => {
  it('takes entriesPerParticipant answers from one person when the slide allows more than one, then says they are all sent', async () => {
    const live = await presented(server, {}, [{ type: 'openEnded', title: 'Ideas?', fields: { openEndedMultipleOption: true, entriesPerParticipant: 3 } }]);
    const slideId = live.slideIds[0]!;
    const phone = await joinPhone(server, live);
    for (const text of ['More breaks', 'Longer lunch', 'Standing desks']) {
      expect(await answer(phone, slideId, { kind: 'text', text })).toMatchObject({ ok: true });
    }
    expect(await answer(phone, slideId, { kind: 'text', text: 'A fourth' })).toMatchObject({
      ok: false,
      error: { message: 'You have already sent your 3 entries to this question.' },
    });
    await waitUntil(async () => shownTexts(await results(live, slideId)).length === 3);
    expect(await results(live, slideId)).toMatchObject({ respondents: 1 });
    expect(shownTexts(await results(live, slideId))).toEqual(['More breaks', 'Longer lunch', 'Standing desks']);
  });

  it('takes one answer when the slide does not allow more', async () => {
    const live = await presented(server, {}, [{ type: 'openEnded', title: 'Ideas?', fields: { entriesPerParticipant: 3 } }]);
    const phone = await joinPhone(server, live);
    expect(await answer(phone, live.slideIds[0]!, { kind: 'text', text: 'One' })).toMatchObject({ ok: true });
    expect(await answer(phone, live.slideIds[0]!, { kind: 'text', text: 'Two' })).toMatchObject({ ok: false, error: { message: 'You have already answered this question.' } });
  });
});

describe('word cloud entries (spec doc 2 §2: one or two words)', () => {
  it('refuses an entry of three words, and tells a first-time sender of too many entries how many the question takes', async () => {
    const live = await presented(server, {}, [{ type: 'wordCloud', title: 'Lunch?', fields: { entriesPerParticipant: 2 } }]);
    const slideId = live.slideIds[0]!;
    const phone = await joinPhone(server, live);
    expect(await answer(phone, slideId, { kind: 'words', words: ['chocolate chip cookies'] })).toMatchObject({
      ok: false,
      error: { statusCode: 400, message: 'Each answer can be one or two words.' },
    });
    expect(await answer(phone, slideId, { kind: 'words', words: ['soup', 'salad', 'pasta'] })).toMatchObject({
      ok: false,
      error: { message: 'This question takes 2 entries per person.' },
    });
    expect(await answer(phone, slideId, { kind: 'words', words: ['ice cream'] })).toMatchObject({ ok: true });
    expect(await answer(phone, slideId, { kind: 'words', words: ['soup', 'salad'] })).toMatchObject({ ok: false, error: { message: 'You can send one more entry to this question.' } });
    expect(await answer(phone, slideId, { kind: 'words', words: ['soup'] })).toMatchObject({ ok: true });
  });
});

describe('answers held for approval (isModerationMode)', () => {
  it('shows an open-ended answer once approved, never a rejected one, keeps both from phones, and rebuilds to the same results', async () => {
    const live = await presented(server, { isModerationMode: true }, [{ type: 'openEnded', title: 'Ideas?' }]);
    const slideId = live.slideIds[0]!;
    const [ada, bob] = [await joinPhone(server, live), await joinPhone(server, live)];
    expect(await answer(ada, slideId, { kind: 'text', text: 'More breaks' })).toMatchObject({ ok: true });
    expect(await answer(bob, slideId, { kind: 'text', text: 'Something rude' })).toMatchObject({ ok: true });
    await waitUntil(async () => heldValues(await results(live, slideId)).length === 2);
    expect(shownTexts(await results(live, slideId))).toEqual([]);
    const held = (await results(live, slideId)) as Extract<SlideResults, { kind: 'text' }>;
    const [adaAnswer, bobAnswer] = held.held!;

    // A phone joining now sees nothing held.
    expect((await joinPhone(server, live)).snapshot.results).not.toHaveProperty('held');

    expect((await moderate(live, slideId, adaAnswer!.answerId, true)).status).toBe(200);
    expect((await moderate(live, slideId, bobAnswer!.answerId, false)).status).toBe(200);
    await waitUntil(async () => heldValues(await results(live, slideId)).length === 0);
    expect(shownTexts(await results(live, slideId))).toEqual(['More breaks']);
    const late = await joinPhone(server, live);
    expect(late.snapshot.results).toMatchObject({ kind: 'text', entries: [expect.objectContaining({ text: 'More breaks' })] });
    expect(late.snapshot.results).not.toHaveProperty('held');

    // A decided answer is no longer held: deciding again is a 404, and nothing changes.
    expect((await moderate(live, slideId, bobAnswer!.answerId, true)).status).toBe(404);
    expect(shownTexts(await results(live, slideId))).toEqual(['More breaks']);

    const { t } = server;
    await t.caughtUp();
    const liveDocument = await t.app.get(LiveResultsService).slideResults(live.sessionId, slideId);
    const { eventStore, readStore } = t.storage;
    await rebuildProjection(eventStore, readStore, liveResultsProjection as never);
    const rebuilt = await readStore.get(versionedCollection(liveResultsProjection.name, liveResultsProjection.version), `${live.sessionId}:${slideId}`);
    expect(rebuilt).toEqual(liveDocument);
  });

  it('counts a held word cloud entry only once it is approved', async () => {
    const live = await presented(server, { isModerationMode: true }, [{ type: 'wordCloud', title: 'Lunch?' }]);
    const slideId = live.slideIds[0]!;
    const phone = await joinPhone(server, live);
    expect(await answer(phone, slideId, { kind: 'words', words: ['ice cream'] })).toMatchObject({ ok: true });
    await waitUntil(async () => heldValues(await results(live, slideId)).length === 1);
    const words = async () => {
      const shown = await results(live, slideId);
      return shown?.kind === 'words' ? shown.words.map((word) => word.text) : [];
    };
    expect(await words()).toEqual([]);
    const held = (await results(live, slideId)) as Extract<SlideResults, { kind: 'words' }>;
    expect((await moderate(live, slideId, held.held![0]!.answerId, true)).status).toBe(200);
    await waitUntil(async () => (await words()).length === 1);
    expect(await words()).toEqual(['ice cream']);
  });
});
