import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import type { PresenterQnaState, PresenterQnaUpdate } from '../../../contracts/qna/socket-protocol.js';
import type { Member } from '../support/audience-swarm.js';
import { activateSlide, type CreatedSlide } from '../support/deck-setup.js';
import { PresenterTopVotes } from '../support/presenter-top-votes.js';
import { now, Samples } from '../support/samples.js';
import { ErrorTally, ResourceMeter, sleep, waitForActivation, type BenchContext, type PhaseReport } from './context.js';

/** The presenter's top questions the latency is measured on (what the Q&A panel shows first). */
const TOP = 20;
/** Questions are asked in the first part of the window, so that there is something to vote on. */
const ASKING_SHARE = 0.25;
const ACK_TIMEOUT_MS = 30_000;

type Ack = { ok: true; duplicate: boolean } | { ok: false; error: { statusCode: number; message: string } };

/**
 * (5) Q&A: `questions` questions and `upvotes` upvotes from the connected audience, spread over `seconds`, while the
 * presenter's screen follows the list. Reports ack p50/p99, the time from an upvote's send until the presenter's
 * top 20 shows it counted, and the server's RSS.
 */
export async function qnaPhase(ctx: BenchContext, slide: CreatedSlide, questions: number, upvotes: number, seconds: number): Promise<PhaseReport> {
  const errors = new ErrorTally();
  const meter = new ResourceMeter(ctx.server.pid);
  await activateSlide(ctx.api, ctx.presenter, ctx.presentationId, slide.id);
  errors.add('slide:activated not received', await waitForActivation(ctx, slide));
  await sleep(500);

  // The presenter's Q&A panel: the whole list, then every change; on each, the votes it now shows counted.
  const presenter = io(ctx.server.baseUrl, { auth: { token: ctx.presenter.token }, transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    presenter.once('connect', () => resolve());
    presenter.once('connect_error', reject);
  });
  const joined = (await presenter.timeout(ACK_TIMEOUT_MS).emitWithAck('join-presenter', { room: `${ctx.presentationId}-presenter`, presenter: { id: ctx.presenter.userId, name: 'Bench' } })) as { ok: boolean };
  if (!joined.ok) throw new Error('join-presenter refused');
  // Subscribed before anything is asked, so every update after the list is a change to it.
  const subscribed = (await presenter.timeout(ACK_TIMEOUT_MS).emitWithAck('qna:subscribe', { presentationId: ctx.presentationId })) as { ok: boolean; state?: PresenterQnaState };
  if (!subscribed.ok || !subscribed.state) throw new Error('qna:subscribe refused');
  const top = new PresenterTopVotes(TOP, subscribed.state.settings.moderation);
  top.update(subscribed.state.questions, now());
  presenter.on('qna:updated', (update: PresenterQnaUpdate) => top.update(update.questions, now()));

  const members = ctx.swarm.members.filter((member) => member.socket?.connected);
  const asked: { id: string; author: Member }[] = [];
  const voted = new Set<string>();
  const ackMs = { 'qna:ask': new Samples(), 'qna:upvote': new Samples() };
  let acked = 0;
  let firstSentAt = Infinity;
  let lastAckAt = -Infinity;
  const emit = async (member: Member, event: keyof typeof ackMs, payload: object, sentAt = now()): Promise<boolean> => {
    firstSentAt = Math.min(firstSentAt, sentAt);
    try {
      const ack = (await member.socket!.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as Ack;
      const ackedAt = now();
      lastAckAt = Math.max(lastAckAt, ackedAt);
      if (!ack.ok) {
        errors.add(`${event} refused: ${ack.error.statusCode} ${ack.error.message}`);
        return false;
      }
      acked += 1;
      ackMs[event].add(ackedAt - sentAt);
      return true;
    } catch {
      // No ack in time: the server may still count it, so it is not taken back.
      errors.add(`${event} not acked in ${ACK_TIMEOUT_MS} ms`);
      return true;
    }
  };

  const ask = async (index: number): Promise<void> => {
    const author = members[index % members.length]!;
    const id = randomUUID();
    if (await emit(author, 'qna:ask', { questionId: id, text: `Bench question ${index + 1}`, slideId: slide.id })) asked.push({ id, author });
  };
  const upvote = async (): Promise<void> => {
    // The first votes fall due before the first questions are acked: they wait for something to vote on.
    const deadline = now() + ACK_TIMEOUT_MS;
    while (asked.length === 0 && now() < deadline) await sleep(10);
    for (let attempt = 0; attempt < 100 && asked.length > 0; attempt++) {
      const voter = members[Math.floor(ctx.random() * members.length)]!;
      // A few questions draw most of the votes, as in a real room.
      const question = asked[Math.floor(asked.length * ctx.random() ** 2)]!;
      const key = `${voter.index}:${question.id}`;
      if (question.author === voter || voted.has(key)) continue;
      voted.add(key);
      const sentAt = now();
      const vote = top.sent(question.id, sentAt);
      if (!(await emit(voter, 'qna:upvote', { voteId: randomUUID(), questionId: question.id, upvoted: true }, sentAt))) top.refused(vote);
      return;
    }
    errors.add('no question left to upvote');
  };

  // Paced: each message at its moment in the window, sent by a 10 ms tick. A late tick delays sends, and the
  // bench's own loop delay inflates every ack: it is reported beside them.
  const benchLoop = monitorEventLoopDelay({ resolution: 5 });
  benchLoop.enable();
  const windowMs = seconds * 1000;
  const startedAt = now();
  const inFlight: Promise<void>[] = [];
  let questionsSent = 0;
  let upvotesSent = 0;
  while (questionsSent < questions || upvotesSent < upvotes) {
    const elapsed = now() - startedAt;
    const questionsDue = Math.min(questions, Math.ceil((elapsed / (windowMs * ASKING_SHARE)) * questions));
    while (questionsSent < questionsDue) inFlight.push(ask(questionsSent++));
    const upvotesDue = Math.min(upvotes, Math.ceil((elapsed / windowMs) * upvotes));
    while (upvotesSent < upvotesDue) {
      upvotesSent += 1;
      inFlight.push(upvote());
    }
    await sleep(10);
  }
  await Promise.all(inFlight);
  const deadline = now() + ACK_TIMEOUT_MS;
  while (top.waiting > 0 && now() < deadline) await sleep(20);
  errors.add('upvote never reached the presenter', top.waiting);
  benchLoop.disable();
  presenter.disconnect();

  const elapsedSeconds = (lastAckAt - firstSentAt) / 1000;
  const allAcks = new Samples();
  for (const samples of Object.values(ackMs)) allAcks.addAll(samples);
  return {
    name: 'Q&A',
    answers: questions + upvotes,
    acked,
    errors: errors.total,
    errorKinds: errors.kinds,
    seconds: Math.round(elapsedSeconds * 1000) / 1000,
    answersPerSecond: Math.round(acked / elapsedSeconds),
    ackMs: allAcks.summary(),
    presenterResultMs: top.latencyMs.summary(),
    audienceResultsLagMs: new Samples().summary(),
    slideActivationLagMs: ctx.lag.activations.summary(),
    ...meter.stop(),
    notes: {
      connectedPeople: members.length,
      questionsAsked: asked.length,
      upvotesSent,
      upvotesCounted: top.seen,
      upvotesOutsideTop: top.outsideTop,
      presenterTop: TOP,
      askAckMs: ackMs['qna:ask'].summary(),
      upvoteAckMs: ackMs['qna:upvote'].summary(),
      benchLoopDelayMs: { p50: nsToMs(benchLoop.percentile(50)), p99: nsToMs(benchLoop.percentile(99)), max: nsToMs(benchLoop.max) },
    },
  };
}

const nsToMs = (ns: number) => Math.round(ns / 1e4) / 100;
