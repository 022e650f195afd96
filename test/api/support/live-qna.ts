import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { PresentationSettingsChanges } from '../../../contracts/deck/settings.js';
import type { AudienceQnaSnapshot, PresenterQnaState } from '../../../contracts/qna/socket-protocol.js';
import { connect, emitWithAck, once } from './live-clients.js';
import { bearer, type TestApp } from './test-app.js';

export type QnaAck = { ok: true; duplicate: boolean } | { ok: false; error: { statusCode: number; message: string } };

export interface LiveQna {
  readonly presentationId: string;
  readonly accessCode: string;
  readonly qnaSlideId: string;
  readonly pollSlideId: string;
  readonly sessionId: string;
  readonly joinToken: string;
}

/** A deck with a Q&A slide and a poll, presented on the Q&A slide, with the given switches. */
export async function presentQna(t: TestApp, token: string, settings: PresentationSettingsChanges = {}): Promise<LiveQna> {
  const auth = bearer(token);
  const presentation = (await t.http.post('/api/presentation').set(auth).send({ name: 'Live Q&A' }).expect(201)).body as { id: string; accessCode: string };
  if (Object.keys(settings).length > 0) await t.http.patch(`/api/presentation/${presentation.id}/settings`).set(auth).send(settings).expect(200);
  const qna = (await t.http.post('/api/slide/create/').set(auth).send({ presentationId: presentation.id, type: 'question', fields: { title: 'Ask me anything' } }).expect(201)).body as { id: string };
  const poll = (await t.http.post('/api/slide/create/').set(auth).send({ presentationId: presentation.id, type: 'poll', insertAfter: qna.id, options: [{ title: 'Yes' }, { title: 'No' }] }).expect(201)).body as { id: string };
  const started = await t.http.put(`/api/presentation/update-next-slide/${presentation.id}`).set(auth).send({ activeSlide: qna.id }).expect(200);
  const state = await t.http.get(`/api/live/presentation/${presentation.id}`).set(auth).expect(200);
  return {
    presentationId: presentation.id,
    accessCode: presentation.accessCode,
    qnaSlideId: qna.id,
    pollSlideId: poll.id,
    sessionId: started.body.sessionId as string,
    joinToken: state.body.joinToken as string,
  };
}

export interface Phone {
  readonly socket: Socket;
  readonly audienceId: string;
  readonly name: string;
}

/** Someone joins with the QR code's token and connects; resolves once the session state arrived. */
export async function joinPhone(t: TestApp, baseUrl: string, live: LiveQna, name: string): Promise<Phone> {
  const joined = await t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name, joinToken: live.joinToken }).expect(200);
  const socket = connect(baseUrl, joined.body.token as string);
  await once(socket, 'session:state');
  return { socket, audienceId: joined.body.audienceId as string, name };
}

export function ask(phone: Phone, text: string, questionId: string = randomUUID()): Promise<QnaAck & { questionId?: string }> {
  return emitWithAck<QnaAck>(phone.socket, 'qna:ask', { questionId, text }).then((ack) => ({ ...ack, questionId }));
}

export function upvote(phone: Phone, questionId: string, upvoted = true, voteId: string = randomUUID()): Promise<QnaAck> {
  return emitWithAck<QnaAck>(phone.socket, 'qna:upvote', { voteId, questionId, upvoted });
}

export async function subscribePhone(phone: Phone): Promise<AudienceQnaSnapshot> {
  const ack = await emitWithAck<{ ok: true; snapshot: AudienceQnaSnapshot } | { ok: false; error: unknown }>(phone.socket, 'qna:subscribe', {});
  if (!ack.ok) throw new Error(`qna:subscribe refused: ${JSON.stringify(ack.error)}`);
  return ack.snapshot;
}

/** The presenter's socket, in the presenter room. */
export async function presenterSocket(baseUrl: string, token: string, presentationId: string): Promise<Socket> {
  const socket = connect(baseUrl, token);
  const joined = await emitWithAck<{ ok: boolean }>(socket, 'join-presenter', { room: `${presentationId}-presenter`, presenter: { id: 'presenter', name: 'Presenter' } });
  if (!joined.ok) throw new Error('join-presenter refused');
  return socket;
}

export async function presenterQna(socket: Socket, presentationId: string): Promise<PresenterQnaState> {
  const ack = await emitWithAck<{ ok: true; state: PresenterQnaState } | { ok: false; error: unknown }>(socket, 'qna:subscribe', { presentationId });
  if (!ack.ok) throw new Error(`qna:subscribe refused: ${JSON.stringify(ack.error)}`);
  return ack.state;
}

export function moderate(socket: Socket, presentationId: string, questionId: string, action: string, commandId: string = randomUUID()): Promise<QnaAck> {
  return emitWithAck<QnaAck>(socket, 'qna:moderate', { presentationId, questionId, action, commandId });
}
