import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '../../contracts/chat/constants.js';
import type { ChatSnapshot } from '../../contracts/chat/messages.js';
import type { PresentationSettings } from '../../contracts/deck/settings.js';
import type { AudienceEntryInfo } from '../../contracts/live/join.js';
import { QNA_MESSAGES } from '../../contracts/qna/constants.js';
import type { AudienceQnaSnapshot } from '../../contracts/qna/socket-protocol.js';
import type { QuizStatePayload } from '../../contracts/quiz/socket-protocol.js';
import { waitUntil } from '../support/wait-until.js';
import { SWITCH_EFFECTS, switchesCheckedOn, type SwitchesCheckedOn } from '../settings/switch-effects.js';
import { emitWithAck } from './support/live-clients.js';
import { presenterQna, presenterSocket } from './support/live-qna.js';
import { answer, joinPhone as joinPhoneTo, presented as presentedDeck, presenterState as presenterStateOf, type Ack, type Live, type Phone, type SlideSpec } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';

const server = suiteServer();
const presented = (settings: Partial<PresentationSettings>, slides: readonly SlideSpec[], extras?: Parameters<typeof presentedDeck>[3]) =>
  presentedDeck(server, settings, slides, extras);
const joinPhone = (live: Live, body?: Record<string, unknown>) => joinPhoneTo(server, live, body);
const presenterState = (live: Live) => presenterStateOf(server, live);

const ask = (phone: Phone, text: string) => emitWithAck<Ack>(phone.socket, 'qna:ask', { questionId: randomUUID(), text });
const qnaOnPhone = async (phone: Phone) => {
  const ack = await emitWithAck<{ ok: true; snapshot: AudienceQnaSnapshot } | { ok: false }>(phone.socket, 'qna:subscribe', {});
  if (!ack.ok) throw new Error('qna:subscribe refused');
  return ack.snapshot;
};
/** The Q&A the presenter's socket is sent, once the question asked is in it. */
async function presenterQuestion(live: Live, questionText: string) {
  const socket = await presenterSocket(server.baseUrl, live.presenter.token, live.id);
  server.sockets.push(socket);
  await waitUntil(async () => (await presenterQna(socket, live.id)).questions.some((question) => question.text === questionText));
  return (await presenterQna(socket, live.id)).questions.find((question) => question.text === questionText)!;
}

const QNA_SLIDE: SlideSpec = { type: 'question', title: 'Ask me anything' };

const entryInfo = async (live: Live) => (await server.t.http.get(`/api/audience/presentation/${live.accessCode}`).expect(200)).body as AudienceEntryInfo;

