import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('My Account (issue 28): names and presenter language through PATCH /api/users/{userId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('renames the presenter and stores their presenter language, each an event, both kept on the profile', async () => {
    const ada = await registerPresenter(t.http);
    const saved = await t.http
      .patch(`/api/users/${ada.user.id}`)
      .set(bearer(ada.token))
      .send({ firstName: ' Augusta ', lastName: 'King', personalInformation: { presenterLanguage: 'fr' } })
      .expect(200);
    expect(saved.body).toMatchObject({ firstName: 'Augusta', lastName: 'King', personalInformation: { presenterLanguage: 'fr' } });
    const profile = await t.http.get('/api/users/get-profile/').set(bearer(ada.token)).expect(200);
    expect(profile.body).toEqual(saved.body);

    const stream = await t.storage.eventStore.readStream(`user-${ada.user.id}`);
    expect(stream.slice(-2).map((event) => [event.type, event.data])).toEqual([
      ['UserRenamed', { userId: ada.user.id, firstName: 'Augusta', lastName: 'King', renamedAt: expect.any(String) }],
      ['PersonalInformationUpdated', { userId: ada.user.id, presenterLanguage: 'fr', updatedAt: expect.any(String) }],
    ]);

    // One name alone keeps the other; the same names again write nothing.
    const first = await t.http.patch(`/api/users/${ada.user.id}`).set(bearer(ada.token)).send({ firstName: 'Ada' }).expect(200);
    expect(first.body).toMatchObject({ firstName: 'Ada', lastName: 'King' });
    const head = await t.storage.eventStore.headPosition();
    await t.http.patch(`/api/users/${ada.user.id}`).set(bearer(ada.token)).send({ firstName: 'Ada', lastName: 'King' }).expect(200);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it('shows the new name on what the presenter signs in to next', async () => {
    const grace = await registerPresenter(t.http, { email: 'grace.account@example.com' });
    await t.http.patch(`/api/users/${grace.user.id}`).set(bearer(grace.token)).send({ lastName: 'Murray Hopper' }).expect(200);
    const login = await t.http.post('/api/auth/login').send({ email: 'grace.account@example.com', password: 'correct horse battery' }).expect(200);
    expect(login.body.user.lastName).toBe('Murray Hopper');
  });
});
