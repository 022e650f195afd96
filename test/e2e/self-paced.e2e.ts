import { expect, test, type Browser } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import type { PacingProgress } from '../../contracts/live/pacing.js';
import { expectAccessible } from './support/accessibility.js';
import { createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { api, joinByLink, present } from './support/live-deck.js';

const QUESTIONS = [
  { title: 'Which city is the capital of France?', options: ['Paris', 'Rome', 'Madrid'], right: 'Paris' },
  { title: 'Which is the largest city in the USA?', typed: 'New York' },
  { title: 'Which planet is the largest?', options: ['Jupiter', 'Mars', 'Venus'], right: 'Jupiter' },
  { title: 'What is the chemical symbol of gold?', typed: 'Au' },
  { title: 'How many legs does a spider have?', options: ['Six', 'Eight', 'Ten'], right: 'Eight' },
] as const;

/** A phone in its own browser context, joined by the session's code with a name. */
async function joinOnPhone(browser: Browser, accessCode: string, name: string) {
  return { ...(await joinByLink(browser, accessCode, name)), name };
}

type Phone = Awaited<ReturnType<typeof joinOnPhone>>;

/**
 * One person's whole run on their own phone: each question answered (right when `knows` says so), its feedback read
 * off the screen, then Next, up to the last slide. Returns the points each feedback showed.
 */
async function playThrough(phone: Phone, knows: (index: number) => boolean, afterQuestion: (index: number) => Promise<void> = async () => undefined) {
  const { page } = phone;
  const shown: number[] = [];
  for (;;) {
    const slide = page.getByTestId('paced-slide');
    await expect(slide).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const index = QUESTIONS.findIndex((question) => question.title === title);
    if (index >= 0) {
      const question = QUESTIONS[index]!;
      if ('options' in question) {
        const choice = knows(index) ? question.right : question.options.find((option) => option !== question.right)!;
        await page.getByRole('button', { name: new RegExp(`^[A-H]: ${choice}$`) }).click();
      } else {
        await page.getByLabel('Your answer').fill(knows(index) ? question.typed : 'No idea');
        await page.getByRole('button', { name: 'Send answer' }).click();
      }
      const feedback = page.getByTestId('quiz-feedback');
      await expect(feedback).toBeVisible();
      await expect(feedback).toHaveAttribute('data-verdict', knows(index) ? 'correct' : 'wrong');
      shown.push(Number(/\+(\d+) points?/.exec((await feedback.textContent()) ?? '')?.[1] ?? '0'));
      await afterQuestion(index);
    }
    const position = Number(await slide.getAttribute('data-position'));
    const next = page.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) return shown;
    await next.click();
    await expect(page.getByTestId('paced-slide')).not.toHaveAttribute('data-position', String(position));
  }
}

test('a self-paced quiz: three phones go through five questions at their own pace; the presenter sees each one’s progress', async ({ page, browser, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Self-paced quiz');
  await api(request, session.token, 'patch', `/api/presentation/${presentationId}/settings`, { audiencePacing: true });
  const before = await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);
  for (const question of QUESTIONS) {
    await api(request, session.token, 'post', '/api/slide/create/', {
      presentationId,
      type: 'pickAnswer',
      ...('typed' in question ? { slideType: 'typeAnswer', fields: { title: question.title, timeLimit: 600, correctQuizTypeAnswer: question.typed } } : {}),
      ...('options' in question
        ? { fields: { title: question.title, timeLimit: 600 }, options: question.options.map((title) => ({ title, correct: title === question.right })) }
        : {}),
    });
  }
  // A new presentation may start with a blank slide of its own: the quiz is the whole deck.
  for (const slide of before.slides) expect((await request.delete(`/api/slide/${slide.id}`, { headers: { Authorization: `Bearer ${session.token}` } })).ok()).toBe(true);
  const deck = await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);

  await signInPage(page, session);
  await present(page, presentationId);
  const progress = page.getByTestId('pacing-progress');
  await expect(progress.getByRole('heading', { name: 'Audience progress' })).toBeVisible();

  const [ada, bo, cy] = await Promise.all([joinOnPhone(browser, deck.accessCode, 'Ada'), joinOnPhone(browser, deck.accessCode, 'Bo'), joinOnPhone(browser, deck.accessCode, 'Cy')]);
  // Everyone starts at the beginning, on their own first question and clock.
  for (const phone of [ada, bo, cy]) await expect(phone.page.getByRole('heading', { level: 1, name: QUESTIONS[0].title })).toBeVisible();
  await expect(progress.getByTestId('pacing-row')).toHaveCount(3);
  await expectAccessible(ada.page, 'phone: self-paced question');

  // Ada races ahead; Bo keeps pace with her one question behind; Cy starts only once Ada has finished.
  let adaDone = 0;
  const adaRun = playThrough(ada, () => true, async (index) => {
    adaDone = index + 1;
    if (index === 2) await ada.page.screenshot({ path: `${screenshotDir}self-paced-phone-feedback.png` });
  });
  const boRun = playThrough(bo, (index) => index % 2 === 0, async (index) => {
    await expect.poll(() => adaDone).toBeGreaterThan(index);
  });
  const adaPoints = await adaRun;
  await page.screenshot({ path: `${screenshotDir}self-paced-presenter-progress.png` });
  const [boPoints, cyPoints] = await Promise.all([boRun, playThrough(cy, (index) => index === 1)]);

  // The presenter's view: every person on the last slide with five answers, and the points their phones showed.
  const total = (points: number[]) => points.reduce((sum, value) => sum + value, 0);
  const expected = [
    { name: 'Ada', points: total(adaPoints) },
    { name: 'Bo', points: total(boPoints) },
    { name: 'Cy', points: total(cyPoints) },
  ].sort((a, b) => b.points - a.points);
  await expect(async () => {
    const rows = await progress.getByTestId('pacing-row').all();
    const seen = await Promise.all(
      rows.map(async (row) => ({
        name: await row.getAttribute('data-name'),
        points: Number(await row.getAttribute('data-points')),
        answered: Number(await row.getAttribute('data-answered')),
        position: Number(await row.getAttribute('data-position')),
      })),
    );
    expect(seen).toEqual(expected.map((row) => ({ ...row, answered: 5, position: deck.slides.length })));
  }).toPass();
  await expect(progress.getByRole('row', { name: new RegExp(`^1 ${expected[0]!.name}`) })).toContainText('5 of 5');
  // The same figures as the server's progress (which the socket test checks against the reference scorer).
  const served = await api<PacingProgress>(request, session.token, 'get', `/api/pacing/${presentationId}/progress`);
  expect(served.rows.map((row) => ({ name: row.name, points: row.points }))).toEqual(expected);
  console.log(`Self-paced quiz in Chromium, 5 questions: ${expected.map((row) => `${row.name} ${row.points} points`).join(', ')} on the phones' feedback, the presenter's progress and the server's`);
  expect(adaPoints).toHaveLength(5);
  await expectAccessible(page, 'presenter: self-paced progress');
  await page.screenshot({ path: `${screenshotDir}self-paced-presenter-final.png` });

  for (const phone of [ada, bo, cy]) {
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }
});
