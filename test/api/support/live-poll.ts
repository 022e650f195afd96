import { editDeck, readDeck } from './live-clients.js';
import { bearer, type TestApp } from './test-app.js';

export interface LivePoll {
  readonly presentationId: string;
  readonly accessCode: string;
  readonly slideId: string;
  readonly optionIds: string[];
  readonly sessionId: string;
}

/** A deck with one poll of the given options, presented: its session is live on the poll. */
export async function presentPoll(t: TestApp, token: string, ownerId: string, optionTitles: string[]): Promise<LivePoll> {
  const presentation = (await t.http.post('/api/presentation').set(bearer(token)).send({ name: 'Live poll' }).expect(201)).body as { id: string; accessCode: string };
  await editDeck(t, ownerId, { type: 'AddSlide', data: { presentationId: presentation.id, type: 'poll', fields: { title: 'Favourite colour?' } } });
  let deck = await readDeck(t, presentation.id);
  const slideId = deck.slides[0]!.id;
  for (const title of optionTitles) {
    await editDeck(t, ownerId, { type: 'AddSlideOption', data: { presentationId: presentation.id, slideId, title } });
  }
  deck = await readDeck(t, presentation.id);
  const optionIds = deck.slides[0]!.options.filter((option) => option.title !== '').map((option) => option.id);
  const started = await t.http.put(`/api/presentation/update-next-slide/${presentation.id}`).set(bearer(token)).send({ activeSlide: slideId }).expect(200);
  return { presentationId: presentation.id, accessCode: presentation.accessCode, slideId, optionIds, sessionId: started.body.sessionId as string };
}