/** The quiz on its first slide: in the lobby, then started (rule screen), then the step the presenter takes next. */
async function quizAfterRules(live: Live): Promise<QuizStatePayload> {
  const { t } = server;
  await waitUntil(async () => ((await t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as QuizStatePayload).stage === 'lobby');
  await t.http.post(`/api/quiz/${live.id}/start`).set(live.auth).expect(200);
  return (await t.http.post(`/api/quiz/${live.id}/continue`).set(live.auth).expect(200)).body as QuizStatePayload;
}

// The longest time limit: the question must not run out between two of the test's steps on a busy machine.
const QUIZ_QUESTION: SlideSpec = { type: 'pickAnswer', title: 'Largest planet?', fields: { timeLimit: 1200 }, options: [{ title: 'Jupiter', correct: true }, { title: 'Mars' }] };

/** What each switch does, watched on the server; `on` is the switch's position for the run. */
const SERVER_CHECKS: Record<SwitchesCheckedOn<'server'>, (on: boolean) => Promise<void>> = {
  async isAudienceAdmission(on) {
    const live = await presented({}, [{ type: 'poll', title: 'Q', options: [{ title: 'A' }] }], {
      participantInfo: { isAudienceAdmission: on, fields: [{ fieldType: 'system', name: 'email', required: true, hidden: false }] },
    });
    const refused = await server.t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: 'No email' });
    expect(refused.status).toBe(on ? 400 : 200);
  },

  async showEmojiAvatar(on) {
    const live = await presented({}, [{ type: 'poll', title: 'Q', options: [{ title: 'A' }] }], { attributes: { showEmojiAvatar: on } });
    expect((await entryInfo(live)).showEmojiAvatar).toBe(on);
  },

  async isReactionEnabled(on) {
    const live = await presented({ isReactionEnabled: on }, [{ type: 'poll', title: 'Q', options: [{ title: 'A' }] }]);
    const phone = await joinPhone(live);
    expect(phone.snapshot.reactionsEnabled).toBe(on);
    const ack = await emitWithAck<Ack>(phone.socket, 'reaction:send', { reactionId: randomUUID(), reaction: 'heart' });
    expect(ack.ok).toBe(on);
  },

  async isEnableChat(on) {
    const live = await presented({ isEnableChat: on }, [{ type: 'poll', title: 'Q', options: [{ title: 'A' }] }]);
    const phone = await joinPhone(live);
    const subscribed = await emitWithAck<{ ok: true; snapshot: ChatSnapshot }>(phone.socket, 'chat:subscribe', {});
    expect(subscribed.snapshot.available).toBe(on);
    const sent = await emitWithAck<Ack>(phone.socket, 'chat:send', { messageId: randomUUID(), message: 'Hello all' });
    expect(sent).toEqual(on ? expect.objectContaining({ ok: true }) : { ok: false, error: expect.objectContaining({ statusCode: 422, message: CHAT_MESSAGES.off }) });
  },

  async audiencePacing(on) {
    const live = await presented({ audiencePacing: on }, [
      { type: 'poll', title: 'On screen', options: [{ title: 'A' }] },
      { type: 'poll', title: 'Later', options: [{ title: 'B' }] },
    ]);
    const phone = await joinPhone(live);
    const later = live.deck.slides.find((slide) => slide.title === 'Later')!;
    const ack = await answer(phone, later.id, { kind: 'choice', optionIds: [later.options[0]!.id] });
    expect(ack).toEqual(on ? expect.objectContaining({ ok: true }) : { ok: false, error: expect.objectContaining({ statusCode: 422, message: 'This question is no longer on screen.' }) });
  },

  async privateMode(on) {
    const live = await presented({ privateMode: on }, [{ type: 'poll', title: 'Q', options: [{ title: 'A' }] }]);
    expect((await entryInfo(live)).privateMode).toBe(on);
    const join = await server.t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: 'Phone' });
    expect(join.status).toBe(on ? 422 : 200);
    if (on) expect(join.body.message).toBe('This presentation is private right now. The presenter has turned off joining and answering.');
  },

  async filteringProfanity(on) {
    const live = await presented({ filteringProfanity: on }, [{ type: 'wordCloud', title: 'One word', fields: { entriesPerParticipant: 2 } }]);
    const phone = await joinPhone(live);
    expect(await answer(phone, live.slideIds[0]!, { kind: 'words', words: ['damn', 'sunny'] })).toMatchObject({ ok: true });
    await waitUntil(async () => (await presenterState(live)).results[live.slideIds[0]!]?.respondents === 1);
    const results = (await presenterState(live)).results[live.slideIds[0]!];
    const words = results?.kind === 'words' ? results.words.map((word) => word.text) : [];
    expect(words).toEqual(on ? ['sunny'] : ['damn', 'sunny']);
  },

  async isModerationMode(on) {
    const live = await presented({ isModerationMode: on }, [{ type: 'openEnded', title: 'Ideas?' }]);
    const slideId = live.slideIds[0]!;
    const phone = await joinPhone(live);
    expect(phone.snapshot.activeSlide?.heldForApproval).toBe(on ? true : undefined);
    expect(await answer(phone, slideId, { kind: 'text', text: 'More breaks' })).toMatchObject({ ok: true });
    await waitUntil(async () => (await presenterState(live)).results[slideId]?.respondents === 1);
    const results = (await presenterState(live)).results[slideId];
    if (results?.kind !== 'text') throw new Error('open-ended results expected');
    expect(results.entries.map((entry) => entry.text)).toEqual(on ? [] : ['More breaks']);
    expect(results.held?.map((entry) => entry.values)).toEqual(on ? [['More breaks']] : undefined);
  },

  async areSlideOptionsShuffling(on) {
    const live = await presented({ areSlideOptionsShuffling: on }, [{ type: 'poll', title: 'Q', options: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] }]);
    expect((await joinPhone(live)).snapshot.activeSlide?.shuffleOptions).toBe(on ? true : undefined);
  },

  async enableQuizCountdown(on) {
    const live = await presented({ enableQuizCountdown: on }, [QUIZ_QUESTION]);
    expect((await quizAfterRules(live)).stage).toBe(on ? 'countdown' : 'question');
  },

  async isEnableQuizMusic(on) {
    const live = await presented({ isEnableQuizMusic: on }, [QUIZ_QUESTION]);
    await waitUntil(async () => ((await server.t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as QuizStatePayload).stage === 'lobby');
    expect(((await server.t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as QuizStatePayload).music).toBe(on);
  },

  async manualRevealCorrectAnswers(on) {
    const live = await presented({ manualRevealCorrectAnswers: on, enableQuizCountdown: false }, [QUIZ_QUESTION]);
    expect((await quizAfterRules(live)).stage).toBe('question');
    const ended = (await server.t.http.post(`/api/quiz/${live.id}/continue`).set(live.auth).expect(200)).body as QuizStatePayload;
    expect({ stage: ended.stage, revealed: ended.revealed }).toEqual({ stage: 'result', revealed: !on });
  },

  async teamPlay(on) {
    const live = await presented({ teamPlay: on, teamCount: 3 }, [QUIZ_QUESTION]);
    expect((await entryInfo(live)).teams?.map((team) => team.id)).toEqual(on ? ['team-1', 'team-2', 'team-3'] : undefined);
    expect((await joinPhone(live, on ? { teamId: 'team-2' } : {})).teamId).toBe(on ? 'team-2' : undefined);
  },

  async qnaAllSlide(on) {
    const live = await presented({ qnaAllSlide: on }, [{ type: 'poll', title: 'On screen', options: [{ title: 'A' }] }, QNA_SLIDE]);
    const asked = await ask(await joinPhone(live), 'Off topic?');
    expect(asked).toEqual(on ? expect.objectContaining({ ok: true }) : { ok: false, error: expect.objectContaining({ statusCode: 422, message: QNA_MESSAGES.notOnQnaSlide }) });
  },

  async qnaAnonymous(on) {
    const live = await presented({ qnaAnonymous: on }, [QNA_SLIDE]);
    expect(await ask(await joinPhone(live, { name: 'Ann' }), 'Who asks?')).toMatchObject({ ok: true });
    expect((await presenterQuestion(live, 'Who asks?')).name).toBe(on ? null : 'Ann');
  },

  async qnaAudienceShowAll(on) {
    const live = await presented({ qnaAudienceShowAll: on }, [QNA_SLIDE]);
    const ann = await joinPhone(live, { name: 'Ann' });
    const bob = await joinPhone(live, { name: 'Bob' });
    expect(await ask(ann, 'Who sees this?')).toMatchObject({ ok: true });
    // Counted on the presenter's screen first, so what Bob's phone lists no longer waits on the question.
    await presenterQuestion(live, 'Who sees this?');
    expect((await qnaOnPhone(bob)).list.questions.map((question) => question.text)).toEqual(on ? ['Who sees this?'] : []);
    expect((await qnaOnPhone(ann)).mine.questions.map((question) => question.text)).toEqual(['Who sees this?']);
  },

  async showHyperLink(on) {
    const block = { id: 'b1', type: 'RichText', tag: 'content', content: { value: '<p>Read <a href="https://example.com/guide">the guide</a></p>' }, style: { width: 600, height: 200, transform: '' } };
    const live = await presented({ showHyperLink: on }, [{ type: 'freestyle', title: 'Links', fields: { canvasBlocks: [block] } }]);
    expect((await joinPhone(live)).snapshot.activeSlide?.links).toEqual(on ? [{ href: 'https://example.com/guide', text: 'the guide' }] : undefined);
  },

  async enableCopySlideNote(on) {
    const live = await presented({ enableCopySlideNote: on }, [{ type: 'poll', title: 'Q', fields: { notes: '<p>Bring the handout</p>' }, options: [{ title: 'A' }] }]);
    expect((await joinPhone(live)).snapshot.activeSlide?.notes).toBe(on ? '<p>Bring the handout</p>' : undefined);
  },
};

describe('every Settings switch has its effect on the server', () => {
  it('has a check for each switch whose row says the server shows its effect, and no other', () => {
    expect(Object.keys(SERVER_CHECKS).sort()).toEqual(switchesCheckedOn('server').sort());
  });

  describe.each(switchesCheckedOn('server'))('%s', (key) => {
    it(`${SWITCH_EFFECTS[key].effect} (on), and not when off`, async () => {
      const check = SERVER_CHECKS[key as SwitchesCheckedOn<'server'>];
      await check(true);
      await check(false);
    });
  });
});
