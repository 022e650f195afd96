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

  it("keeps answering audience acks while the owner's 1 MB of costly rich text is sanitised (under 100 ms on a quiet machine)", async () => {
    const owner = await registerPresenter(suite.t.http);
    const live = await presentPoll(suite.t, owner.token, owner.user.id, ['Yes', 'No']);
    const { joinToken } = (await suite.t.http.get(`/api/live/presentation/${live.presentationId}`).set(bearer(owner.token)).expect(200)).body as PresenterSnapshot;
    const audience = await Promise.all(
      Array.from({ length: 80 }, async () => {
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

    const answer = async (socket: (typeof audience)[number]) => {
      const sent = performance.now();
      const ack = await emitWithAck<{ ok: boolean }>(socket, 'answer:submit', { answerId: randomUUID(), slideId: live.slideId, value: { kind: 'choice', optionIds: [live.optionIds[0]] } });
      expect(ack.ok).toBe(true);
      return performance.now() - sent;
    };
    // Half the phones answer with no attack running: what acks cost on this machine right now.
    const quietAckMs: number[] = [];
    for (const socket of audience.splice(0, 40)) quietAckMs.push(await answer(socket));

    const started = performance.now();
    let answeredAt = 0;
    const patch = suite.t.http
      .patch(`/api/slide/${slide.id}`)
      .set(bearer(owner.token))
      .set('Content-Type', 'application/json')
      .send(body)
      .then((response) => {
        answeredAt = performance.now();
        return response;
      });
    const ackMs: number[] = [];
    for (const socket of audience) {
      if (answeredAt !== 0) break;
      ackMs.push(await answer(socket));
    }
    const response = await patch;
    expect(response.status).toBe(200);
    expect(response.body.canvasBlocks[0].content.value).not.toContain('onclick');
    process.stdout.write(
      `1 MB rich text answered in ${Math.round(answeredAt - started)} ms; ${ackMs.length} answer acks meanwhile, slowest ${Math.round(Math.max(...ackMs))} ms (without the attack: slowest ${Math.round(Math.max(...quietAckMs))} ms)\n`,
    );
    expect(ackMs.length).toBeGreaterThan(0);
    // Quiet, this is the 100 ms the issue asks for; on a machine busy with other work the bound follows what that work
    // does to acks and to the request, since main-thread sanitising would hold an ack for about the whole request.
    // The absolute figures on a quiet machine come from `npm run attack:rich-text`.
    expect(Math.max(...ackMs)).toBeLessThan(Math.max(100, 3 * Math.max(...quietAckMs), (answeredAt - started) / 3));
  });
});
