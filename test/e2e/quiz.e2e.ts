import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { DeckDocument, DeckSlide } from '../../contracts/deck/read-model.js';
import type { LeaderboardPayload } from '../../contracts/quiz/leaderboard.js';
import type { QuizStatePayload } from '../../contracts/quiz/socket-protocol.js';
import { expectAccessible } from './support/accessibility.js';
import { clickPresentingControl, collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

/** The phones: the audience plays on iPhone-sized screens. */
const PHONE = { width: 390, height: 844 };

const Q1 = 'Which city is the capital of France?';
const Q2 = 'Which is the largest city in the USA?';
const Q3 = 'Put the planets in order from the sun';
const FINAL = 'Final standings';
const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars'];
const QUESTION_SECONDS = 600;

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string, data?: object): Promise<T> {
  const response = await request[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The quiz deck, built through the deck API: a pick answer, a type answer and a correct order question, each pick answer
 * bringing its leaderboard slide, and a final leaderboard. The countdown and the music are on. Every question ends when
 * both phones have answered; its time limit is long enough that no answer misses it, however slow the machine.
 */
async function buildQuiz(request: APIRequestContext, token: string, presentationId: string): Promise<DeckDocument> {
  await api(request, token, 'patch', `/api/presentation/${presentationId}/settings`, {
    enableQuizCountdown: true,
    manualRevealCorrectAnswers: false,
    isEnableQuizMusic: true,
  });
  const before = await api<DeckDocument>(request, token, 'get', `/api/presentation/${presentationId}`);
  const q1 = await api<DeckSlide>(request, token, 'post', '/api/slide/create/', {
    presentationId,
    type: 'pickAnswer',
    fields: { title: Q1, timeLimit: QUESTION_SECONDS },
    options: [{ title: 'Paris', correct: true }, { title: 'Rome' }, { title: 'Madrid' }, { title: 'Berlin' }],
  });
  let deck = await api<DeckDocument>(request, token, 'get', `/api/presentation/${presentationId}`);
  const after = (slideId: string) => {
    const slides = [...deck.slides].sort((a, b) => a.order - b.order);
    return slides[slides.findIndex((slide) => slide.id === slideId) + 1]!;
  };
  const board1 = after(q1.id);
  expect(board1.type).toBe('leaderboard');
  const q2 = await api<DeckSlide>(request, token, 'post', '/api/slide/create/', {
    presentationId,
    type: 'pickAnswer',
    slideType: 'typeAnswer',
    insertAfter: board1.id,
    fields: { title: Q2, timeLimit: QUESTION_SECONDS, correctQuizTypeAnswer: 'New York', otherCorrectQuiz: ['NYC'] },
  });
  deck = await api<DeckDocument>(request, token, 'get', `/api/presentation/${presentationId}`);
  const board2 = after(q2.id);
  expect(board2.type).toBe('leaderboard');
  const q3 = await api<DeckSlide>(request, token, 'post', '/api/slide/create/', {
    presentationId,
    type: 'correctOrder',
    insertAfter: board2.id,
    fields: { title: Q3, timeLimit: QUESTION_SECONDS },
    options: PLANETS.map((title) => ({ title })),
  });
  await api(request, token, 'post', '/api/slide/create/', { presentationId, type: 'leaderboard', insertAfter: q3.id, fields: { title: FINAL } });
  // A new presentation may start with a blank slide of its own: the quiz is the whole deck.
  for (const slide of before.slides) await api(request, token, 'delete', `/api/slide/${slide.id}`);
  // Presenting opens where the editor last was: on the first question.
  await api(request, token, 'patch', `/api/presentation/${presentationId}/active-slide`, { activeSlide: q1.id });
  deck = await api<DeckDocument>(request, token, 'get', `/api/presentation/${presentationId}`);
  expect([...deck.slides].sort((a, b) => a.order - b.order).map((slide) => [slide.type, slide.slideType])).toEqual([
    ['pickAnswer', null],
    ['leaderboard', null],
    ['pickAnswer', 'typeAnswer'],
    ['leaderboard', null],
    ['correctOrder', null],
    ['leaderboard', null],
  ]);
  return deck;
}

/** An audience member on their phone: code on /join, a name, an avatar. */
async function joinOnPhone(browser: Browser, accessCode: string, name: string, avatar: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/join');
  await page.getByLabel('Code').fill(accessCode);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accessCode}$`));
  await page.getByLabel(/Your name/).fill(name);
  await page.getByRole('radio', { name: `Avatar ${avatar}` }).check();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`You: ${name}`)).toBeVisible();
  return { context, page, errors, name };
}

type Phone = Awaited<ReturnType<typeof joinOnPhone>>;

const stage = (page: Page, name: string) => page.locator(`[data-stage="${name}"]`);

/** The presenter's leaderboard rows, top down: name and points once the count-up has settled. */
async function leaderboardOnScreen(page: Page) {
  const rows = page.getByTestId('leaderboard-row');
  await expect(rows.first()).toBeVisible();
  // The points count up from the old totals; the row's final points are in data-points from the start.
  await expect(async () => {
    for (const row of await rows.all()) expect(await row.getByTestId('leaderboard-points').textContent()).toBe(await row.getAttribute('data-points'));
  }).toPass();
  return Promise.all(
    (await rows.all()).map(async (row) => ({
      name: (await row.getByTestId('leaderboard-name').textContent()) ?? '',
      place: Number(await row.getAttribute('data-place')),
      points: Number(await row.getAttribute('data-points')),
    })),
  );
}

async function latestLeaderboard(request: APIRequestContext, token: string, presentationId: string) {
  return api<LeaderboardPayload>(request, token, 'get', `/api/latest-leaderboard/${presentationId}`);
}

/** The screen's rows in order equal the leaderboard the API answers (GET latest-leaderboard). */
async function expectScreenMatchesApi(page: Page, request: APIRequestContext, token: string, presentationId: string) {
  await expect(async () => {
    const board = await latestLeaderboard(request, token, presentationId);
    const shown = await leaderboardOnScreen(page);
    expect(shown).toEqual(board.audiences.map((entry) => ({ name: entry.n, place: entry.i, points: entry.tp })));
  }).toPass();
  return latestLeaderboard(request, token, presentationId);
}

/** Waits for the question to be asked on the big screen and on every phone (after the 5-second countdown). */
async function questionAsked(page: Page, phones: readonly Phone[]) {
  await expect(stage(page, 'question')).toBeVisible();
  for (const phone of phones) await expect(stage(phone.page, 'question')).toBeVisible();
}

test('the presenter runs a 3-question quiz; two phones answer; the leaderboard order is right and matches the API', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Friday pub quiz');
  const deck = await buildQuiz(request, session.token, presentationId);

  // --- The presenter presents: the first question opens at its lobby (quizStatus 1).
  const presenterErrors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  const wentLive = page.waitForResponse((response) => response.url().includes('/api/presentation/update-next-slide/') && response.status() === 200);
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  await wentLive;
  await expect(stage(page, 'lobby')).toBeVisible();
  await expect(page.getByText('Press Enter or Space to start')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: Q1 })).toBeVisible();

  // --- Two people join on their phones; the lobby lists them with their avatars.
  const ada = await joinOnPhone(browser, deck.accessCode, 'Ada', '🦊');
  const grace = await joinOnPhone(browser, deck.accessCode, 'Grace', '🐙');
  const phones = [ada, grace];
  for (const phone of phones) await expect(phone.page.getByText('You’re in!')).toBeVisible();
  const players = page.getByRole('list', { name: 'Players' });
  await expect(players.getByRole('listitem')).toHaveCount(2);
  await expect(players.getByRole('listitem').filter({ hasText: 'Ada' })).toContainText('🦊');
  await expect(players.getByRole('listitem').filter({ hasText: 'Grace' })).toContainText('🐙');
  await expect(page.getByTestId('quiz-players-count')).toHaveText('2 players joined');
  // The quiz music is on (deck setting); the presenter can mute it.
  await expect(page.getByRole('button', { name: 'Mute music' })).toBeVisible();
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}quiz-presenter-lobby.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: quiz lobby');
  await expectAccessible(ada.page, 'audience: quiz lobby');

  // --- Enter starts the quiz: the rules, then Space: the 5-second countdown, then the question.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
  for (const phone of phones) await expect(stage(phone.page, 'rule')).toBeVisible();
  const countdownStarted = page.waitForResponse((response) => response.url().endsWith(`/api/quiz/${presentationId}/continue`));
  await page.keyboard.press(' ');
  // The server runs the countdown on its own clock: a busy machine may draw it after it has ended, so it is read
  // from the step's answer here (the client specs check how the screens draw it).
  const countdown = (await (await countdownStarted).json()) as QuizStatePayload;
  expect(countdown.stage).toBe('countdown');
  expect(Date.parse(countdown.countdownEndsAt!) - Date.parse(countdown.since!)).toBe(5_000);
  await questionAsked(page, phones);
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^\d+ seconds? left$/);
  await expect(page.getByTestId('quiz-answered')).toHaveText('0 of 2 answered');

  // --- Q1 (pick answer): the buttons carry the palette's letters; Ada answers right and first, Grace wrong.
  await expect(ada.page.getByRole('button', { name: 'A: Paris' })).toBeVisible();
  await expect(ada.page.getByRole('button', { name: 'D: Berlin' })).toBeVisible();
  await ada.page.screenshot({ path: `${screenshotDir}quiz-audience-phone-question.png`, fullPage: true, animations: 'disabled' });
  await ada.page.getByRole('button', { name: 'A: Paris' }).click();
  await expect(ada.page.getByText('Answer sent!')).toBeVisible();
  await expect(page.getByTestId('quiz-answered')).toHaveText('1 of 2 answered');
  await page.mouse.move(12, 12);
  await page.screenshot({ path: `${screenshotDir}quiz-presenter-question.png`, animations: 'disabled' });
  await grace.page.getByRole('button', { name: 'B: Rome' }).click();

  // Everyone answered: the question ends at once and the answers are revealed.
  await expect(stage(page, 'result')).toBeVisible();
  await expect(page.getByText('Everyone answered')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Paris: 1 (correct)' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Rome: 1' })).toBeVisible();
  await expect(page.getByText('1 of 2 correct (50%)')).toBeVisible();

  // Each phone gets its own feedback: correct or not, points, rank, streak.
  const adaFeedback = ada.page.getByTestId('quiz-feedback');
  await expect(adaFeedback).toHaveAttribute('data-verdict', 'correct');
  await expect(adaFeedback.getByRole('heading', { name: 'Correct!' })).toBeVisible();
  await expect(adaFeedback).toContainText(/\+\d{3,4} points/);
  await expect(adaFeedback).toContainText('1 of 2');
  await expect(adaFeedback).toContainText('🔥 1');
  const graceFeedback = grace.page.getByTestId('quiz-feedback');
  await expect(graceFeedback).toHaveAttribute('data-verdict', 'wrong');
  await expect(graceFeedback).toContainText('+0 points');
  await expect(graceFeedback).toContainText('2 of 2');
  await expect(graceFeedback).toContainText('The answer was: Paris');
  await ada.page.screenshot({ path: `${screenshotDir}quiz-audience-phone-feedback.png`, fullPage: true, animations: 'disabled' });
  await grace.page.screenshot({ path: `${screenshotDir}quiz-audience-phone-feedback-wrong.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'presenting: quiz question result');
  await expectAccessible(ada.page, 'audience: quiz feedback, correct');
  await expectAccessible(grace.page, 'audience: quiz feedback, wrong');

  // --- Space moves on to the leaderboard slide after Q1: Ada first.
  await page.keyboard.press(' ');
  await expect(stage(page, 'leaderboard')).toBeVisible();
  const afterQ1 = await expectScreenMatchesApi(page, request, session.token, presentationId);
  expect(afterQ1.audiences.map((entry) => entry.n)).toEqual(['Ada', 'Grace']);
  expect(afterQ1.audiences[1]!.tp).toBe(0);
  await expect(ada.page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first()).toHaveAccessibleName(`1. Ada, ${afterQ1.audiences[0]!.tp} points`);
  await expectAccessible(page, 'presenting: quiz leaderboard');
  await expectAccessible(ada.page, 'audience: quiz leaderboard');

  // --- Q2 (type answer): the quiz continues, so the countdown starts at once.
  await page.keyboard.press(' ');
  await expect(page.getByRole('heading', { level: 1, name: Q2 })).toBeVisible();
  await questionAsked(page, phones);
  await ada.page.getByLabel('Your answer').fill('  new york ');
  await ada.page.getByRole('button', { name: 'Send answer' }).click();
  await expect(ada.page.getByText('Answer sent!')).toBeVisible();
  await grace.page.getByLabel('Your answer').fill('Big Apple');
  await grace.page.getByRole('button', { name: 'Send answer' }).click();
  await expect(stage(page, 'result')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Accepted answers' })).toContainText('New York');
  await expect(grace.page.getByTestId('quiz-feedback')).toHaveAttribute('data-verdict', 'wrong');
  await expect(ada.page.getByTestId('quiz-feedback')).toContainText('🔥 2');
  // The presenter accepts Grace's answer live: she is rescored as correct.
  await page.getByRole('button', { name: 'Accept “Big Apple”' }).click();
  await expect(page.getByRole('region', { name: 'Accepted answers' })).toContainText('Big Apple');
  await expect(page.getByRole('button', { name: 'Accept “Big Apple”' })).toHaveCount(0);
  await expect(async () => {
    const board = await latestLeaderboard(request, session.token, presentationId);
    expect(board.audiences.find((entry) => entry.n === 'Grace')!.cc).toBe(1);
  }).toPass();

  // --- Q3 (correct order), after the second leaderboard.
  await page.keyboard.press(' ');
  await expect(stage(page, 'leaderboard')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: Q3 })).toBeVisible();
  await questionAsked(page, phones);
  // Ada moves the planets into place; Grace sends the shuffled order as it came (never the right one).
  const order = ada.page.getByRole('list', { name: 'Your order' }).getByRole('listitem');
  for (let target = 0; target < PLANETS.length; target++) {
    const names = (await order.allTextContents()).map((text) => PLANETS.find((planet) => text.includes(planet))!);
    for (let at = names.indexOf(PLANETS[target]!); at > target; at--) {
      await ada.page.getByRole('button', { name: `Move “${PLANETS[target]}” up` }).click();
    }
  }
  await expect(order).toHaveText(PLANETS.map((planet, index) => new RegExp(`^${index + 1}${planet}`)));
  await ada.page.getByRole('button', { name: 'Send answer' }).click();
  await expect(ada.page.getByText('Answer sent!')).toBeVisible();
  await grace.page.getByRole('button', { name: 'Send answer' }).click();
  await expect(stage(page, 'result')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Correct answer' }).getByRole('listitem')).toHaveText(PLANETS.map((planet, index) => `${index + 1}${planet}`));
  await expect(ada.page.getByTestId('quiz-feedback')).toHaveAttribute('data-verdict', 'correct');
  await expect(ada.page.getByTestId('quiz-feedback')).toContainText('🔥 3');
  await expect(grace.page.getByTestId('quiz-feedback')).toHaveAttribute('data-verdict', /wrong|partial/);

  // --- The final leaderboard: Ada (all correct, always faster) first; the screen equals GET latest-leaderboard.
  await page.keyboard.press(' ');
  await expect(page.getByRole('heading', { level: 1, name: FINAL })).toBeVisible();
  const final = await expectScreenMatchesApi(page, request, session.token, presentationId);
  expect(final.questions).toBe(3);
  expect(final.audiences.map((entry) => [entry.n, entry.i, entry.cc])).toEqual([
    ['Ada', 1, 3],
    ['Grace', 2, 1],
  ]);
  expect(final.audiences[0]!.tp).toBeGreaterThan(final.audiences[1]!.tp);
  expect(final.audiences[0]!.ls).toBe(3);
  await expect(page.getByRole('listitem', { name: `1. Ada, ${final.audiences[0]!.tp} points` })).toBeVisible();
  // The quiz's end: Ada and Grace on the podium (issue 26).
  await expect(page.getByRole('listitem', { name: `Place 1 on the podium: Ada, ${final.audiences[0]!.tp} points` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Place 2 on the podium: Grace, ${final.audiences[1]!.tp} points` })).toBeVisible();
  await page.mouse.move(14, 14);
  await page.screenshot({ path: `${screenshotDir}quiz-presenter-leaderboard.png`, animations: 'disabled' });
  await page.screenshot({ path: `${screenshotDir}quiz-podium.png`, animations: 'disabled' });
  await expect(grace.page.getByRole('listitem', { name: `2. Grace, ${final.audiences[1]!.tp} points` })).toBeVisible();
  await grace.page.screenshot({ path: `${screenshotDir}quiz-audience-phone-leaderboard.png`, fullPage: true, animations: 'disabled' });

  // --- Manual points from the leaderboard (POST /api/score): Grace gets 150 more. The projected rows carry no "+"
  // until the presenter asks for them in the controls (issue 26).
  await expect(page.getByRole('button', { name: /^Give points to / })).toHaveCount(0);
  await clickPresentingControl(page, 'Give points');
  await page.getByRole('button', { name: 'Give points to Grace' }).click();
  await expectAccessible(page, 'presenting: give points');
  await page.getByLabel('Points for Grace').fill('150');
  await page.getByRole('button', { name: 'Give', exact: true }).click();
  const graceTotal = final.audiences[1]!.tp + 150;
  await expect(page.getByRole('listitem', { name: `2. Grace, ${graceTotal} points` })).toBeVisible();
  const withPoints = await expectScreenMatchesApi(page, request, session.token, presentationId);
  expect(withPoints.audiences.map((entry) => [entry.n, entry.tp])).toEqual([
    ['Ada', final.audiences[0]!.tp],
    ['Grace', graceTotal],
  ]);

  // --- The visibility toggle hides the leaderboard from the phones, and shows it again.
  await clickPresentingControl(page, 'Hide leaderboard');
  await expect(grace.page.getByText('The presenter is keeping the leaderboard a surprise.')).toBeVisible();
  await expectAccessible(grace.page, 'audience: leaderboard kept a surprise');
  await expect(page.getByText('Hidden from the audience')).toBeVisible();
  expect((await api<{ isVisible: boolean }>(request, session.token, 'get', `/api/leaderboards/${presentationId}`)).isVisible).toBe(false);
  await clickPresentingControl(page, 'Show leaderboard');
  await expect(grace.page.getByRole('list', { name: 'Leaderboard' })).toBeVisible();

  for (const phone of phones) {
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }
  expect(presenterErrors).toEqual([]);
});
