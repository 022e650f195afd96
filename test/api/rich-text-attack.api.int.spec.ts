import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { PresenterSnapshot } from '../../contracts/live/socket-protocol.js';
import { RICH_TEXT_MAX_LENGTH } from '../../contracts/slides/constants.js';
import { RICH_TEXT_TOO_DEEP_MESSAGE } from '../../contracts/slides/rich-text-policy.js';
import { RICH_TEXT_SANITISER } from '../../services/slides/application/rich-text-sanitiser.provider.js';
import type { RichTextSanitiserThread } from '../../services/slides/rich-text-sanitiser-thread.js';
import { BLOCKS_IN_A_MEGABYTE, costlyCanvas, costlyRichText } from '../support/costly-rich-text.js';
import { deckApi } from './support/deck-api.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { presentPoll } from './support/live-poll.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

describe('Rich text cannot stall the server', () => {
  const suite = suiteServer({ DEFAULT_PLAN: 'pro' });

  it("refuses a fresh guest's 20 KB of nested tags on someone's slide before parsing it, and writes nothing", async () => {
    const owner = await registerPresenter(suite.t.http);
    const deck = deckApi(suite.t, owner.token);
    const presentationId = await deck.createPresentation();
    const slide = await deck.addSlide(presentationId, { type: 'poll' });
    const guest = (await suite.t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string;
    const sanitise = jest.spyOn(suite.t.app.get<RichTextSanitiserThread>(RICH_TEXT_SANITISER), 'sanitise');
    const before = await deck.head();

    const nested = await suite.t.http.patch(`/api/slide/${slide.id}`).set(bearer(guest)).send({ titleHTML: '<b>'.repeat(6_666) });
    expect(nested.status).toBe(400);
    expect(nested.body.details).toEqual([{ path: 'titleHTML', message: RICH_TEXT_TOO_DEEP_MESSAGE }]);
    // Within the bounds, but not the guest's deck: refused before anything parses it.
    const bounded = await suite.t.http.patch(`/api/slide/${slide.id}`).set(bearer(guest)).send({ titleHTML: costlyRichText(RICH_TEXT_MAX_LENGTH) });
    expect(bounded.status).toBe(404);
    expect(sanitise).not.toHaveBeenCalled();
    expect(await deck.head()).toBe(before);
    sanitise.mockRestore();
  });

  it("keeps answering audience acks while the owner's 1 MB of costly rich text is sanitised", async () => {
    const owner = await registerPresenter(suite.t.http);
    const live = await presentPoll(suite.t, owner.token, owner.user.id, ['Yes', 'No']);
    const { joinToken } = (await suite.t.http.get(`/api/live/presentation/${live.presentationId}`).set(bearer(owner.token)).expect(200)).body as PresenterSnapshot;
    const audience = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const joined = await suite.t.http.post('/api/audience/join').send({ accessCode: live.accessCode, joinToken }).expect(200);
        const socket = connect(suite.baseUrl, joined.body.token as string);
        suite.sockets.push(socket);
        await once(socket, 'session:state');
        return socket;
      }),
    );
    const slide = await deckApi(suite.t, owner.token).addSlide(live.presentationId, { type: 'freestyle' });
    const canvasBlocks = costlyCanvas(BLOCKS_IN_A_MEGABYTE, RICH_TEXT_MAX_LENGTH);
    const body = JSON.stringify({ canvasBlocks });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1_000_000);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(1024 * 1024);

    // What happened, in order: a sanitiser that held the event loop would let no ack travel while it runs.
    const happened: string[] = [];
    const sanitiser = suite.t.app.get<RichTextSanitiserThread>(RICH_TEXT_SANITISER);
    const sanitise = sanitiser.sanitise;
    const spy = jest.spyOn(sanitiser, 'sanitise').mockImplementation(async (values) => {
      happened.push('sanitise started');
      try {
        return await sanitise(values);
      } finally {
        happened.push('sanitise finished');
      }
    });
    const answer = async (socket: (typeof audience)[number]) => {
      happened.push('ack asked');
      const ack = await emitWithAck<{ ok: boolean }>(socket, 'answer:submit', { answerId: randomUUID(), slideId: live.slideId, value: { kind: 'choice', optionIds: [live.optionIds[0]] } });
      expect(ack.ok).toBe(true);
      happened.push('ack answered');
    };

    const started = performance.now();
    let answered = false;
    const patch = suite.t.http
      .patch(`/api/slide/${slide.id}`)
      .set(bearer(owner.token))
      .set('Content-Type', 'application/json')
      .send(body)
      .then((response) => {
        answered = true;
        return response;
      });
    let acks = 0;
    for (const socket of audience) {
      if (answered) break;
      await answer(socket);
      acks += 1;
    }
    const response = await patch;
    const requestMs = Math.round(performance.now() - started);
    spy.mockRestore();
    expect(response.status).toBe(200);
    expect(response.body.canvasBlocks[0].content.value).not.toContain('onclick');

    const from = happened.indexOf('sanitise started');
    const to = happened.lastIndexOf('sanitise finished');
    expect(from).toBeGreaterThanOrEqual(0);
    const during = happened.slice(from, to);
    const roundTripsWhileSanitising = during.filter((step, index) => step === 'ack answered' && during.slice(0, index).includes('ack asked')).length;
    process.stdout.write(`1 MB rich text answered in ${requestMs} ms; ${acks} answer acks meanwhile, ${roundTripsWhileSanitising} asked and answered while it was being sanitised (the ms figures on a quiet machine: npm run attack:rich-text)\n`);
    expect(roundTripsWhileSanitising).toBeGreaterThan(0);
  });
});
