import type { DeckPermissions } from '../../contracts/deck/permissions.js';
import { startTeam } from './support/team-crew.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

let counter = 0;

/**
 * Issue 24, README "Team roles": on a deck the team's workspace holds, every member whose role holds the keys edits
 * it (take-over-to-edit), renames it (rename-presentation) and runs it live (present), whoever created it; the
 * permissions endpoint says so exactly when the server accepts it. Nobody outside the team gains anything, a member's
 * personal deck stays theirs, and leaving the team ends it all. Refusals write nothing.
 */
describe('Team workspace decks: members edit, rename and present them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function presenter(name: string) {
    const { token, user } = await registerPresenter(t.http, { email: `${name}-${++counter}-${Date.now()}@example.com`, firstName: name });
    return { id: user.id, email: user.email, auth: bearer(token) };
  }
  type Person = Awaited<ReturnType<typeof presenter>>;

  /** A team (owner, admin, member) and a presenter of another team. */
  async function crew() {
    const [owner, admin, member, outsider, rival] = await Promise.all(['owner', 'admin', 'member', 'outsider', 'rival'].map(presenter));
    const teamId = await startTeam(t, owner!, [admin!, member!], [admin!]);
    await startTeam(t, rival!, []);
    return { teamId, owner: owner!, admin: admin!, member: member!, outsider: outsider!, rival: rival! };
  }

  const workspaceDeck = async (as: Person, name: string) => (await t.http.post('/api/presentation').set(as.auth).send({ name, fromWorkspace: true }).expect(201)).body.id as string;
  const addPoll = async (as: Person, presentationId: string) => (await t.http.post('/api/slide/create/').set(as.auth).send({ presentationId, type: 'poll' }).expect(201)).body.id as string;
  const permissions = async (as: Person, presentationId: string) => (await t.http.get(`/api/presentation/${presentationId}/permissions`).set(as.auth).expect(200)).body as DeckPermissions;
  const writes = async (action: () => Promise<unknown>) => {
    const head = await t.storage.eventStore.headPosition();
    await action();
    return (await t.storage.eventStore.headPosition()) - head;
  };

  it("lets every role edit a colleague's workspace deck, and the edits land on the one deck in order", async () => {
    const { owner, admin, member } = await crew();
    const presentationId = await workspaceDeck(owner, 'Roadmap');
    const slideId = await addPoll(member, presentationId);
    await t.http.patch(`/api/slide/${slideId}`).set(admin.auth).send({ title: 'Which quarter?' }).expect(200);
    await t.http.patch(`/api/slide/${slideId}`).set(member.auth).send({ title: 'Which quarter first?' }).expect(200);
    await t.http.patch(`/api/presentation/${presentationId}/settings`).set(member.auth).send({ isReactionEnabled: false }).expect(200);

    const deck = (await t.http.get(`/api/presentation/${presentationId}`).set(owner.auth).expect(200)).body as { userId: string; slides: { id: string; title: string }[]; settings: { isReactionEnabled: boolean } };
    expect(deck.userId).toBe(owner.id);
    expect(deck.slides.map((slide) => [slide.id, slide.title])).toEqual([[slideId, 'Which quarter first?']]);
    expect(deck.settings.isReactionEnabled).toBe(false);
    // The history names each author.
    const history = (await t.http.get(`/api/presentation/${presentationId}/history`).set(owner.auth).expect(200)).body as { entries: { author: { id: string } }[] };
    expect(new Set(history.entries.map((entry) => entry.author.id))).toEqual(new Set([owner.id, member.id, admin.id]));
  });

  it('lets a member rename a workspace deck and run it live: start on a slide, move, stop; the permissions say so', async () => {
    const { owner, member } = await crew();
    const presentationId = await workspaceDeck(owner, 'All hands');
    const first = await addPoll(owner, presentationId);
    const second = await addPoll(owner, presentationId);
    expect(await permissions(member, presentationId)).toEqual({ presentationId, canEdit: true, canPresent: true, canRename: true, canShare: false });

    const renamed = await t.http.patch(`/api/presentation/${presentationId}`).set(member.auth).send({ name: 'All hands, March' }).expect(200);
    expect(renamed.body).toMatchObject({ id: presentationId, name: 'All hands, March', userId: owner.id });

    const started = (await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(member.auth).send({ activeSlide: first }).expect(200)).body as { sessionId: string };
    const moved = (await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(member.auth).send({ activeSlide: second }).expect(200)).body as { sessionId: string; activeSlideId: string };
    expect(moved).toEqual({ sessionId: started.sessionId, activeSlideId: second });
    // The session is the deck's: its creator sees it among the deck's sessions, and the member who ran it too.
    for (const as of [owner, member]) {
      const sessions = (await t.http.get('/api/presenting-sessions/snapshots').query({ masterPresentationId: presentationId }).set(as.auth).expect(200)).body as { sessions: unknown[] };
      expect(JSON.stringify(sessions)).toContain(started.sessionId);
    }
    expect((await t.http.post(`/api/presentation/${presentationId}/stop-presenting`).set(member.auth).expect(200)).body).toEqual({ sessionId: started.sessionId });
  });

  it('gives nothing to anyone outside the team: an outsider and a member of another team get 404 and write nothing', async () => {
    const { owner, outsider, rival } = await crew();
    const presentationId = await workspaceDeck(owner, 'Secret plans');
    const slideId = await addPoll(owner, presentationId);
    for (const stranger of [outsider, rival]) {
      expect(
        await writes(async () => {
          await t.http.get(`/api/presentation/${presentationId}/permissions`).set(stranger.auth).expect(404);
          await t.http.post('/api/slide/create/').set(stranger.auth).send({ presentationId, type: 'poll' }).expect(404);
          await t.http.patch(`/api/slide/${slideId}`).set(stranger.auth).send({ title: 'Mine now' }).expect(404);
          await t.http.patch(`/api/presentation/${presentationId}`).set(stranger.auth).send({ name: 'Mine now' }).expect(404);
          await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(stranger.auth).send({ activeSlide: slideId }).expect(404);
        }),
      ).toBe(0);
    }
  });

  it("keeps a teammate's personal deck theirs: another member neither edits, renames nor presents it", async () => {
    const { owner, member } = await crew();
    const personal = (await t.http.post('/api/presentation').set(owner.auth).send({ name: 'My own' }).expect(201)).body.id as string;
    const slideId = await addPoll(owner, personal);
    expect(
      await writes(async () => {
        await t.http.post('/api/slide/create/').set(member.auth).send({ presentationId: personal, type: 'poll' }).expect(404);
        await t.http.patch(`/api/presentation/${personal}`).set(member.auth).send({ name: 'Ours?' }).expect(404);
        await t.http.put(`/api/presentation/update-next-slide/${personal}`).set(member.auth).send({ activeSlide: slideId }).expect(404);
      }),
    ).toBe(0);
  });

  it('ends editing, renaming and presenting when the member leaves the team', async () => {
    const { owner, member } = await crew();
    const presentationId = await workspaceDeck(owner, 'Roadmap');
    const slideId = await addPoll(member, presentationId);
    await t.http.post('/api/accounts/leave').set(member.auth).expect(204);
    expect(
      await writes(async () => {
        await t.http.patch(`/api/slide/${slideId}`).set(member.auth).send({ title: 'After leaving' }).expect(404);
        await t.http.post('/api/slide/create/').set(member.auth).send({ presentationId, type: 'poll' }).expect(404);
        await t.http.patch(`/api/presentation/${presentationId}`).set(member.auth).send({ name: 'After leaving' }).expect(404);
        await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(member.auth).send({ activeSlide: slideId }).expect(404);
      }),
    ).toBe(0);
  });

  it('tells a collaborator invited as editor that they edit but neither rename nor present (the server refuses both)', async () => {
    const [owner, editor] = await Promise.all(['owner', 'editor'].map(presenter));
    const presentationId = (await t.http.post('/api/presentation').set(owner!.auth).send({ name: 'Shared deck' }).expect(201)).body.id as string;
    const slideId = await addPoll(owner!, presentationId);
    const invited = (await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(owner!.auth).send({ emails: [editor!.email], role: 'editor' }).expect(201)).body as { collaborators: { email: string; invitationId: string }[] };
    const invitationId = invited.collaborators.find((collaborator) => collaborator.email === editor!.email.toLowerCase())!.invitationId;
    await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(editor!.auth).expect(200);

    expect(await permissions(editor!, presentationId)).toEqual({ presentationId, canEdit: true, canPresent: false, canRename: false, canShare: true });
    expect(await permissions(owner!, presentationId)).toEqual({ presentationId, canEdit: true, canPresent: true, canRename: true, canShare: true });
    await t.http.patch(`/api/slide/${slideId}`).set(editor!.auth).send({ title: 'Edited by the editor' }).expect(200);
    expect(
      await writes(async () => {
        await t.http.patch(`/api/presentation/${presentationId}`).set(editor!.auth).send({ name: 'Renamed?' }).expect(404);
        await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(editor!.auth).send({ activeSlide: slideId }).expect(404);
      }),
    ).toBe(0);
  });
});
