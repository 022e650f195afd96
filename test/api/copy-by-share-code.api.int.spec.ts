import { randomUUID } from 'node:crypto';
import { COPY_MESSAGES, type CopyLinkView, type CopyResult, type SharePageView } from '../../contracts/copies/copy-link.js';
import type { DeckDocument, DeckSlide } from '../../contracts/deck/read-model.js';
import type { CollaboratorsView } from '../../contracts/sharing/collaborators.js';
import { copyLinksProjection } from '../../projections/copy-links/copy-links.projection.js';
import { deckProjection } from '../../projections/deck/deck-projection.js';
import { presentationListProjection } from '../../projections/presentation-list/presentation-list.projection.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { CopyLinks } from '../../services/slides/application/copies/copy-links.js';
import { deckApi } from './support/deck-api.js';
import { holdNextCopy } from './support/held-copy.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const email = (name: string) => `${name}-${randomUUID()}@example.com`;

/** A slide's content: what a copy must have equal, without the ids and times that are the copy's own. */
function contentOf(slide: DeckSlide) {
  const { id: _id, createdAt: _createdAt, version: _version, options, hints, matchingQuestionOptions: _pairs, ...rest } = slide;
  return { ...rest, options: options.map(({ id: _optionId, ...option }) => option), hints: hints.map(({ id: _hintId, ...hint }) => hint) };
}
const deckContent = (deck: DeckDocument) => ({
  name: deck.name,
  fontFamily: deck.fontFamily,
  language: deck.language,
  settings: deck.settings,
  attributes: deck.attributes,
  participantInfo: deck.participantInfo,
  slides: deck.slides.map(contentOf),
});

/**
 * Issue 24 (spec doc 1 §3 "share a copy", §5 copy ignored while another runs; issue 28 copyCount): a copy link, the
 * public share page it opens, and copies by its share code that are independent decks, counted once each.
 */
