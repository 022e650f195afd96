import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('Presentations over HTTP', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const create = async (body: object = {}, as = token) =>
    (await t.http.post('/api/presentation').set(bearer(as)).send(body).expect(201)).body as { id: string; name: string; revision: number };

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    ({ token, user: { id: userId } } = await registerPresenter(t.http));
  });
  afterAll(() => t.close());

  it('creates a presentation with the spec defaults (doc 1 §3, §9)', async () => {
    const response = await t.http.post('/api/presentation').set(bearer(token)).send({}).expect(201);
    expect(response.body).toMatchObject({
      name: 'My new presentation',
      language: 'en',
      fontFamily: 'Plus Jakarta Sans',
      userId,
      slideCount: 0,
      deletedAt: null,
    });
    expect(response.body.accessCode).toMatch(/^\d{6}$/);
    expect(response.body.uniqueAccessCode).toMatch(/^[a-z0-9]{10}$/);
    expect(response.body.createdAt).toBe(response.body.updatedAt);
    expect(response.headers.etag).toBe('"0"');
  });

  it('keeps a given name and language, maps br to pt and an unknown language to en (doc 1 §5)', async () => {
    expect(await create({ name: '  Quarterly review ', language: 'de' })).toMatchObject({ name: 'Quarterly review', language: 'de' });
    expect(await create({ language: 'br' })).toMatchObject({ language: 'pt' });
    expect(await create({ language: 'klingon' })).toMatchObject({ language: 'en' });
  });

  it('reads a presentation back with its ETag, and hides it from other presenters', async () => {
    const { id } = await create({ name: 'Mine' });
    const read = await t.http.get(`/api/presentation/${id}`).set(bearer(token)).expect(200);
    expect(read.body.name).toBe('Mine');
    expect(read.headers.etag).toBe('"0"');
    const other = await registerPresenter(t.http);
    const hidden = await t.http.get(`/api/presentation/${id}`).set(bearer(other.token)).expect(404);
    const unknown = await t.http.get('/api/presentation/00000000-0000-4000-8000-000000000000').set(bearer(token)).expect(404);
    expect(hidden.body).toEqual(unknown.body);
    await t.http.get('/api/presentation/not-a-uuid').set(bearer(token)).expect(400);
  });

  it('lists only the caller’s presentations, newest change first, in pages of 20', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await create({ name: `Deck ${String(i).padStart(2, '0')}` })).id);
    await create({ name: 'Someone else' }, (await registerPresenter(t.http)).token);
    await t.http.patch(`/api/presentation/${ids[0]}`).set(bearer(token)).send({ name: 'Deck 00 renamed' }).expect(200);

    const first = await t.http.get('/api/presentation').set(bearer(token)).expect(200);
    expect(first.body.numberOfPresentationPages).toBe(2);
    expect(first.body.presentations).toHaveLength(20);
    expect(first.body.presentations[0].name).toBe('Deck 00 renamed');
    const second = await t.http.get('/api/presentation?page=2').set(bearer(token)).expect(200);
    expect(second.body.presentations).toHaveLength(3);

    const byName = await t.http.get('/api/presentation?sortColumn=name&sortOrder=asc').set(bearer(token)).expect(200);
    expect(byName.body.presentations.slice(0, 3).map((p: { name: string }) => p.name)).toEqual(['Deck 00 renamed', 'Deck 01', 'Deck 02']);
    await t.http.get('/api/presentation?sortColumn=owner').set(bearer(token)).expect(400);
  });

  it('renames with If-Match and answers a stale ETag with 409', async () => {
    const { id } = await create();
    const renamed = await t.http.patch(`/api/presentation/${id}`).set(bearer(token)).set('If-Match', '"0"').send({ name: 'Take two' }).expect(200);
    expect(renamed.headers.etag).toBe('"1"');
    const stale = await t.http.patch(`/api/presentation/${id}`).set(bearer(token)).set('If-Match', '"0"').send({ name: 'Take three' }).expect(409);
    expect(stale.body.code).toBe('conflict');
    const read = await t.http.get(`/api/presentation/${id}`).set(bearer(token)).expect(200);
    expect(read.body.name).toBe('Take two');
  });

  it('gives exactly one 200 and 49 409s for 50 parallel renames with the same If-Match', async () => {
    const { id } = await create();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.http.patch(`/api/presentation/${id}`).set(bearer(token)).set('If-Match', '"0"').send({ name: `Name ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await t.storage.eventStore.readStream(`presentation-${id}`)).toHaveLength(2);
  });

  it('lands all 50 parallel renames without If-Match, with consecutive stream revisions', async () => {
    const { id } = await create();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.http.patch(`/api/presentation/${id}`).set(bearer(token)).send({ name: `Name ${i}` })),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const events = await t.storage.eventStore.readStream(`presentation-${id}`);
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 51 }, (_, i) => i));
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(50);
  });

  it('moves to the trash with the spec texts, lists the trash, restores and deletes permanently', async () => {
    const a = await create({ name: 'Alpha' });
    const b = await create({ name: 'Beta' });
    const c = await create({ name: 'Gamma' });

    const one = await t.http.delete('/api/presentation').set(bearer(token)).send({ presentationIds: [a.id] }).expect(200);
    expect(one.body).toEqual({ succeededIds: [a.id], failedIds: [], successMessage: 'Deleted presentation "Alpha"', failureMessage: null });
    const many = await t.http.delete('/api/presentation').set(bearer(token)).send({ presentationIds: [b.id, c.id] }).expect(200);
    expect(many.body.successMessage).toBe('Deleted 2 presentations');

    const list = await t.http.get('/api/presentation').set(bearer(token)).expect(200);
    expect(list.body.presentations).toHaveLength(0);
    const trash = await t.http.get('/api/presentation/deleted').set(bearer(token)).expect(200);
    expect(trash.body.numberOfPresentationPages).toBe(1);
    const trashNames: string[] = trash.body.result.map((p: { name: string }) => p.name);
    // Most recently deleted first: Beta and Gamma went together, after Alpha.
    expect(trashNames[2]).toBe('Alpha');
    expect(trashNames.slice(0, 2).sort()).toEqual(['Beta', 'Gamma']);
    expect(trash.body.result.every((p: { deletedAt: string | null }) => p.deletedAt !== null)).toBe(true);

    const restored = await t.http.post('/api/presentation/restore').set(bearer(token)).send({ presentationIds: [a.id] }).expect(200);
    expect(restored.body.succeededIds).toEqual([a.id]);
    expect((await t.http.get('/api/presentation').set(bearer(token))).body.presentations.map((p: { id: string }) => p.id)).toEqual([a.id]);

    const notInTrash = await t.http.delete('/api/presentation/permanent').set(bearer(token)).send({ presentationIds: [a.id, b.id] }).expect(200);
    expect(notInTrash.body).toMatchObject({ succeededIds: [b.id], failedIds: [a.id], failureMessage: 'Cannot permanently delete presentation Alpha' });
    await t.http.get(`/api/presentation/${b.id}`).set(bearer(token)).expect(404);
    const trashAfter = await t.http.get('/api/presentation/deleted').set(bearer(token)).expect(200);
    expect(trashAfter.body.result.map((p: { id: string }) => p.id)).toEqual([c.id]);
  });

  it("reports the spec failure text for presentations the caller cannot delete, naming someone else's by id as an unknown one", async () => {
    const theirs = await create({ name: 'Not yours' }, (await registerPresenter(t.http)).token);
    const mine = await create({ name: 'Mine' });
    const single = await t.http.delete('/api/presentation').set(bearer(token)).send({ presentationIds: [theirs.id] }).expect(200);
    expect(single.body).toEqual({ succeededIds: [], failedIds: [theirs.id], successMessage: null, failureMessage: `Cannot delete presentation ${theirs.id}` });
    const missing = '00000000-0000-4000-8000-000000000001';
    const mixed = await t.http.delete('/api/presentation').set(bearer(token)).send({ presentationIds: [mine.id, theirs.id, missing] }).expect(200);
    expect(mixed.body).toMatchObject({ successMessage: 'Deleted presentation "Mine"', failureMessage: 'Cannot delete 2 presentations' });
  });

  it('requires a token for every presentation route', async () => {
    await t.http.get('/api/presentation').expect(401);
    await t.http.post('/api/presentation').send({}).expect(401);
  });
});
