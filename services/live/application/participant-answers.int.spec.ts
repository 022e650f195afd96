import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter, firstValueFrom } from 'rxjs';
import { participantStreamId } from '../../../contracts/live/constants.js';
import { newTestEvent } from '../../infrastructure/event-store/event-store.contract.js';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { SqliteReadStore } from '../../infrastructure/read-store/sqlite-read-store.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';
import { SubscriptionHealth } from '../../infrastructure/event-store/subscription-health.js';
import { LiveViewRunner } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { ParticipantAnswers } from './participant-answers.js';

const sessionId = 's1';
const audienceId = 'a1';
const streamId = participantStreamId(sessionId, audienceId);

function answer(answerId: string, slideId: string, optionId: string) {
  return newTestEvent('AnswerSubmitted', {
    sessionId, presentationId: 'p1', audienceId, answerId, slideId, slideType: 'poll',
    value: { kind: 'choice', optionIds: [optionId] }, firstForSlide: true, submittedAt: '2026-01-01T00:00:00.000Z',
  }, answerId);
}

const reaction = () =>
  newTestEvent('ReactionSent', { sessionId, presentationId: 'p1', audienceId, reactionId: 'r1', reaction: 'like', slideId: 'slide-1', sentAt: '2026-01-01T00:00:00.000Z' }, 'r1');

describe('a participant\'s own answers for the reconnect snapshot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'participant-answers-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  const readStore = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  const feed = new LiveEventFeed(store, new SubscriptionHealth());
  const liveViews = new LiveViewRunner(feed, store, readStore, new ProjectionRunner(store, readStore, []));
  const answers = new ParticipantAnswers(store, liveViews);

  beforeAll(async () => {
    liveViews.onModuleInit();
    await feed.onApplicationBootstrap();
  });
  afterAll(async () => {
    liveViews.onModuleDestroy();
    await feed.beforeApplicationShutdown();
    await store.close();
    await readStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const mine = async (person: string): Promise<unknown[]> => JSON.parse((await answers.of(sessionId, person)).json) as unknown[];

  it('holds every stored answer, oldest first, whether or not the feed has brought it yet', async () => {
    expect(await mine(audienceId)).toEqual([]);

    await store.append(streamId, [answer('x1', 'slide-1', 'o1')], 'no_stream');
    await store.append(streamId, [reaction()], 0);
    // Asked at once, possibly before the feed brought the answer: then it is read from the store.
    expect(await mine(audienceId)).toEqual([{ answerId: 'x1', slideId: 'slide-1', value: { kind: 'choice', optionIds: ['o1'] } }]);

    // Subscribed after ParticipantAnswers, so this sees the batch once ParticipantAnswers has folded it.
    const fed = firstValueFrom(feed.batches$.pipe(filter((batch) => batch.some((event) => (event.data as { answerId?: string }).answerId === 'x2'))));
    await store.append(streamId, [answer('x2', 'slide-2', 'o2')], 1);
    await fed;
    expect((await mine(audienceId)).map((answer) => (answer as { answerId: string }).answerId)).toEqual(['x1', 'x2']);
    expect(await mine('someone-else')).toEqual([]);
  });
});
