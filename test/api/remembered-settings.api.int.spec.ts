import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('Remembered settings (issue 28): PUT /api/users/update-settings and PATCH /api/user-setting', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-remembered-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const remembered = {
    language: 'de',
    showEmojiAvatar: false,
    participantFields: [
      { fieldType: 'system', name: 'name' },
      { fieldType: 'custom', name: 'Team' },
    ],
  };

  it('stores the remembered settings and the user setting as events on the user stream, shown on the profile', async () => {
    const ada = await registerPresenter(t.http);
    const saved = await t.http.put('/api/users/update-settings').set(bearer(ada.token)).send({ rememberSettings: remembered }).expect(200);
    expect(saved.body.rememberSettings).toEqual(remembered);
    const set = await t.http.patch('/api/user-setting').set(bearer(ada.token)).send({ isSlideOptionAutocompleteEnabled: true }).expect(200);
    expect(set.body.userSetting).toEqual({ isSlideOptionAutocompleteEnabled: true });

    const profile = await t.http.get('/api/users/get-profile/').set(bearer(ada.token)).expect(200);
    expect(profile.body).toMatchObject({ rememberSettings: remembered, userSetting: { isSlideOptionAutocompleteEnabled: true } });
    const stream = await t.storage.eventStore.readStream(`user-${ada.user.id}`);
    expect(stream.slice(-2).map((event) => event.type)).toEqual(['RememberSettingsUpdated', 'UserSettingUpdated']);

    // The same set again writes nothing; an empty set clears.
    const head = await t.storage.eventStore.headPosition();
    await t.http.put('/api/users/update-settings').set(bearer(ada.token)).send({ rememberSettings: remembered }).expect(200);
    await t.http.patch('/api/user-setting').set(bearer(ada.token)).send({ isSlideOptionAutocompleteEnabled: true }).expect(200);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    const cleared = await t.http.put('/api/users/update-settings').set(bearer(ada.token)).send({ rememberSettings: {} }).expect(200);
    expect(cleared.body.rememberSettings).toEqual({});
  });

  it('lets a guest remember settings for the decks it edits', async () => {
    const guest = (await t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string;
    const saved = await t.http.put('/api/users/update-settings').set(bearer(guest)).send({ rememberSettings: { showEmojiAvatar: true } }).expect(200);
    expect(saved.body).toMatchObject({ isGuest: true, rememberSettings: { showEmojiAvatar: true } });
  });

  it('refuses bad settings with 400 and the field path, writing nothing', async () => {
    const ada = await registerPresenter(t.http);
    const head = await t.storage.eventStore.headPosition();
    const settingsCases: Array<[unknown, string]> = [
      [{}, 'rememberSettings'],
      [{ rememberSettings: { language: 'klingon' } }, 'rememberSettings.language'],
      [{ rememberSettings: { showEmojiAvatar: 'yes' } }, 'rememberSettings.showEmojiAvatar'],
      [{ rememberSettings: { participantFields: [{ fieldType: 'system', name: 'phone' }] } }, 'rememberSettings.participantFields.0.name'],
      [{ rememberSettings: { participantFields: [{ fieldType: 'custom', name: '   ' }] } }, 'rememberSettings.participantFields.0.name'],
      [{ rememberSettings: { participantFields: Array.from({ length: 9 }, () => ({ fieldType: 'system', name: 'name' })) } }, 'rememberSettings.participantFields'],
      [{ rememberSettings: {}, plan: 'pro' }, 'plan'],
    ];
    for (const [body, path] of settingsCases) {
      const refused = await t.http.put('/api/users/update-settings').set(bearer(ada.token)).send(body as object).expect(400);
      expect(refused.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    for (const [body, path] of [
      [{}, 'isSlideOptionAutocompleteEnabled'],
      [{ isSlideOptionAutocompleteEnabled: 'on' }, 'isSlideOptionAutocompleteEnabled'],
    ] as const) {
      const refused = await t.http.patch('/api/user-setting').set(bearer(ada.token)).send(body).expect(400);
      expect(refused.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it('shows the same profile after a restart, folded again from the log', async () => {
    const grace = await registerPresenter(t.http, { email: 'grace.remembered@example.com' });
    await t.http.put('/api/users/update-settings').set(bearer(grace.token)).send({ rememberSettings: remembered }).expect(200);
    await t.http.patch('/api/user-setting').set(bearer(grace.token)).send({ isSlideOptionAutocompleteEnabled: true }).expect(200);
    const before = (await t.http.get('/api/users/get-profile/').set(bearer(grace.token)).expect(200)).body;
    await t.close();
    t = await startTestApp({}, { dataDir });
    const after = (await t.http.get('/api/users/get-profile/').set(bearer(grace.token)).expect(200)).body;
    expect(after).toEqual(before);
  });

  it('documents both bodies in the OpenAPI document, so the fuzz suite (fuzz.api.int.spec.ts) generates payloads for them', async () => {
    const document = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>> };
    expect(document.paths['/api/users/update-settings']?.put?.requestBody?.content?.['application/json']?.schema).toBeDefined();
    expect(document.paths['/api/user-setting']?.patch?.requestBody?.content?.['application/json']?.schema).toBeDefined();
  });

  it('accepts on a new deck the changes the client makes from remembered settings (doc 3: fields not required, not hidden)', async () => {
    const ada = await registerPresenter(t.http);
    const auth = bearer(ada.token);
    const id = (await t.http.post('/api/presentation').set(auth).send({}).expect(201)).body.id as string;
    await t.http.patch(`/api/presentation-attribute/${id}`).set(auth).send({ showEmojiAvatar: remembered.showEmojiAvatar }).expect(200);
    const fields = remembered.participantFields.map((field) => ({ ...field, required: false, hidden: false }));
    await t.http.patch(`/api/presentation/${id}/participant-info`).set(auth).send({ fields }).expect(200);
    await t.http.patch(`/api/presentation/${id}/settings`).set(auth).send({ presentingLanguage: remembered.language }).expect(200);

    expect((await t.http.get(`/api/presentation-attribute/${id}`).set(auth).expect(200)).body).toMatchObject({ showEmojiAvatar: false });
    expect((await t.http.get(`/api/presentation/${id}/participant-info`).set(auth).expect(200)).body.fields).toEqual(
      fields.map((field) => ({ ...field, id: expect.any(String) })),
    );
    expect((await t.http.get(`/api/presentation/${id}/settings`).set(auth).expect(200)).body).toMatchObject({ presentingLanguage: 'de' });
  });
});
