import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { COPY_MESSAGES, type CopyLinkView, type CopyResult } from '../../contracts/copies/copy-link.js';
import { copyRunsStreamId } from '../../contracts/copies/copy-runs.js';
import { waitUntil } from '../support/wait-until.js';
import { holdNextCopy } from './support/held-copy.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Spec doc 3 §4 ("a copy is ignored while another copy runs") across nodes: two app instances on one event store,
 * the person's first copy running on node A, the second reaching node B.
 */
describe('Copy by share code: one copy at a time per person, whichever node each request reaches', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'copy-two-nodes-'));
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    nodeA = await startTestApp({ NODE_ID: 'node-a' }, { dataDir });
    nodeB = await startTestApp({ NODE_ID: 'node-b' }, { dataDir });
  });
  afterAll(async () => {
    await nodeB.close();
    await nodeA.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ignores (409) a copy on node B while the same person\'s copy runs on node A, and takes it once A has finished', async () => {
    const owner = await registerPresenter(nodeA.http, { email: `owner-${randomUUID()}@example.com` });
    const copier = await registerPresenter(nodeA.http, { email: `copier-${randomUUID()}@example.com` });
    const presentationId = (await nodeA.http.post('/api/presentation').set(bearer(owner.token)).send({ name: 'Two-node deck' }).expect(201)).body.id as string;
    await nodeA.http.post('/api/slide/create').set(bearer(owner.token)).send({ presentationId, type: 'poll' }).expect(201);
    const shareCode = ((await nodeA.http.post(`/api/presentation/${presentationId}/share-copy`).set(bearer(owner.token)).expect(200)).body as CopyLinkView).shareCode!;
    // Node B knows the copier and the link once its read models have the events node A wrote.
    await waitUntil(async () => (await nodeB.http.get(`/api/share/${shareCode}`)).status === 200);

    // Node A's copy is held once it has written the copy (under the lease), until node B has answered.
    const held = holdNextCopy(nodeA);
    try {
      const first = nodeA.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(bearer(copier.token)).then((response) => response);
      await held.started;
      const head = await nodeB.storage.eventStore.headPosition();
      const refused = await nodeB.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(bearer(copier.token)).expect(409);
      expect(refused.body.message).toBe(COPY_MESSAGES.copyRunning);
      expect(await nodeB.storage.eventStore.headPosition()).toBe(head);
      // Someone else copying at the same time on node B is not held up by it.
      const other = await registerPresenter(nodeB.http, { email: `other-${randomUUID()}@example.com` });
      await nodeB.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(bearer(other.token)).expect(201);
      held.release();
      expect((await first).status).toBe(201);
    } finally {
      held.restore();
    }

    // Finished on node A: node B now takes the same person's next copy.
    const again = (await nodeB.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(bearer(copier.token)).expect(201)).body as CopyResult;
    expect(again.sourcePresentation).toBe(presentationId);
    const runs = await nodeA.storage.eventStore.readStream(copyRunsStreamId(copier.user.id));
    expect(runs.map((event) => event.type)).toEqual(['CopyRunStarted', 'CopyRunFinished', 'CopyRunStarted', 'CopyRunFinished']);
    await waitUntil(async () => ((await nodeA.http.get(`/api/presentation/${presentationId}/share-copy`).set(bearer(owner.token))).body as CopyLinkView).copyCount === 3);
  });
});
