import type { AudienceQnaList, MyQnaState, PresenterQnaUpdate, QnaSettingsPayload } from '../../contracts/qna/socket-protocol.js';
import { QNA_MESSAGES } from '../../contracts/qna/constants.js';
import { qnaProjection } from '../../projections/qna/qna.projection.js';
import type { QnaDocument } from '../../projections/qna/qna.document.js';
import { rebuildProjections } from '../../services/infrastructure/projections/rebuild-projection.js';
import { SessionQnaViews } from '../../services/qna/application/session-qna.js';
import { waitUntil } from '../support/wait-until.js';
import { once } from './support/live-clients.js';
import { ask, joinPhone, moderate, presenterQna, presenterSocket, presentQna, subscribePhone, upvote } from './support/live-qna.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

describe('Q&A in a live session, with real socket.io clients (issue 21)', () => {
  const suite = suiteServer({ QNA_OPEN_QUESTIONS_PER_PERSON: '2' });

  it('asks with the name or anonymously, caps open questions per person, refuses upvoting your own, and counts a re-send once', async () => {
    const presenter = await registerPresenter(suite.t.http);
    const live = await presentQna(suite.t, presenter.token);
    const ann = await joinPhone(suite.t, suite.baseUrl, live, 'Ann');
    const bob = await joinPhone(suite.t, suite.baseUrl, live, 'Bob');
    suite.sockets.push(ann.socket, bob.socket);

    const first = await ask(ann, '  When do we ship?  ');
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(await ask(ann, 'When do we ship?', first.questionId)).toMatchObject({ ok: true, duplicate: true });
    expect(await ask(ann, 'And why?')).toMatchObject({ ok: true });
    // QNA_OPEN_QUESTIONS_PER_PERSON=2 for this suite.
    expect(await ask(ann, 'One more?')).toEqual({ ok: false, questionId: expect.any(String), error: expect.objectContaining({ statusCode: 422, message: QNA_MESSAGES.tooManyOpen(2) }) });
    expect(await upvote(ann, first.questionId!)).toMatchObject({ ok: false, error: { statusCode: 422, message: QNA_MESSAGES.ownQuestion } });

    const vote = await upvote(bob, first.questionId!);
    expect(vote).toMatchObject({ ok: true, duplicate: false });
    const voteId = 'f0f0f0f0-0000-4000-8000-000000000001';
    expect(await upvote(bob, first.questionId!, false, voteId)).toMatchObject({ ok: true, duplicate: false });
    expect(await upvote(bob, first.questionId!, false, voteId)).toMatchObject({ ok: true, duplicate: true });
    expect(await upvote(bob, first.questionId!, true)).toMatchObject({ ok: true, duplicate: false });

    const presenterPhone = await presenterSocket(suite.baseUrl, presenter.token, live.presentationId);
    suite.sockets.push(presenterPhone);
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).questions.find((q) => q.id === first.questionId)?.voteCount === 1);
    const state = await presenterQna(presenterPhone, live.presentationId);
    expect(state.questions.find((q) => q.id === first.questionId)).toMatchObject({ text: 'When do we ship?', name: 'Ann', status: null, voteCount: 1, answered: false });
    expect(state.summary).toMatchObject({ counted: 2, pending: 0, currentQuestionId: expect.any(String) });

    // Answering one frees a place under the cap.
    expect(await moderate(presenterPhone, live.presentationId, first.questionId!, 'markAnswered')).toMatchObject({ ok: true });
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).summary.answered === 1);
    expect(await ask(ann, 'One more?')).toMatchObject({ ok: true });

    // With qnaAnonymous on, questions carry no name.
    await suite.t.http.patch(`/api/presentation/${live.presentationId}/settings`).set(bearer(presenter.token)).send({ qnaAnonymous: true }).expect(200);
    await suite.t.caughtUp();
    const anonymous = await ask(bob, 'Can I stay anonymous?');
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).questions.some((q) => q.id === anonymous.questionId));
    expect((await presenterQna(presenterPhone, live.presentationId)).questions.find((q) => q.id === anonymous.questionId)).toMatchObject({ name: null });
  });

  it('takes questions on a Q&A slide only, unless qnaAllSlide opens Q&A on every slide', async () => {
    const presenter = await registerPresenter(suite.t.http);
    const live = await presentQna(suite.t, presenter.token);
    const ann = await joinPhone(suite.t, suite.baseUrl, live, 'Ann');
    suite.sockets.push(ann.socket);
    await suite.t.http.put(`/api/presentation/update-next-slide/${live.presentationId}`).set(bearer(presenter.token)).send({ activeSlide: live.pollSlideId }).expect(200);
    await suite.t.caughtUp();
    expect(await ask(ann, 'Off topic?')).toMatchObject({ ok: false, error: { statusCode: 422, message: QNA_MESSAGES.notOnQnaSlide } });
    const settings = once<QnaSettingsPayload>(ann.socket, 'qna:settings');
    await suite.t.http.patch(`/api/presentation/${live.presentationId}/settings`).set(bearer(presenter.token)).send({ qnaAllSlide: true }).expect(200);
    expect((await settings).settings.allSlides).toBe(true);
    expect(await ask(ann, 'Off topic?')).toMatchObject({ ok: true });
  });

  it('with moderation on, a question waits for approval: other phones see it, and it counts, only once approved', async () => {
    const presenter = await registerPresenter(suite.t.http);
    const live = await presentQna(suite.t, presenter.token, { isModerationMode: true });
    const ann = await joinPhone(suite.t, suite.baseUrl, live, 'Ann');
    const bob = await joinPhone(suite.t, suite.baseUrl, live, 'Bob');
    suite.sockets.push(ann.socket, bob.socket);
    const presenterPhone = await presenterSocket(suite.baseUrl, presenter.token, live.presentationId);
    suite.sockets.push(presenterPhone);
    await subscribePhone(bob);
    const mine: MyQnaState[] = [];
    ann.socket.on('qna:mine', (state: MyQnaState) => mine.push(state));

    const asked = await ask(ann, 'Is this moderated?');
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).summary.pending === 1);
    expect((await presenterQna(presenterPhone, live.presentationId)).summary).toMatchObject({ counted: 0, pending: 1, currentQuestionId: null });
    expect((await subscribePhone(bob)).list.questions).toEqual([]);
    expect((await subscribePhone(ann)).mine.questions.map((q) => q.id)).toEqual([asked.questionId]);
    // Not visible to Bob, so not his to upvote.
    expect(await upvote(bob, asked.questionId!)).toMatchObject({ ok: false, error: { statusCode: 422, message: QNA_MESSAGES.unknownQuestion } });

    const lists: AudienceQnaList[] = [];
    bob.socket.on('qna:list', (list: AudienceQnaList) => lists.push(list));
    const updates: PresenterQnaUpdate[] = [];
    presenterPhone.on('qna:updated', (update: PresenterQnaUpdate) => updates.push(update));
    expect(await moderate(presenterPhone, live.presentationId, asked.questionId!, 'approve')).toMatchObject({ ok: true, duplicate: false });
    await waitUntil(() => lists.some((list) => list.questions.some((q) => q.id === asked.questionId)));
    await waitUntil(() => updates.some((update) => update.summary.counted === 1));
    expect(updates.at(-1)!.summary).toMatchObject({ counted: 1, pending: 0, currentQuestionId: asked.questionId });
    await waitUntil(() => mine.some((state) => state.questions[0]?.status === 'approved'));
    expect(await upvote(bob, asked.questionId!)).toMatchObject({ ok: true });

    // Highlighted, then dismissed: off the screen, out of the count, gone from the phones.
    expect(await moderate(presenterPhone, live.presentationId, asked.questionId!, 'highlight')).toMatchObject({ ok: true });
    await waitUntil(() => updates.some((update) => update.summary.highlightedQuestionId === asked.questionId));
    expect(await moderate(presenterPhone, live.presentationId, asked.questionId!, 'dismiss')).toMatchObject({ ok: true });
    await waitUntil(() => updates.at(-1)?.summary.dismissed === 1);
    expect(updates.at(-1)!.summary).toMatchObject({ counted: 0, highlightedQuestionId: null, currentQuestionId: null });
    await waitUntil(() => lists.at(-1)?.questions.length === 0);
  });

  it('with qnaAudienceShowAll off, phones see approved questions and their own; with it on, every question that counts', async () => {
    const presenter = await registerPresenter(suite.t.http);
    const live = await presentQna(suite.t, presenter.token, { qnaAudienceShowAll: false });
    const ann = await joinPhone(suite.t, suite.baseUrl, live, 'Ann');
    const bob = await joinPhone(suite.t, suite.baseUrl, live, 'Bob');
    suite.sockets.push(ann.socket, bob.socket);
    const asked = await ask(ann, 'Who sees this?');
    const presenterPhone = await presenterSocket(suite.baseUrl, presenter.token, live.presentationId);
    suite.sockets.push(presenterPhone);
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).summary.counted === 1);
    expect((await subscribePhone(bob)).list).toMatchObject({ questions: [], visible: 0 });
    expect((await subscribePhone(ann)).mine.questions.map((q) => q.id)).toEqual([asked.questionId]);

    await suite.t.http.patch(`/api/presentation/${live.presentationId}/settings`).set(bearer(presenter.token)).send({ qnaAudienceShowAll: true }).expect(200);
    await waitUntil(async () => (await subscribePhone(bob)).list.visible === 1);

    await suite.t.http.patch(`/api/presentation/${live.presentationId}/settings`).set(bearer(presenter.token)).send({ qnaAudienceShowAll: false }).expect(200);
    await waitUntil(async () => (await subscribePhone(bob)).list.visible === 0);
    await moderate(presenterPhone, live.presentationId, asked.questionId!, 'approve');
    await waitUntil(async () => (await subscribePhone(bob)).list.visible === 1);
  });

  it('masks profane words in questions while the profanity filter is on', async () => {
    const presenter = await registerPresenter(suite.t.http);
    const live = await presentQna(suite.t, presenter.token, { filteringProfanity: true });
    const ann = await joinPhone(suite.t, suite.baseUrl, live, 'Ann');
    const bob = await joinPhone(suite.t, suite.baseUrl, live, 'Bob');
    suite.sockets.push(ann.socket, bob.socket);
    const asked = await ask(ann, 'What the shit happened?');
    const presenterPhone = await presenterSocket(suite.baseUrl, presenter.token, live.presentationId);
    suite.sockets.push(presenterPhone);
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).questions.length === 1);
    expect((await presenterQna(presenterPhone, live.presentationId)).questions[0]!.text).toBe('What the **** happened?');
    expect((await subscribePhone(bob)).list.questions.find((q) => q.id === asked.questionId)?.text).toBe('What the **** happened?');
    await suite.t.http.patch(`/api/presentation/${live.presentationId}/settings`).set(bearer(presenter.token)).send({ filteringProfanity: false }).expect(200);
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).questions[0]!.text === 'What the shit happened?');
  });

  it('rebuilds the Q&A read model from the log exactly as the live view folded it', async () => {
    const presenter = await registerPresenter(suite.t.http);
    const live = await presentQna(suite.t, presenter.token, { isModerationMode: true });
    const phones = await Promise.all(['Ann', 'Bob', 'Cy'].map((name) => joinPhone(suite.t, suite.baseUrl, live, name)));
    suite.sockets.push(...phones.map((phone) => phone.socket));
    const presenterPhone = await presenterSocket(suite.baseUrl, presenter.token, live.presentationId);
    suite.sockets.push(presenterPhone);
    const asked = await Promise.all(phones.map((phone, index) => ask(phone, `Question ${index}`)));
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).questions.length === 3);
    for (const [index, question] of asked.entries()) await moderate(presenterPhone, live.presentationId, question.questionId!, index === 2 ? 'dismiss' : 'approve');
    await moderate(presenterPhone, live.presentationId, asked[0]!.questionId!, 'pin');
    await moderate(presenterPhone, live.presentationId, asked[1]!.questionId!, 'highlight');
    await waitUntil(async () => (await presenterQna(presenterPhone, live.presentationId)).summary.highlightedQuestionId === asked[1]!.questionId);
    expect(await upvote(phones[1]!, asked[0]!.questionId!)).toMatchObject({ ok: true });
    expect(await upvote(phones[2]!, asked[0]!.questionId!)).toMatchObject({ ok: true });
    expect(await upvote(phones[2]!, asked[0]!.questionId!, false)).toMatchObject({ ok: true });
    await suite.t.caughtUp();

    const entry = await suite.t.app.get(SessionQnaViews).entry(live.sessionId);
    await waitUntil(() => entry.state.questions.get(asked[0]!.questionId!)?.voteCount === 1);
    const liveDocuments = [...entry.state.questions.values(), entry.state.session].sort((a, b) => a!.id.localeCompare(b!.id));
    const collection = 'qna_rebuilt_for_test';
    await rebuildProjections(suite.t.storage.eventStore, suite.t.storage.readStore, [qnaProjection as never], { into: () => collection });
    const rebuilt = (await suite.t.storage.readStore.find<QnaDocument>(collection, { where: { sessionId: live.sessionId } })).sort((a, b) => a.id.localeCompare(b.id));
    expect(rebuilt).toEqual(liveDocuments);
    expect(rebuilt.find((document) => document.kind === 'question' && document.questionId === asked[0]!.questionId)).toMatchObject({ voteCount: 1, pinned: true, status: 'approved' });
  });
});
