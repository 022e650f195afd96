import { randomUUID } from 'node:crypto';
import type { CopyLinkView, CopyResult } from '../../contracts/copies/copy-link.js';
import { DEMO_SHARE_CODE } from '../../contracts/templates/demo-template.js';
import type { TemplateDetail } from '../../contracts/templates/views.js';
import { copyLinksProjection } from '../../projections/copy-links/copy-links.projection.js';
import { presentationListProjection } from '../../projections/presentation-list/presentation-list.projection.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 28 demo over HTTP, as the client's `/live-demo/` and `/save-presentation/` call it: a guest copies the demo
 * template by its share code, opens its copy's link, and the presenter they become copies that into their own
 * account: an independent deck with the same slides, counted once on the guest's deck; read models rebuild equal.
 */
describe('Demo deck: played by a guest, kept after sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const titles = (deck: { slides: readonly { order: number; title?: string | null }[] }) => [...deck.slides].sort((a, b) => a.order - b.order).map((slide) => slide.title);

  it('a guest plays a copy of the demo; after sign-up the new account holds its own copy of the guest deck', async () => {
    const guest = bearer((await t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string);
    const demo = (await t.http.get(`/api/templates/by-share-code/${DEMO_SHARE_CODE}`).expect(200)).body as TemplateDetail;
    expect(demo.name).toBe('Would You Rather?');

    const played = (await t.http.post(`/api/presentation/copy-by-share-code/${DEMO_SHARE_CODE}`).set(guest).expect(201)).body as CopyResult;
    const guestDeck = (await t.http.get(`/api/presentation/${played.id}`).set(guest).expect(200)).body as { name: string; slides: { order: number; title: string }[] };
    expect(titles(guestDeck)).toEqual(demo.slides.map((slide) => slide.title));
    await t.http.patch(`/api/presentation/${played.id}`).set(guest).send({ name: 'Our team dilemmas' }).expect(200);

    const link = (await t.http.post(`/api/presentation/${played.id}/share-copy`).set(guest).expect(200)).body as CopyLinkView;
    expect(link.shareCode).toMatch(/^[a-z0-9]+$/);

    const { token } = await registerPresenter(t.http, { email: `kept-${randomUUID()}@example.com` });
    const presenter = bearer(token);
    const kept = (await t.http.post(`/api/presentation/copy-by-share-code/${link.shareCode}`).set(presenter).expect(201)).body as CopyResult;
    expect(kept).toMatchObject({ name: 'Our team dilemmas', sourcePresentation: played.id });
    await t.caughtUp();
    const keptDeck = await deckApi(t, token).deck(kept.id);
    expect(titles(keptDeck)).toEqual(titles(guestDeck));

    // Independent: each account reaches only its own deck; the guest deck counts one copy.
    await t.http.get(`/api/presentation/${played.id}`).set(presenter).expect(404);
    await t.http.get(`/api/presentation/${kept.id}`).set(guest).expect(404);
    expect(((await t.http.get(`/api/presentation/${played.id}/share-copy`).set(guest).expect(200)).body as CopyLinkView).copyCount).toBe(1);
    const listed = JSON.stringify((await t.http.get('/api/presentation').set(presenter).expect(200)).body);
    expect(listed).toContain(kept.id);
    expect(listed).not.toContain(played.id);
  });

  it('rebuilds the presentation list and copy links equal to the live ones', async () => {
    await t.caughtUp();
    const { readStore, eventStore } = t.storage;
    await t.app.get(ProjectionRunner).stop();
    for (const projection of [copyLinksProjection, presentationListProjection]) {
      const collection = versionedCollection(projection.name, projection.version);
      const live = await readStore.find(collection);
      expect(live.length).toBeGreaterThan(0);
      await readStore.dropCollection(collection);
      await readStore.deleteCheckpoint(collection);
      await rebuildProjection(eventStore, readStore, projection as never);
      expect(await readStore.find(collection)).toEqual(live);
    }
  });
});