describe('Share a copy and copy by share code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_COLLABORATOR_INVITATIONS_PER_USER: '100000/3600' });
  });
  afterAll(() => t.close());

  async function person(name: string) {
    const { token, user } = await registerPresenter(t.http, { email: email(name), firstName: name });
    return { token, user, auth: bearer(token), api: deckApi(t, token) };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  /** A deck with a poll (options, one marked), a quiz question with a hint, a YouTube embed and changed settings. */
  async function richDeck(owner: Person): Promise<string> {
    const presentationId = await owner.api.createPresentation('Team retro');
    const poll = await owner.api.addSlide(presentationId, { type: 'poll', fields: { title: 'How was the sprint?' } });
    await t.http.post('/api/slide-option/create/').set(owner.auth).send({ slideId: poll.id, title: 'Great' }).expect(201);
    const quiz = await owner.api.addSlide(presentationId, { type: 'pickAnswer', fields: { title: 'Capital of France?' } });
    await t.http.post('/api/hint/').set(owner.auth).send({ slideId: quiz.id, text: 'It has a tower' }).expect(201);
    const video = await owner.api.addSlide(presentationId, { type: 'youtube' });
    await t.http.post(`/api/slide/embed/${video.id}`).set(owner.auth).send({ attributes: { embedSrc: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }).expect(201);
    await t.http.patch(`/api/presentation/${presentationId}/settings`).set(owner.auth).send({ isReactionEnabled: false }).expect(200);
    return presentationId;
  }

  async function shareCopy(owner: Person, presentationId: string): Promise<string> {
    const link = (await t.http.post(`/api/presentation/${presentationId}/share-copy`).set(owner.auth).expect(200)).body as CopyLinkView;
    expect(link).toMatchObject({ presentationId, shareCode: expect.stringMatching(/^[a-z0-9]{10}$/), copyCount: 0 });
    expect(link.sharePath).toBe(`/share/${link.shareCode}`);
    return link.shareCode!;
  }

  const copyBy = async (as: Person, shareCode: string) => (await t.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(as.auth).expect(201)).body as CopyResult;

  it('copies a deck into the copier\'s presentations: the same content under new ids, and each edit stays in its own deck', async () => {
    const [owner, copier] = await Promise.all(['owner', 'copier'].map(person));
    const sourceId = await richDeck(owner!);
    const shareCode = await shareCopy(owner!, sourceId);

    const copy = await copyBy(copier!, shareCode);
    expect(copy).toMatchObject({ name: 'Team retro', sourcePresentation: sourceId });
    await t.caughtUp();
    const source = await owner!.api.deck(sourceId);
    const copied = await copier!.api.deck(copy.id);
    expect(copied.userId).toBe(copier!.user.id);
    expect(deckContent(copied)).toEqual(deckContent(source));
    // A quiz question brings its leaderboard: poll, question, leaderboard, video.
    expect(copied.slides.map((slide) => slide.type)).toEqual(['poll', 'pickAnswer', 'leaderboard', 'youtube']);
    const sourceIds = new Set(source.slides.flatMap((slide) => [slide.id, ...slide.options.map((option) => option.id), ...slide.hints.map((hint) => hint.id)]));
    for (const slide of copied.slides) {
      for (const id of [slide.id, ...slide.options.map((option) => option.id), ...slide.hints.map((hint) => hint.id)]) expect(sourceIds.has(id)).toBe(false);
    }
    expect(copied.accessCode).not.toBe(source.accessCode);
    // The copy is the copier's own: in their list; the owner cannot open it, nor the copier the source.
    const list = (await t.http.get('/api/presentation').set(copier!.auth).expect(200)).body.presentations as { id: string }[];
    expect(list.map((item) => item.id)).toContain(copy.id);
    await t.http.get(`/api/presentation/${copy.id}`).set(owner!.auth).expect(404);
    await t.http.get(`/api/presentation/${sourceId}`).set(copier!.auth).expect(404);

    // Editing one leaves the other untouched, both ways.
    await t.http.patch(`/api/slide/${copied.slides[0]!.id}`).set(copier!.auth).send({ title: 'Changed in the copy' }).expect(200);
    await t.http.patch(`/api/slide/${source.slides[1]!.id}`).set(owner!.auth).send({ title: 'Changed in the source' }).expect(200);
    await t.http.delete(`/api/slide/${copied.slides[2]!.id}`).set(copier!.auth).expect((response) => expect(response.status).toBeLessThan(300));
    await t.caughtUp();
    const sourceAfter = await owner!.api.deck(sourceId);
    const copyAfter = await copier!.api.deck(copy.id);
    const [, , leaderboard, video] = source.slides.map((slide) => slide.title);
    expect(sourceAfter.slides.map((slide) => slide.title)).toEqual(['How was the sprint?', 'Changed in the source', leaderboard, video]);
    expect(copyAfter.slides.map((slide) => slide.title)).toEqual(['Changed in the copy', 'Capital of France?', video]);
  });

  it('shows the public share page without a login, with no access code nor owner id, until the link is revoked', async () => {
    const owner = await person('owner');
    const sourceId = await richDeck(owner);
    const shareCode = await shareCopy(owner, sourceId);
    // Sharing again keeps the same link.
    expect(((await t.http.post(`/api/presentation/${sourceId}/share-copy`).set(owner.auth).expect(200)).body as CopyLinkView).shareCode).toBe(shareCode);

    const page = (await t.http.get(`/api/share/${shareCode}`).expect(200)).body as SharePageView;
    expect(page).toMatchObject({ shareCode, name: 'Team retro', copyCount: 0 });
    expect(page.slides.map((slide) => slide.type)).toEqual(['poll', 'pickAnswer', 'leaderboard', 'youtube']);
    expect(page.slides[0]!.title).toBe('How was the sprint?');
    const text = JSON.stringify(page);
    const deck = await owner.api.deck(sourceId);
    for (const secret of [deck.accessCode, deck.uniqueAccessCode, owner.user.id, sourceId]) expect(text).not.toContain(secret);

    const revoked = (await t.http.delete(`/api/presentation/${sourceId}/share-copy`).set(owner.auth).expect(200)).body as CopyLinkView;
    expect(revoked).toMatchObject({ shareCode: null, sharePath: null });
    await t.caughtUp();
    const gone = await t.http.get(`/api/share/${shareCode}`).expect(404);
    expect(gone.body.message).toBe(COPY_MESSAGES.linkNotFound);
    const copier = await person('copier');
    const head = await t.storage.eventStore.headPosition();
    expect((await t.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(copier.auth).expect(404)).body.message).toBe(COPY_MESSAGES.linkNotFound);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    // A new link opens again with a new code.
    expect(await shareCopy(owner, sourceId)).not.toBe(shareCode);
  });

  it('refuses a bad share code (400 with the path) and a deck in the trash (404), writing nothing', async () => {
    const [owner, copier] = await Promise.all(['owner', 'copier'].map(person));
    const bad = await t.http.post('/api/presentation/copy-by-share-code/NOT-A-CODE').set(copier!.auth).expect(400);
    expect(JSON.stringify(bad.body)).toContain('A share code is 10 lowercase letters and digits');
    await t.http.get('/api/share/short').expect(400);
    const sourceId = await richDeck(owner!);
    const shareCode = await shareCopy(owner!, sourceId);
    await t.http.delete('/api/presentation').set(owner!.auth).send({ presentationIds: [sourceId] }).expect(200);
    await t.caughtUp();
    const head = await t.storage.eventStore.headPosition();
    await t.http.get(`/api/share/${shareCode}`).expect(404);
    await t.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(copier!.auth).expect(404);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it('lets the owner, an admin and an editor share a copy; a viewer gets 403 and an outsider 404', async () => {
    const [owner, editor, viewer, outsider] = await Promise.all(['owner', 'editor', 'viewer', 'outsider'].map(person));
    const presentationId = await owner!.api.createPresentation('Shared deck');
    for (const [invitee, role] of [[editor!, 'editor'], [viewer!, 'viewer']] as const) {
      const invited = (await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(owner!.auth).send({ emails: [invitee.user.email], role }).expect(201)).body as CollaboratorsView;
      const invitationId = invited.collaborators.find((collaborator) => collaborator.email === invitee.user.email.toLowerCase())!.invitationId;
      await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(invitee.auth).expect(200);
    }
    const head = await t.storage.eventStore.headPosition();
    await t.http.post(`/api/presentation/${presentationId}/share-copy`).set(viewer!.auth).expect(403);
    await t.http.post(`/api/presentation/${presentationId}/share-copy`).set(outsider!.auth).expect(404);
    await t.http.get(`/api/presentation/${presentationId}/share-copy`).set(outsider!.auth).expect(404);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    // A viewer sees the link (and may pass it on) once someone who may share has opened it.
    await t.http.post(`/api/presentation/${presentationId}/share-copy`).set(editor!.auth).expect(200);
    expect(((await t.http.get(`/api/presentation/${presentationId}/share-copy`).set(viewer!.auth).expect(200)).body as CopyLinkView).shareCode).toMatch(/^[a-z0-9]{10}$/);
  });

  it('ignores (409) a second copy by the same person while their first one runs, and counts only the one made', async () => {
    const [owner, copier] = await Promise.all(['owner', 'copier'].map(person));
    const sourceId = await richDeck(owner!);
    const shareCode = await shareCopy(owner!, sourceId);
    // The first copy is held once it has written the copy (under the lease), until the second is answered.
    const held = holdNextCopy(t);
    try {
      const first = t.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(copier!.auth).then((response) => response);
      await held.started;
      const second = await t.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(copier!.auth).expect(409);
      expect(second.body.message).toBe(COPY_MESSAGES.copyRunning);
      held.release();
      expect((await first).status).toBe(201);
    } finally {
      held.restore();
    }
    await t.caughtUp();
    expect(((await t.http.get(`/api/presentation/${sourceId}/share-copy`).set(owner!.auth).expect(200)).body as CopyLinkView).copyCount).toBe(1);
    // Once it has finished, the same person may copy again.
    await copyBy(copier!, shareCode);
    await t.caughtUp();
    expect(((await t.http.get(`/api/share/${shareCode}`).expect(200)).body as SharePageView).copyCount).toBe(2);
  });

  it('counts each of 20 concurrent copies once, a re-sent count not at all, and rebuilds the same read models', async () => {
    const owner = await person('owner');
    const sourceId = await richDeck(owner);
    const shareCode = await shareCopy(owner, sourceId);
    const copiers = await Promise.all(Array.from({ length: 20 }, (_, index) => person(`copier${index}`)));
    const copies = await Promise.all(copiers.map((copier) => copyBy(copier, shareCode)));
    expect(new Set(copies.map((copy) => copy.id)).size).toBe(20);
    await t.caughtUp();
    const link = (await t.http.get(`/api/presentation/${sourceId}/share-copy`).set(owner.auth).expect(200)).body as CopyLinkView;
    expect(link.copyCount).toBe(20);
    const copiedEvents = (await t.storage.eventStore.readStream(`presentation-${sourceId}`)).filter((event) => event.type === 'PresentationCopied');
    expect(copiedEvents).toHaveLength(20);

    // The same copy recorded again (a retry) is the same command: nothing new is counted.
    const links = t.app.get(CopyLinks);
    await links.recordCopy({ kind: 'user', id: copiers[0]!.user.id }, sourceId, copies[0]!.id);
    await t.caughtUp();
    expect(((await t.http.get(`/api/share/${shareCode}`).expect(200)).body as SharePageView).copyCount).toBe(20);

    const { readStore, eventStore } = t.storage;
    await t.app.get(ProjectionRunner).stop();
    for (const projection of [copyLinksProjection, deckProjection, presentationListProjection]) {
      const collection = versionedCollection(projection.name, projection.version);
      const live = await readStore.find(collection);
      await readStore.dropCollection(collection);
      await readStore.deleteCheckpoint(collection);
      await rebuildProjection(eventStore, readStore, projection as never);
      expect(await readStore.find(collection)).toEqual(live);
    }
  });
});
