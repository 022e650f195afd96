import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { PresenterSnapshot } from '../../contracts/live/socket-protocol.js';
import { RATE_LIMITS } from '../../services/infrastructure/rate-limits/rate-limit-settings.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { presentPoll, type LivePoll } from './support/live-poll.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, ONE_ADDRESS_LIMITS, registerPresenter } from './support/test-app.js';

/** Every limit at its default (the API tests' raised per-address budgets set back), and X-Forwarded-For trusted from loopback. */
const DEFAULTS = { ...Object.fromEntries(Object.keys(ONE_ADDRESS_LIMITS).map((name) => [name, ''])), TRUST_PROXY: 'loopback', DEFAULT_PLAN: 'pro' };
const from = (address: string) => ({ 'X-Forwarded-For': address });

/** Whether a socket got in (its snapshot) or was refused at the handshake (with the refusal's code). */
function outcome(socket: Socket): Promise<{ admitted: boolean; code?: string }> {
  return new Promise((resolve) => {
    socket.once('session:state', () => resolve({ admitted: true }));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => resolve({ admitted: false, code: error.data?.code }));
  });
}

type Ack = { ok: true } | { ok: false; error: { statusCode: number; code: string; details?: { retryAfterSeconds?: number } } };

describe('Rate limits (defaults)', () => {
  const suite = suiteServer(DEFAULTS);
  // Each test makes dozens of requests (and one makes 10,000): more than jest's default 5 s on a busy machine.

  async function live(): Promise<LivePoll & { token: string; joinToken: string }> {
    const presenter = await registerPresenter(suite.t.http);
    const poll = await presentPoll(suite.t, presenter.token, presenter.user.id, ['Yes', 'No']);
    const state = (await suite.t.http.get(`/api/live/presentation/${poll.presentationId}`).set(bearer(presenter.token)).expect(200)).body as PresenterSnapshot;
    return { ...poll, token: presenter.token, joinToken: state.joinToken! };
  }

  it('ends 50 wrong passwords for one account in 429 with Retry-After, while the right password from another address gets in', async () => {
    const email = `target-${randomUUID()}@example.com`;
    await suite.t.http.post('/api/users/create-presenter').set(from('10.1.0.1')).send({ email, password: 'correct horse battery', firstName: 'T', lastName: 'T' }).expect(201);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await suite.t.http.post('/api/auth/login').set(from('10.1.0.66')).send({ email, password: `wrong guess ${attempt}` });
      statuses.push(response.status);
      retryAfter = response.headers['retry-after'] as string | undefined;
    }
    const free = RATE_LIMITS.loginPerAccountAddress.points;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(statuses.slice(free)).toEqual(Array(50 - free).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right password waits at the attacked address...
    await suite.t.http.post('/api/auth/login').set(from('10.1.0.66')).send({ email, password: 'correct horse battery' }).expect(429);
    // ...but not from the owner's.
    await suite.t.http.post('/api/auth/login').set(from('10.1.0.1')).send({ email, password: 'correct horse battery' }).expect(200);
  });

  it('slows account creation from one address down once its hourly budget is spent', async () => {
    const budget = RATE_LIMITS.registrationsPerAddress.points;
    const statuses: number[] = [];
    for (let index = 0; index <= budget; index++) {
      const response = await suite.t.http.post('/api/users/create-guest').set(from('10.2.0.1')).send({});
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(budget).fill(201), 429]);
    await suite.t.http.post('/api/users/create-guest').set(from('10.2.0.2')).send({}).expect(201);
  });

  it('stops code lookups from an address that tries unknown codes, at the documented budget, whatever it asks next', async () => {
    const poll = await live();
    const budget = RATE_LIMITS.codeMissesPerAddress.points;
    for (let index = 0; index < budget; index++) {
      await suite.t.http.get(`/api/audience/presentation/9${String(index).padStart(8, '0')}`).set(from('10.3.0.1')).expect(404);
    }
    const refused = await suite.t.http.get(`/api/audience/presentation/${poll.accessCode}`).set(from('10.3.0.1')).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    await suite.t.http.post('/api/audience/join').set(from('10.3.0.1')).send({ accessCode: poll.accessCode }).expect(429);
    // Another address is not affected, and the QR code's link (with the join token) still gets in from this one.
    await suite.t.http.get(`/api/audience/presentation/${poll.accessCode}`).set(from('10.3.0.2')).expect(200);
    await suite.t.http.get(`/api/audience/presentation/${poll.accessCode}?joinToken=${poll.joinToken}`).set(from('10.3.0.1')).expect(200);
    await suite.t.http.post('/api/audience/join').set(from('10.3.0.1')).send({ accessCode: poll.accessCode, joinToken: poll.joinToken }).expect(200);
  });

  it('limits joins without the join token per address, and a wrong token is no token', async () => {
    const poll = await live();
    const budget = RATE_LIMITS.joinsPerAddress.points;
    for (let index = 0; index < budget; index++) {
      await suite.t.http.post('/api/audience/join').set(from('10.4.0.1')).send({ accessCode: poll.accessCode, joinToken: 'not-the-token' }).expect(200);
    }
    await suite.t.http.post('/api/audience/join').set(from('10.4.0.1')).send({ accessCode: poll.accessCode }).expect(429);
    await suite.t.http.post('/api/audience/join').set(from('10.4.0.1')).send({ accessCode: poll.accessCode, joinToken: poll.joinToken }).expect(200);
  });

  it('admits 10,000 joins to one session from one address through the join token (the QR code path)', async () => {
    const poll = await live();
    const audienceIds = new Set<string>();
    let waited = 0;
    const joinOne = async (index: number): Promise<void> => {
      for (;;) {
        const response = await suite.t.http.post('/api/audience/join').set(from('10.5.0.1')).send({ accessCode: poll.accessCode, name: `P${index}`, joinToken: poll.joinToken });
        if (response.status === 200) {
          audienceIds.add(response.body.audienceId as string);
          return;
        }
        // The per-session budget (joins a second) answers 429 with Retry-After: a phone waits that long and tries again.
        expect(response.status).toBe(429);
        waited += 1;
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after']) * 1000));
      }
    };
    let next = 0;
    await Promise.all(Array.from({ length: 50 }, async () => {
      while (next < 10_000) await joinOne(next++);
    }));
    expect(audienceIds.size).toBe(10_000);
    const state = (await suite.t.http.get(`/api/live/presentation/${poll.presentationId}`).set(bearer(poll.token)).expect(200)).body as PresenterSnapshot;
    expect(state.audience).toMatchObject({ joined: 10_000, refused: 0 });
    process.stdout.write(`10,000 joins from one address: ${waited} answers of 429 from the per-session budget, each retried after Retry-After\n`);
  }, 600_000);

  it('answers messages past a socket budget with an error ack carrying a stable code and the wait', async () => {
    const poll = await live();
    const joined = await suite.t.http.post('/api/audience/join').send({ accessCode: poll.accessCode, joinToken: poll.joinToken }).expect(200);
    const socket = connect(suite.baseUrl, joined.body.token as string);
    suite.sockets.push(socket);
    await once(socket, 'session:state');
    const budget = RATE_LIMITS.reactionsPerSocket.points;
    const acks: Ack[] = [];
    for (let index = 0; index <= budget; index++) acks.push(await emitWithAck<Ack>(socket, 'reaction:send', { reaction: 'like' }));
    expect(acks.slice(0, budget).every((ack) => ack.ok)).toBe(true);
    expect(acks[budget]).toMatchObject({ ok: false, error: { statusCode: 429, code: 'rate_limited' } });
    expect((acks[budget] as Extract<Ack, { ok: false }>).error.details?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('refuses more sockets on one audience token than the documented number', async () => {
    const poll = await live();
    const joined = await suite.t.http.post('/api/audience/join').send({ accessCode: poll.accessCode, joinToken: poll.joinToken }).expect(200);
    const open: Socket[] = [];
    for (let index = 0; index < 5; index++) {
      const socket = connect(suite.baseUrl, joined.body.token as string);
      suite.sockets.push(socket);
      open.push(socket);
      await once(socket, 'session:state');
    }
    const extra = connect(suite.baseUrl, joined.body.token as string);
    suite.sockets.push(extra);
    expect(await outcome(extra)).toEqual({ admitted: false, code: 'rate_limited' });
    // Closing one makes room again (once the server has seen it go).
    open[0]!.disconnect();
    let retried = { admitted: false } as Awaited<ReturnType<typeof outcome>>;
    while (!retried.admitted) {
      const retry = connect(suite.baseUrl, joined.body.token as string);
      suite.sockets.push(retry);
      retried = await outcome(retry);
    }
    expect(retried.admitted).toBe(true);
  });
});
