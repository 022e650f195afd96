import { randomUUID } from 'node:crypto';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { PresentationSettings } from '../../../contracts/deck/settings.js';
import type { AudienceSnapshot, PresenterSnapshot } from '../../../contracts/live/socket-protocol.js';
import { connect, emitWithAck, once } from './live-clients.js';
import type { SuiteServer } from './suite-server.js';
import { bearer, registerPresenter } from './test-app.js';

export type Ack = { ok: true } | { ok: false; error: { statusCode: number; message: string } };

export interface SlideSpec {
  readonly type: string;
  readonly title: string;
  readonly fields?: Record<string, unknown>;
  readonly options?: readonly { title: string; correct?: boolean }[];
}

/**
 * A presentation with the given settings and slides, presented on its first slide. Participant information and
 * attributes are set too when given.
 */
export async function presented(
  server: SuiteServer,
  settings: Partial<PresentationSettings>,
  slides: readonly SlideSpec[],
  extras: { participantInfo?: Record<string, unknown>; attributes?: Record<string, unknown> } = {},
) {
  const { t } = server;
  const presenter = await registerPresenter(t.http);
  const auth = bearer(presenter.token);
  const presentation = (await t.http.post('/api/presentation').set(auth).send({ name: 'Switches' }).expect(201)).body as { id: string; accessCode: string };
  const id = presentation.id;
  await t.http.patch(`/api/presentation/${id}/settings`).set(auth).send(settings).expect(200);
  if (extras.participantInfo) await t.http.patch(`/api/presentation/${id}/participant-info`).set(auth).send(extras.participantInfo).expect(200);
  if (extras.attributes) await t.http.patch(`/api/presentation-attribute/${id}`).set(auth).send(extras.attributes).expect(200);
  let previous: string | undefined;
  const slideIds: string[] = [];
  for (const slide of slides) {
    const body = { presentationId: id, type: slide.type, fields: { title: slide.title, ...slide.fields }, options: slide.options, ...(previous && { insertAfter: previous }) };
    previous = ((await t.http.post('/api/slide/create/').set(auth).send(body).expect(201)).body as { id: string }).id;
    slideIds.push(previous);
  }
  const deck = (await t.http.get(`/api/presentation/${id}`).set(auth).expect(200)).body as DeckDocument;
  const started = await t.http.put(`/api/presentation/update-next-slide/${id}`).set(auth).send({ activeSlide: slideIds[0] }).expect(200);
  await t.caughtUp();
  return { presenter, auth, id, accessCode: presentation.accessCode, deck, slideIds, sessionId: started.body.sessionId as string };
}

export type Live = Awaited<ReturnType<typeof presented>>;

/** An audience member joined over HTTP with a socket connected, and the snapshot the socket got first. */
export async function joinPhone(server: SuiteServer, live: Live, body: Record<string, unknown> = {}) {
  const join = await server.t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: 'Phone', ...body }).expect(200);
  const socket = connect(server.baseUrl, join.body.token as string);
  server.sockets.push(socket);
  const snapshot = await once<AudienceSnapshot>(socket, 'session:state');
  return { socket, snapshot, audienceId: join.body.audienceId as string, teamId: join.body.teamId as string | undefined };
}

export type Phone = Awaited<ReturnType<typeof joinPhone>>;

export const presenterState = async (server: SuiteServer, live: Live) =>
  (await server.t.http.get(`/api/live/presentation/${live.id}`).set(live.auth).expect(200)).body as PresenterSnapshot;

export const answer = (phone: Pick<Phone, 'socket'>, slideId: string, value: unknown) =>
  emitWithAck<Ack>(phone.socket, 'answer:submit', { answerId: randomUUID(), slideId, value });
