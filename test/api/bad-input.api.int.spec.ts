import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/** Bad input gets a clear 4xx in the one error shape, and nothing reaches the log. */
describe('Bad input over HTTP', () => {
  let t: TestApp;
  let token: string;
  let presentationId: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await registerPresenter(t.http));
    presentationId = (await t.http.post('/api/presentation').set(bearer(token)).send({ name: 'Target' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const expectNothingWritten = async (
    attempt: () => Promise<{ status: number; body: { code: string; message: string; details?: unknown } }>,
  ) => {
    const before = await t.storage.eventStore.headPosition();
    const response = await attempt();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await t.storage.eventStore.headPosition()).toBe(before);
    return response;
  };

  it('rejects unknown fields', async () => {
    const response = await expectNothingWritten(() =>
      t.http.post('/api/presentation').set(bearer(token)).send({ name: 'x', owner: 'someone-else' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_failed', details: [{ path: 'owner' }] });
  });

  it('rejects wrong types with the field path', async () => {
    const response = await expectNothingWritten(() =>
      t.http.patch(`/api/presentation/${presentationId}`).set(bearer(token)).send({ name: 42 }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_failed', details: [{ path: 'name' }] });
  });

  it('rejects an empty name and an empty id list', async () => {
    expect((await expectNothingWritten(() => t.http.patch(`/api/presentation/${presentationId}`).set(bearer(token)).send({ name: '   ' }))).status).toBe(400);
    expect((await expectNothingWritten(() => t.http.delete('/api/presentation').set(bearer(token)).send({ presentationIds: [] }))).status).toBe(400);
  });

  it('rejects malformed JSON', async () => {
    const response = await expectNothingWritten(() =>
      t.http.post('/api/presentation').set(bearer(token)).set('Content-Type', 'application/json').send('{"name": "unterminated'),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'malformed_json', message: 'The request body is not valid JSON.' });
  });

  it('rejects a 10 MB body with 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) });
    const response = await expectNothingWritten(() =>
      t.http.post('/api/presentation').set(bearer(token)).set('Content-Type', 'application/json').send(huge),
    );
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
  });

  it('rejects a bad If-Match header', async () => {
    const response = await expectNothingWritten(() =>
      t.http.patch(`/api/presentation/${presentationId}`).set(bearer(token)).set('If-Match', 'yesterday').send({ name: 'New' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path: 'headers.if-match' })]);
  });

  it('rejects a non-array body where ids are expected', async () => {
    const response = await expectNothingWritten(() =>
      t.http.post('/api/presentation/restore').set(bearer(token)).send({ presentationIds: 'all' }),
    );
    expect(response.body).toMatchObject({ code: 'validation_failed', details: [{ path: 'presentationIds' }] });
  });
});
