import type { SlideResults } from '../../contracts/live/results.js';
import { waitUntil } from '../support/wait-until.js';
import { answer, joinPhone, presented, presenterState, type Live, type SlideSpec } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Issue 22, "the slide picker offers only what runs": Pick Image is offered as a poll whose options are pictures
 * and is authored with a poll's fields, so it runs as a poll: phones get the pictures and answer it at once (no
 * quiz to start), the presenter's results count the votes, and the poll's own rules (limitChoice) hold.
 */
const server = suiteServer();

const HILLS = { url: 'https://images.example.org/hills.jpg' };
const COAST = { url: 'https://images.example.org/coast.jpg' };
const pickImage = (fields: Record<string, unknown> = {}): SlideSpec => ({
  type: 'pickImage',
  title: 'Where next?',
  fields,
  options: [{ title: 'Hills', image: HILLS }, { title: 'Coast', image: COAST }, { title: 'City' }] as SlideSpec['options'],
});
const counts = async (live: Live, slideId: string) => {
  const shown = (await presenterState(server, live)).results[slideId] as SlideResults | undefined;
  return shown?.kind === 'choice' ? { respondents: shown.respondents, counts: shown.counts } : null;
};

describe('Pick Image runs as a poll of pictures', () => {
  it('gives phones the pictures, takes their votes while the slide is on, and counts them for the presenter', async () => {
    const live = await presented(server, {}, [pickImage()]);
    const slideId = live.slideIds[0]!;
    const [hills, coast] = live.deck.slides[0]!.options.map((option) => option.id);
    const ada = await joinPhone(server, live);
    expect(ada.snapshot.activeSlide?.options.map((option) => [option.title, (option.image as { url?: string } | null)?.url ?? null])).toEqual([
      ['Hills', HILLS.url],
      ['Coast', COAST.url],
      ['City', null],
    ]);
    const bob = await joinPhone(server, live);
    expect(await answer(ada, slideId, { kind: 'choice', optionIds: [hills] })).toMatchObject({ ok: true });
    expect(await answer(bob, slideId, { kind: 'choice', optionIds: [coast] })).toMatchObject({ ok: true });
    expect(await answer(bob, slideId, { kind: 'choice', optionIds: [hills] })).toMatchObject({ ok: false, error: { message: 'You have already answered this question.' } });
    await waitUntil(async () => (await counts(live, slideId))?.respondents === 2);
    expect(await counts(live, slideId)).toEqual({ respondents: 2, counts: { [hills!]: 1, [coast!]: 1 } });
  });

  it('takes up to limitChoice pictures when the slide allows more than one, and refuses more', async () => {
    const live = await presented(server, {}, [pickImage({ multipleChoice: true, limitChoice: 2 })]);
    const slideId = live.slideIds[0]!;
    const ids = live.deck.slides[0]!.options.map((option) => option.id);
    const phone = await joinPhone(server, live);
    expect(await answer(phone, slideId, { kind: 'choice', optionIds: ids })).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect(await answer(phone, slideId, { kind: 'choice', optionIds: ids.slice(0, 2) })).toMatchObject({ ok: true });
    await waitUntil(async () => (await counts(live, slideId))?.respondents === 1);
  });
});
