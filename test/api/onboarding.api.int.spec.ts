import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { ONBOARDING_FEATURE_KEYS } from '../../contracts/onboarding/feature-decks.js';
import { FEATURE_DECKS } from '../../services/onboarding/domain/feature-decks.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('Onboarding (issue 28): answers in personalInformation, feature-based decks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores what the presenter uses the product for and their profession as an event on their stream', async () => {
    const ada = await registerPresenter(t.http);
    const fresh = await t.http.get('/api/users/get-profile/').set(bearer(ada.token)).expect(200);
    expect(fresh.body).toMatchObject({ signInCount: 1, personalInformation: { useLiveSlidesFor: null, userProfession: null, presenterLanguage: null, skipUserScreening: false } });

    const patched = await t.http
      .patch(`/api/users/${ada.user.id}`)
      .set(bearer(ada.token))
      .send({ personalInformation: { useLiveSlidesFor: 'school', userProfession: '  Teacher ' } })
      .expect(200);
    expect(patched.body.personalInformation).toEqual({ useLiveSlidesFor: 'school', userProfession: 'Teacher', presenterLanguage: null, skipUserScreening: false });
    const profile = await t.http.get('/api/users/get-profile/').set(bearer(ada.token)).expect(200);
    expect(profile.body.personalInformation).toEqual(patched.body.personalInformation);

    const stream = await t.storage.eventStore.readStream(`user-${ada.user.id}`);
    expect(stream.filter((event) => event.type === 'PersonalInformationUpdated').map((event) => event.data)).toEqual([
      { userId: ada.user.id, useLiveSlidesFor: 'school', userProfession: 'Teacher', updatedAt: expect.any(String) },
    ]);

    // The same answers again change nothing and write nothing.
    const head = await t.storage.eventStore.headPosition();
    await t.http.patch(`/api/users/${ada.user.id}`).set(bearer(ada.token)).send({ personalInformation: { useLiveSlidesFor: 'school' } }).expect(200);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it('remembers a skipped onboarding, and counts a later log-in as a returning visit', async () => {
    const grace = await registerPresenter(t.http, { email: 'grace.onboarding@example.com' });
    const skipped = await t.http.patch(`/api/users/${grace.user.id}`).set(bearer(grace.token)).send({ personalInformation: { skipUserScreening: true } }).expect(200);
    expect(skipped.body.personalInformation).toEqual({ useLiveSlidesFor: null, userProfession: null, presenterLanguage: null, skipUserScreening: true });

    const again = await t.http.post('/api/auth/login').send({ email: 'grace.onboarding@example.com', password: 'correct horse battery' }).expect(200);
    expect(again.body.user.signInCount).toBe(2);
  });

  it("refuses another user's profile (404) and bad answers (400 with the field path), writing nothing", async () => {
    const ada = await registerPresenter(t.http);
    const bob = await registerPresenter(t.http);
    const head = await t.storage.eventStore.headPosition();
    await t.http.patch(`/api/users/${bob.user.id}`).set(bearer(ada.token)).send({ personalInformation: { useLiveSlidesFor: 'work' } }).expect(404);
    await t.http.patch(`/api/users/${ada.user.id}`).send({ personalInformation: { useLiveSlidesFor: 'work' } }).expect(401);
    const cases: [unknown, string][] = [
      [{ personalInformation: { useLiveSlidesFor: 'golf' } }, 'personalInformation.useLiveSlidesFor'],
      [{ personalInformation: { userProfession: 'x'.repeat(101) } }, 'personalInformation.userProfession'],
      [{ personalInformation: { userProfession: '   ' } }, 'personalInformation.userProfession'],
      [{ personalInformation: {} }, 'personalInformation'],
      [{}, ''],
      [{ firstName: '   ' }, 'firstName'],
      [{ personalInformation: { presenterLanguage: 'klingon' } }, 'personalInformation.presenterLanguage'],
      [{ personalInformation: { useLiveSlidesFor: 'work' }, plan: 'pro' }, 'plan'],
    ];
    for (const [body, path] of cases) {
      const refused = await t.http.patch(`/api/users/${ada.user.id}`).set(bearer(ada.token)).send(body as object).expect(400);
      expect(refused.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it('lists one ready deck per feature: quiz, poll, word cloud, spinner wheel, Q&A', async () => {
    const ada = await registerPresenter(t.http);
    const listed = await t.http.get('/api/onboarding-feature-based-options').set(bearer(ada.token)).expect(200);
    expect(listed.body.options.map((option: { key: string }) => option.key)).toEqual(['quiz', 'poll', 'wordCloud', 'spinnerWheel', 'qna']);
    await t.http.get('/api/onboarding-feature-based-options').expect(401);
  });

  it.each(ONBOARDING_FEATURE_KEYS)('creates the %s deck as the caller\'s own, its slides in order, through deck events', async (key) => {
    const ada = await registerPresenter(t.http);
    const created = await t.http
      .post('/api/presentation/create-featured-based-onboarding-presentation')
      .set(bearer(ada.token))
      .send({ key })
      .expect(201);
    const built = FEATURE_DECKS[key];
    expect(created.body).toMatchObject({ name: built.name, userId: ada.user.id });
    const deck: DeckDocument = await deckApi(t, ada.token).deck(created.body.id);
    // A quiz question brings its leaderboard right after it, as an editor's AddSlide does.
    const authored = deck.slides.filter((slide) => slide.type !== 'leaderboard');
    expect(authored.map((slide) => [slide.type, slide.title])).toEqual(built.slides.map((slide) => [slide.type, slide.fields.title]));
    authored.forEach((slide, index) => {
      const options = built.slides[index]!.options;
      if (options) expect(slide.options.map((option) => option.title)).toEqual(options.map((option) => option.title));
    });
    if (key === 'quiz') {
      expect(deck.slides.map((slide) => slide.type)).toEqual(['textSlide', 'pickAnswer', 'leaderboard', 'pickAnswer', 'leaderboard', 'pickAnswer', 'leaderboard']);
      expect(authored[1]!.options.filter((option) => option.correct).map((option) => option.title)).toEqual(['Mars']);
    }
    // Presenting starts from the first slide.
    expect(deck.activeSlideId).toBe(deck.slides.find((slide) => slide.order === 1)?.id);
    const stream = await t.storage.eventStore.readStream(`presentation-${created.body.id}`);
    expect(stream.filter((event) => event.type === 'SlideAdded')).toHaveLength(deck.slides.length);
  });

  it('refuses an unknown feature with 400 naming key, creating nothing', async () => {
    const ada = await registerPresenter(t.http);
    const head = await t.storage.eventStore.headPosition();
    const refused = await t.http.post('/api/presentation/create-featured-based-onboarding-presentation').set(bearer(ada.token)).send({ key: 'bingo' }).expect(400);
    expect(refused.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'key' })]));
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });
});
