import { randomUUID } from 'node:crypto';
import type { CopyLinkView, CopyResult } from '../../contracts/copies/copy-link.js';
import { TEMPLATE_CATEGORIES, COMMUNITY_TEMPLATES_PER_FOLDER } from '../../contracts/templates/categories.js';
import { COMMUNITY_MESSAGES } from '../../contracts/templates/community-filter.js';
import type { CommunityFolderView, TemplateCategoryView, TemplateDetail, TemplateSummary } from '../../contracts/templates/views.js';
import { templatesProjection } from '../../projections/templates/templates.projection.js';
import { copyLinksProjection } from '../../projections/copy-links/copy-links.projection.js';
import { presentationListProjection } from '../../projections/presentation-list/presentation-list.projection.js';
import { setTemplatePick } from '../../services/cli/template-pick-command.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { officialShareCode } from '../../services/templates/application/official-template-ids.js';
import { OFFICIAL_TEMPLATES } from '../../services/templates/domain/official/catalogue.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const email = (name: string) => `${name}-${randomUUID()}@example.com`;

/**
 * Issue 28 templates and community (spec doc 3 §3-§9): the official library seeded as ordinary decks, search,
 * admin picks, community publishing under the spec's filter, and copies by share code that are independent decks.
 */
describe('Templates and community', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function person(name: string) {
    const { token, user } = await registerPresenter(t.http, { email: email(name), firstName: name });
    return { token, user, auth: bearer(token), api: deckApi(t, token) };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  const library = async () => (await t.http.get('/api/templates/').expect(200)).body as TemplateCategoryView[];
  const community = async (page = 1) => (await t.http.get('/api/community/templates/').query({ page }).expect(200)).body as CommunityFolderView;
  const copyBy = async (as: Person, shareCode: string) => (await t.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(as.auth).expect(201)).body as CopyResult;

  /** A deck of `slides` polls named `name`. */
  async function deckOf(owner: Person, name: string, slides: number): Promise<string> {
    const presentationId = await owner.api.createPresentation(name);
    for (let index = 0; index < slides; index++) await owner.api.addSlide(presentationId, { type: 'poll', fields: { title: `Question ${index + 1}` } });
    return presentationId;
  }

  it('serves every official template, in every category, each deck slide by slide as written', async () => {
    const categories = await library();
    expect(categories.map((category) => category.categoryName)).toEqual([...TEMPLATE_CATEGORIES]);
    const all = categories.flatMap((category) => category.presentations);
    expect(all.length).toBe(OFFICIAL_TEMPLATES.length);
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const definition of OFFICIAL_TEMPLATES) {
      // Each quiz question brings its leaderboard, as in any deck.
      const written = definition.slides.flatMap((slide) => (slide.type === 'pickAnswer' ? [slide, null] : [slide]));
      const detail = (await t.http.get(`/api/templates/by-share-code/${officialShareCode(definition.key)}`).expect(200)).body as TemplateDetail;
      expect(detail).toMatchObject({ name: definition.name, category: definition.category, kind: 'official', description: definition.description, slideCount: written.length });
      expect(detail.slides.map((slide) => slide.type)).toEqual(written.map((slide) => slide?.type ?? 'leaderboard'));
      detail.slides.forEach((slide, index) => {
        const source = written[index];
        if (!source) return;
        expect(slide.title).toBe(source.fields.title);
        const options = source.options ?? [];
        if (options.length > 0) expect(slide.options.map((option) => [option.title, option.correct])).toEqual(options.map((option) => [option.title, option.correct ?? false]));
      });
      // No ids of people nor access codes on the public page.
      expect(JSON.stringify(detail)).not.toMatch(/accessCode|official-templates/);
    }
    // The page by id shows the same template; an unknown one is a 404.
    const first = all[0]!;
    expect(((await t.http.get(`/api/templates/shared/${first.id}`).expect(200)).body as TemplateDetail).shareCode).toBe(first.shareCode);
    await t.http.get(`/api/templates/shared/${randomUUID()}`).expect(404);
    await t.http.get('/api/templates/by-share-code/abcdefghij').expect(404);
  });

  it('narrows the library by category and by search words, and lists at most 10 admin picks, picked first', async () => {
    const school = (await t.http.get('/api/templates/').query({ category: 'School' }).expect(200)).body as TemplateCategoryView[];
    expect(school.map((category) => category.categoryName)).toEqual(['School']);
    const found = (await t.http.get('/api/templates/search/').query({ q: 'retro' }).expect(200)).body as TemplateSummary[];
    expect(found.map((template) => template.name)).toContain('Sprint Retrospective');
    const quizzes = (await t.http.get('/api/templates/search/').query({ q: 'QUIZ leaderboard' }).expect(200)).body as TemplateSummary[];
    expect(quizzes.length).toBeGreaterThan(0);
    for (const template of quizzes) expect(`${template.name} ${template.description}`.toLowerCase()).toMatch(/quiz/);
    await t.http.get('/api/templates/search/').expect(400);
    await t.http.get('/api/templates/').query({ category: 'Nope' }).expect(400);
    const picked = (await t.http.get('/api/templates/admin-picked').expect(200)).body as TemplateSummary[];
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.length).toBeLessThanOrEqual(10);
    expect(picked.every((template) => template.isAdminPick)).toBe(true);
  });

  it('sets and clears an admin pick with the admin command, as an event', async () => {
    const key = 'this-or-that';
    const isPicked = async () => ((await t.http.get('/api/templates/admin-picked').expect(200)).body as TemplateSummary[]).some((template) => template.shareCode === officialShareCode(key));
    expect(await isPicked()).toBe(false);
    expect(await setTemplatePick({ eventStore: t.storage.eventStore }, key, 'on')).toBe('"This or That" is now an admin pick');
    await t.caughtUp();
    expect(await isPicked()).toBe(true);
    expect(await setTemplatePick({ eventStore: t.storage.eventStore }, key, 'on')).toBe('"This or That" is already an admin pick');
    await setTemplatePick({ eventStore: t.storage.eventStore }, key, 'off');
    await t.caughtUp();
    expect(await isPicked()).toBe(false);
    await expect(setTemplatePick({ eventStore: t.storage.eventStore }, randomUUID(), 'on')).rejects.toThrow('No template is known as');
    await expect(setTemplatePick({ eventStore: t.storage.eventStore }, key, 'maybe')).rejects.toThrow('Say "on" or "off"');
  });

  it('publishes a deck to the community under the spec filter and unpublishes it; outsiders may not', async () => {
    const [owner, outsider] = await Promise.all(['owner', 'outsider'].map(person));
    const head = async () => t.storage.eventStore.headPosition();
    const publish = (as: Person, presentationId: string) => t.http.post('/api/community/public-presentations/').set(as.auth).send({ presentationId, category: 'Work', description: 'Our retro' });

    const tooShort = await deckOf(owner, 'Short deck', 2);
    const unnamed = await deckOf(owner, 'My new presentation', 3);
    const presentationId = await deckOf(owner, `Team retro ${randomUUID().slice(0, 6)}`, 3);
    // Refusals write nothing.
    const before = await head();
    expect((await publish(owner, tooShort).expect(422)).body.message).toBe(COMMUNITY_MESSAGES.tooFewSlides);
    expect((await publish(owner, unnamed).expect(422)).body.message).toBe(COMMUNITY_MESSAGES.defaultName);
    await publish(outsider, presentationId).expect(404);
    await t.http.post('/api/community/public-presentations/').set(owner.auth).send({ presentationId, category: 'Nope' }).expect(400);
    expect(await head()).toBe(before);

    const published = (await publish(owner, presentationId).expect(200)).body as { published: boolean; shareCode: string };
    expect(published).toMatchObject({ presentationId, published: true, shareCode: expect.stringMatching(/^[a-z0-9]{10}$/) });
    // Publishing opened the deck's copy link: the same code the owner sees.
    expect(((await t.http.get(`/api/presentation/${presentationId}/share-copy`).set(owner.auth).expect(200)).body as CopyLinkView).shareCode).toBe(published.shareCode);
    const listed = await allCommunity();
    expect(listed.find((template) => template.id === presentationId)).toMatchObject({ kind: 'community', category: 'Work', description: 'Our retro', slideCount: 3, copyCount: 0 });
    expect(listed.some((template) => template.kind === 'official' && template.name !== 'General Knowledge Quiz')).toBe(false);
    expect(listed.some((template) => template.name === 'General Knowledge Quiz')).toBe(true);
    expect(((await t.http.get(`/api/templates/by-share-code/${published.shareCode}`).expect(200)).body as TemplateDetail).slides).toHaveLength(3);

    await t.http.post('/api/community/unpublic-presentations/').set(outsider.auth).send({ presentationId }).expect(404);
    const unpublished = (await t.http.post('/api/community/unpublic-presentations/').set(owner.auth).send({ presentationId }).expect(200)).body;
    expect(unpublished).toMatchObject({ published: false });
    expect((await allCommunity()).some((template) => template.id === presentationId)).toBe(false);
    await t.http.get(`/api/templates/shared/${presentationId}`).expect(404);
    // An official template is not the presenter's to unpublish (nor anyone's but the product's).
    const official = (await library())[0]!.presentations[0]!;
    await t.http.post('/api/community/unpublic-presentations/').set(owner.auth).send({ presentationId: official.id }).expect(404);
  });

  async function allCommunity(): Promise<TemplateSummary[]> {
    const first = await community();
    const rest = await Promise.all(Array.from({ length: first.pages - 1 }, (_, index) => community(index + 2)));
    for (const folder of [first, ...rest]) expect(folder.presentations.length).toBeLessThanOrEqual(COMMUNITY_TEMPLATES_PER_FOLDER);
    return [first, ...rest].flatMap((folder) => folder.presentations);
  }

  it('a second user copies a published community template by its share code: an independent deck, counted once per copy, also 20 at once', async () => {
    const [author, copier] = await Promise.all(['author', 'copier'].map(person));
    const presentationId = await deckOf(author, `Pub quiz ${randomUUID().slice(0, 6)}`, 4);
    const { shareCode } = (await t.http.post('/api/community/public-presentations/').set(author.auth).send({ presentationId, category: 'Fun' }).expect(200)).body as { shareCode: string };

    const copy = await copyBy(copier, shareCode);
    await t.caughtUp();
    const copied = await copier.api.deck(copy.id);
    expect(copied.userId).toBe(copier.user.id);
    expect(copied.slides.map((slide) => slide.title)).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4']);
    await t.http.patch(`/api/slide/${copied.slides[0]!.id}`).set(copier.auth).send({ title: 'Changed in the copy' }).expect(200);
    await t.caughtUp();
    expect((await author.api.deck(presentationId)).slides[0]!.title).toBe('Question 1');
    expect((await copier.api.deck(copy.id)).slides[0]!.title).toBe('Changed in the copy');
    const countOf = async () => (await allCommunity()).find((template) => template.id === presentationId)!.copyCount;
    expect(await countOf()).toBe(1);

    const copiers = await Promise.all(Array.from({ length: 20 }, (_, index) => person(`copier${index}`)));
    const copies = await Promise.all(copiers.map((someone) => copyBy(someone, shareCode)));
    expect(new Set(copies.map((made) => made.id)).size).toBe(20);
    await t.caughtUp();
    expect(await countOf()).toBe(21);
    // The most copied community template comes before the ones nobody copied (none of them is an admin pick).
    const listed = (await allCommunity()).filter((template) => !template.isAdminPick);
    expect(listed[0]!.id).toBe(presentationId);

    // An official template copies the same way.
    const official = (await library()).find((category) => category.categoryName === 'School')!.presentations[0]!;
    const officialCopy = await copyBy(copier, official.shareCode);
    await t.caughtUp();
    expect((await copier.api.deck(officialCopy.id)).slides).toHaveLength(official.slideCount);
  });

  it('rebuilds the templates read model (and those it is listed from) equal to the live one', async () => {
    await library();
    await t.caughtUp();
    const { readStore, eventStore } = t.storage;
    await t.app.get(ProjectionRunner).stop();
    for (const projection of [templatesProjection, copyLinksProjection, presentationListProjection]) {
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
