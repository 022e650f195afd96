import { randomUUID } from 'node:crypto';
import { waitUntil } from '../support/wait-until.js';
import { startTeam } from './support/team-crew.js';
import { scriptedAiApp } from './support/scripted-ai-app.js';
import { bearer, registerPresenter } from './support/test-app.js';

let counter = 0;

/**
 * Issue 27 with README "Team roles": the AI helpers check who may edit exactly as a deck command does, so a team
 * member who may edit a workspace deck uses them on a colleague's deck (the change attributed to the member), and
 * someone outside the team is refused as for any edit (404, nothing asked of the model, nothing written).
 */
describe('AI helpers on a team workspace deck', () => {
  const app = scriptedAiApp();

  async function presenter(name: string) {
    const { token, user } = await registerPresenter(app.t.http, { email: `${name}-${++counter}-${Date.now()}@example.com`, firstName: name });
    return { id: user.id, email: user.email, auth: bearer(token) };
  }

  async function workspaceQuestion() {
    const [owner, member, outsider] = await Promise.all(['owner', 'member', 'outsider'].map(presenter));
    await startTeam(app.t, owner!, [member!]);
    const presentationId = (await app.t.http.post('/api/presentation').set(owner!.auth).send({ name: 'Planets', fromWorkspace: true }).expect(201)).body.id as string;
    const slideId = (await app.t.http.post('/api/slide/create/').set(owner!.auth).send({ presentationId, type: 'poll' }).expect(201)).body.id as string;
    await app.t.http.patch(`/api/slide/${slideId}`).set(owner!.auth).send({ title: 'Which planet would you visit first?' }).expect(200);
    return { owner: owner!, member: member!, outsider: outsider!, presentationId, slideId };
  }

  const stream = (presentationId: string) => app.t.storage.eventStore.readStream(`presentation-${presentationId}`);

  it('lets a member generate options and improve a colleague’s workspace deck, attributed to the member', async () => {
    const { member, presentationId, slideId } = await workspaceQuestion();
    app.model.answer({ content: JSON.stringify({ options: [{ title: 'Mars', correct: false }, { title: 'Venus', correct: false }, { title: 'Saturn', correct: false }, { title: 'Jupiter', correct: false }] }) });
    const generated = await app.t.http.post('/api/generative-ai/slide/generate-slide-options').set(member.auth).send({ presentationId, slideId }).expect(200);
    expect(generated.body.generated).toBe(4);
    const afterOptions = await app.t.storage.eventStore.headPosition();

    app.model.answer({ content: JSON.stringify({ title: 'Which planet first?', options: [{ title: 'Mars' }, { title: 'Venus' }, { title: 'Saturn' }, { title: 'Jupiter' }] }) });
    const improved = await app.t.http
      .post('/api/generative-ai/slide/improve-content')
      .set(member.auth)
      .send({ presentationId, slideId, improveWritingSettings: { writingStyle: { writingMode: 'improve', tone: 'friendly', complexity: 'same' } } })
      .expect(200);
    expect(improved.body.slide.title).toBe('Which planet first?');

    const events = await stream(presentationId);
    expect(events.filter((event) => event.type === 'SlideOptionsAdded').map((event) => event.metadata.actor)).toEqual([{ kind: 'user', id: member.id }]);
    expect(events.filter((event) => event.position > afterOptions).map((event) => [event.type, event.metadata.actor])).toEqual([['SlideUpdated', { kind: 'user', id: member.id }]]);
    // Undo is the deck's own: the member's rewrite is in the history the owner reads.
    const history = (await app.t.http.get(`/api/presentation/${presentationId}/history`).set(member.auth).expect(200)).body as { entries: { author: { id: string } }[] };
    expect(history.entries.some((entry) => entry.author.id === member.id)).toBe(true);
  });

  it('lets a member start and stop Edit with AI on the workspace deck', async () => {
    const { member, presentationId } = await workspaceQuestion();
    expect((await app.t.http.post('/api/generative-ai/chat/stop').set(member.auth).send({ presentationId, requestId: randomUUID() }).expect(200)).body).toEqual({ stopped: false });
    app.model.answer({ content: JSON.stringify({ slides: [{ type: 'wordCloud', title: 'One word for space' }] }) });
    await app.t.http.post('/api/generative-ai/chat').set(member.auth).send({ presentationId, requestId: randomUUID(), prompt: 'A word cloud about space' }).expect(202);
    await waitUntil(async () => (await stream(presentationId)).some((event) => event.type === 'SlideAdded' && event.metadata.actor.id === member.id));
  });

  it('refuses someone outside the team as for any edit: 404, nothing asked, nothing written', async () => {
    const { outsider, presentationId, slideId } = await workspaceQuestion();
    const asked = app.model.requests.length;
    const head = await app.t.storage.eventStore.headPosition();
    await app.t.http.post('/api/generative-ai/slide/generate-slide-options').set(outsider.auth).send({ presentationId, slideId }).expect(404);
    await app.t.http
      .post('/api/generative-ai/slide/improve-content')
      .set(outsider.auth)
      .send({ presentationId, slideId, improveWritingSettings: { writingStyle: { writingMode: 'improve', tone: 'friendly', complexity: 'same' } } })
      .expect(404);
    await app.t.http.post('/api/generative-ai/chat').set(outsider.auth).send({ presentationId, requestId: randomUUID(), prompt: 'A quiz about planets' }).expect(404);
    expect(app.model.requests.length).toBe(asked);
    expect(await app.t.storage.eventStore.headPosition()).toBe(head);
  });
});
