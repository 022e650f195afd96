import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { OFFICIAL_THEME_NAMES, OFFICIAL_THEMES, officialThemeLook } from '../../contracts/themes/official-themes.js';
import { BASE_COLOURS, DEFAULT_PALETTE, PALETTE_2025 } from '../../contracts/themes/palettes.js';
import type { ThemeView } from '../../contracts/themes/views.js';
import { THEME_MESSAGES } from '../../contracts/themes/views.js';
import { presentationThemesProjection } from '../../projections/presentation-themes/presentation-themes.projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}-${Date.now()}@example.com`;

/** Issue 28 themes: the official list, personal themes (save the current design), sharing with the team, applying to a deck. */
describe('Presentation themes (issue 28)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function presenter(name: string) {
    const { token, user } = await registerPresenter(t.http, { email: uniqueEmail(name), firstName: name });
    return { id: user.id, email: user.email as string, auth: bearer(token) };
  }
  type Person = Awaited<ReturnType<typeof presenter>>;
  const names = (themes: readonly ThemeView[]) => themes.map((theme) => theme.themeName);
  const save = async (who: Person, body: object) => (await t.http.post('/api/presentation-themes').set(who.auth).send(body).expect(201)).body as ThemeView;
  async function teamOf(owner: Person, ...members: Person[]) {
    await t.http.post('/api/accounts').set(owner.auth).send({ name: 'Designers', licenseQuantity: 5 }).expect(201);
    const invited = await t.http.post('/api/invitations').set(owner.auth).send({ emails: members.map((member) => member.email) }).expect(201);
    for (const [index, member] of members.entries()) await t.http.post(`/api/invitations/${invited.body.invitations[index].invitationId as string}/accept`).set(member.auth).expect(200);
  }
  const writes = async (action: () => Promise<unknown>) => {
    const head = await t.storage.eventStore.headPosition();
    await action();
    return (await t.storage.eventStore.headPosition()) - head;
  };

  it('lists the twelve official themes, each whole, and opens each by id', async () => {
    const ada = await presenter('official');
    const { themes } = (await t.http.get('/api/presentation-themes/official').set(ada.auth).expect(200)).body as { themes: ThemeView[] };
    expect(names(themes)).toEqual([...OFFICIAL_THEME_NAMES]);
    expect(themes.map((theme) => theme.id)).toEqual(OFFICIAL_THEMES.map((_, index) => String(index + 1)));
    for (const theme of themes) {
      expect(theme).toMatchObject({ isOfficial: true, isShareWithTeam: false, isMine: false });
      expect(theme.colorPalette?.colors).toHaveLength(30);
      expect(theme.fontFamily).toBeTruthy();
    }
    expect((await t.http.get('/api/presentation-themes/9').set(ada.auth).expect(200)).body).toEqual(themes[8]);
    // Official themes are the product's: nobody shares or deletes them, and that writes nothing.
    expect(await writes(() => t.http.delete('/api/presentation-themes/1').set(ada.auth).expect(404))).toBe(0);
    expect(await writes(() => t.http.patch('/api/presentation-themes/1').set(ada.auth).send({ isShareWithTeam: true }).expect(404))).toBe(0);
  });

  it('serves the colour palette presets: v1 the default 30, v2 also the 2025 palette and each official theme\'s, all padded to 30', async () => {
    const ada = await presenter('palettes');
    type Presets = { colorPalettes: { key: string; name: string; colors: string[]; lighterColors: string[] }[]; baseColours: string[] };
    const v1 = (await t.http.get('/api/preset/color-palettes').set(ada.auth).expect(200)).body as Presets;
    expect(v1.colorPalettes.map((palette) => palette.key)).toEqual(['default']);
    expect(v1.colorPalettes[0]!.colors).toEqual(DEFAULT_PALETTE);
    expect(v1.baseColours).toEqual(BASE_COLOURS);
    const v2 = (await t.http.get('/api/preset/v2/color-palettes').set(ada.auth).expect(200)).body as Presets;
    expect(v2.colorPalettes.map((palette) => palette.name)).toEqual(['Default', '2025', ...OFFICIAL_THEME_NAMES]);
    expect(v2.colorPalettes[1]!.colors.slice(0, 10)).toEqual(PALETTE_2025);
    for (const palette of v2.colorPalettes) {
      expect(palette.colors).toHaveLength(30);
      expect(palette.lighterColors).toHaveLength(30);
    }
    // A theme's preset is exactly the palette the theme puts on a deck.
    const day = officialThemeLook(OFFICIAL_THEMES[0]!).colorPalette!;
    expect(v2.colorPalettes[2]).toMatchObject({ colors: day.colors, lighterColors: day.lighterColors });
    await t.http.get('/api/preset/v2/color-palettes').expect(401);
  });

  it('saves the current design as a personal theme, -1 and empty values unset; only its owner sees it', async () => {
    const ada = await presenter('personal');
    const bo = await presenter('stranger');
    const theme = await save(ada, { themeName: 'Brand', textColour: '', baseColour: '#102030', visibility: -1, fontFamily: 'Lato' });
    expect(theme).toMatchObject({ themeName: 'Brand', textColour: null, baseColour: '#102030', visibility: null, fontFamily: 'Lato', isOfficial: false, isMine: true, isShareWithTeam: false });
    expect(names((await t.http.get('/api/presentation-themes').set(ada.auth).expect(200)).body.themes)).toEqual(['Brand']);
    expect((await t.http.get(`/api/presentation-themes/${theme.id}`).set(ada.auth).expect(200)).body).toEqual(theme);
    expect((await t.http.get('/api/presentation-themes').set(bo.auth).expect(200)).body.themes).toEqual([]);
    expect((await t.http.get(`/api/presentation-themes/${theme.id}`).set(bo.auth).expect(404)).body.message).toBe(THEME_MESSAGES.notFound);
    expect(await writes(() => t.http.delete(`/api/presentation-themes/${theme.id}`).set(bo.auth).expect(404))).toBe(0);
  });

  it('refuses a bad theme with the field path, writing nothing', async () => {
    const ada = await presenter('bad');
    let response: { status: number; body: unknown } = { status: 0, body: null };
    expect(await writes(async () => (response = await t.http.post('/api/presentation-themes').set(ada.auth).send({ themeName: 'X', textColour: 'red' })))).toBe(0);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('textColour');
    expect((await t.http.post('/api/presentation-themes').set(ada.auth).send({ themeName: '' })).status).toBe(400);
    expect((await t.http.post('/api/presentation-themes').set(ada.auth).send({ themeName: 'X', fontFamily: 'Comic Sans' })).status).toBe(400);
  });

  it('shares a theme with the team: members list and open it, only the owner changes it; unsharing takes it off the list', async () => {
    const owner = await presenter('team-owner');
    const member = await presenter('team-member');
    const outsider = await presenter('outsider');
    await teamOf(owner, member);
    const theme = await save(owner, { themeName: 'Team look', textColour: '#ffffff', baseColour: '#123456' });
    expect((await t.http.get('/api/presentation-themes/share-by-team').set(member.auth).expect(200)).body.themes).toEqual([]);

    expect((await t.http.patch(`/api/presentation-themes/${theme.id}`).set(owner.auth).send({ isShareWithTeam: true }).expect(200)).body).toMatchObject({ isShareWithTeam: true });
    const teamList = (await t.http.get('/api/presentation-themes/share-by-team').set(member.auth).expect(200)).body.themes as ThemeView[];
    expect(teamList).toEqual([expect.objectContaining({ id: theme.id, themeName: 'Team look', isShareWithTeam: true, isMine: false })]);
    expect((await t.http.get(`/api/presentation-themes/${theme.id}`).set(member.auth).expect(200)).body).toMatchObject({ id: theme.id, isMine: false });
    expect(names((await t.http.get('/api/presentation-themes/share-by-team').set(owner.auth).expect(200)).body.themes)).toEqual(['Team look']);
    expect((await t.http.get('/api/presentation-themes/share-by-team').set(outsider.auth).expect(200)).body.themes).toEqual([]);
    expect(await writes(() => t.http.get(`/api/presentation-themes/${theme.id}`).set(outsider.auth).expect(404))).toBe(0);
    expect(await writes(() => t.http.patch(`/api/presentation-themes/${theme.id}`).set(member.auth).send({ isShareWithTeam: false }).expect(403))).toBe(0);
    expect(await writes(() => t.http.delete(`/api/presentation-themes/${theme.id}`).set(member.auth).expect(403))).toBe(0);

    await t.http.patch(`/api/presentation-themes/${theme.id}`).set(owner.auth).send({ isShareWithTeam: false }).expect(200);
    expect((await t.http.get('/api/presentation-themes/share-by-team').set(member.auth).expect(200)).body.themes).toEqual([]);
    await t.http.get(`/api/presentation-themes/${theme.id}`).set(member.auth).expect(404);
  });

  it('refuses sharing for someone in no team with the reason, writing nothing', async () => {
    const ada = await presenter('teamless');
    const theme = await save(ada, { themeName: 'Solo' });
    let message = '';
    expect(await writes(async () => (message = (await t.http.patch(`/api/presentation-themes/${theme.id}`).set(ada.auth).send({ isShareWithTeam: true }).expect(422)).body.message))).toBe(0);
    expect(message).toBe(THEME_MESSAGES.noTeam);
  });

  it('deletes a personal theme: gone from the lists and by id', async () => {
    const ada = await presenter('deleter');
    const theme = await save(ada, { themeName: 'Short-lived' });
    await t.http.delete(`/api/presentation-themes/${theme.id}`).set(ada.auth).expect(204);
    expect((await t.http.get('/api/presentation-themes').set(ada.auth).expect(200)).body.themes).toEqual([]);
    await t.http.get(`/api/presentation-themes/${theme.id}`).set(ada.auth).expect(404);
  });

  it('applies an official theme to a deck: colours, palette, font and background on the deck and every slide', async () => {
    const ada = await presenter('apply');
    const presentationId = (await t.http.post('/api/presentation').set(ada.auth).send({ name: 'Themed' }).expect(201)).body.id as string;
    await t.http.post('/api/slide/create').set(ada.auth).send({ presentationId, type: 'poll', options: [{ title: 'Yes' }, { title: 'No' }] }).expect(201);
    const party = officialThemeLook(OFFICIAL_THEMES.find((theme) => theme.themeName === 'Party')!);
    await t.http.patch(`/api/presentation/${presentationId}/theme`).set(ada.auth).send(party).expect(200);
    const deck = (await t.http.get(`/api/presentation/${presentationId}`).set(ada.auth).expect(200)).body as DeckDocument;
    expect(deck.attributes).toMatchObject({ themeId: '8', themeName: 'Party', textColour: party.textColour, baseColour: party.baseColour, colorPalette: party.colorPalette, backgroundImage: party.backgroundImage, themeActive: true });
    expect(deck.fontFamily).toBe('Montserrat');
    expect(deck.slides.length).toBeGreaterThan(0);
    for (const slide of deck.slides) expect(slide).toMatchObject({ textColour: party.textColour, baseColour: party.baseColour, backgroundImage: party.backgroundImage, visibility: party.visibility });
  });

  it('rebuilds the theme read model from the log equal to the live one', async () => {
    const owner = await presenter('rebuild-owner');
    const member = await presenter('rebuild-member');
    await teamOf(owner, member);
    const kept = await save(owner, { themeName: 'Kept', baseColour: '#000000', textColour: '#ffffff' });
    await t.http.patch(`/api/presentation-themes/${kept.id}`).set(owner.auth).send({ isShareWithTeam: true }).expect(200);
    const gone = await save(member, { themeName: 'Gone' });
    await t.http.delete(`/api/presentation-themes/${gone.id}`).set(member.auth).expect(204);
    await save(member, { themeName: 'Member own', visibility: 40 });
    const reads = () =>
      Promise.all([
        t.http.get('/api/presentation-themes').set(owner.auth).then((response) => response.body),
        t.http.get('/api/presentation-themes').set(member.auth).then((response) => response.body),
        t.http.get('/api/presentation-themes/share-by-team').set(member.auth).then((response) => response.body),
      ]);
    await t.caughtUp();
    const before = await reads();
    const collection = versionedCollection(presentationThemesProjection.name, presentationThemesProjection.version);
    const live = await t.storage.readStore.find(collection);
    expect(live.length).toBeGreaterThanOrEqual(2);

    await t.app.get(ProjectionRunner).stop();
    await t.storage.readStore.dropCollection(collection);
    await t.storage.readStore.deleteCheckpoint(collection);
    await rebuildProjection(t.storage.eventStore, t.storage.readStore, presentationThemesProjection as never);
    expect(await t.storage.readStore.find(collection)).toEqual(live);
    expect(await reads()).toEqual(before);
  });
});
