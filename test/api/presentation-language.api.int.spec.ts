import type { PresentationSettings } from '../../contracts/deck/settings.js';
import type { AudienceEntryInfo } from '../../contracts/live/join.js';
import { presented } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';

const server = suiteServer();
const POLL = [{ type: 'poll', title: 'Q', options: [{ title: 'A' }] }] as const;
const entryInfo = async (accessCode: string) => (await server.t.http.get(`/api/audience/presentation/${accessCode}`).expect(200)).body as AudienceEntryInfo;

describe("a presentation's language (issue 25)", () => {
  it('is unset on a new deck, so each phone uses its own', async () => {
    const live = await presented(server, {}, POLL);
    expect(live.deck.settings.presentingLanguage).toBeNull();
    expect((await entryInfo(live.accessCode)).language).toBeNull();
  });

  it('is set in the deck settings and given to the phones before they join; null unsets it again', async () => {
    const live = await presented(server, { presentingLanguage: 'kr' }, POLL);
    expect((await entryInfo(live.accessCode)).language).toBe('kr');
    const unset = await server.t.http.patch(`/api/presentation/${live.id}/settings`).set(live.auth).send({ presentingLanguage: null }).expect(200);
    expect((unset.body as PresentationSettings).presentingLanguage).toBeNull();
    await server.t.caughtUp();
    expect((await entryInfo(live.accessCode)).language).toBeNull();
  });

  it('refuses a language the product does not have, with the field path, and changes nothing', async () => {
    const live = await presented(server, { presentingLanguage: 'de' }, POLL);
    const refused = await server.t.http.patch(`/api/presentation/${live.id}/settings`).set(live.auth).send({ presentingLanguage: 'xx' }).expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect(JSON.stringify(refused.body.details)).toContain('presentingLanguage');
    expect((await entryInfo(live.accessCode)).language).toBe('de');
  });
});
