import { expect, test } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { FakeOpenAiServer } from '../support/fake-openai-server.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { e2eAiPort } from './support/e2e-ai.js';
import { api, joinOnPhone, present } from './support/live-deck.js';

/** What the stand-in model answers: five quiz questions, streamed in small chunks. */
const QUESTIONS = [
  { title: 'Which planet is closest to the sun?', right: 'Mercury', wrong: ['Venus', 'Mars'] },
  { title: 'Which planet is the largest?', right: 'Jupiter', wrong: ['Saturn', 'Neptune'] },
  { title: 'Which planet has the most famous rings?', right: 'Saturn', wrong: ['Uranus', 'Earth'] },
  { title: 'Which planet is called the red planet?', right: 'Mars', wrong: ['Venus', 'Jupiter'] },
  { title: 'How many planets are in the solar system?', right: 'Eight', wrong: ['Nine', 'Seven'] },
];
const ANSWER = JSON.stringify({
  slides: QUESTIONS.map((question) => ({
    type: 'pickAnswer',
    title: question.title,
    options: [{ title: question.right, correct: true }, ...question.wrong.map((title) => ({ title, correct: false }))],
  })),
});

const model = new FakeOpenAiServer();
test.beforeAll(async () => {
  await model.start(e2eAiPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(() => model.close());

test('the AI tab turns "a 5-question quiz" into five quiz slides, and the quiz is presented to a phone', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Planets, by AI');
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);

  await page.getByRole('tab', { name: 'AI' }).click();
  await expect(page.getByRole('heading', { name: 'Edit with AI' })).toBeVisible();
  const conversation = page.getByRole('log', { name: 'Conversation with the AI' });
  await expect(conversation).toContainText('What do you want to create today?');
  await expectAccessible(page, 'editor: AI tab');

  model.answer({ content: ANSWER, chunkChars: 24 });
  await page.getByLabel('Describe the slides you want').fill('A 5-question quiz about the planets');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(conversation.getByText('Generated successfully!')).toBeVisible();
  for (const question of QUESTIONS) await expect(conversation.getByText(`Added slide: ${question.title}`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Suggestions' }).getByRole('button')).toHaveText(['Generate more', 'Funnier', 'Easier', 'Harder', 'More question types']);
  await page.screenshot({ path: `${screenshotDir}ai-chat-quiz-generated.png`, animations: 'disabled' });
  await expectAccessible(page, 'editor: AI tab after a generation');

  // The deck holds five quiz questions, each with its leaderboard, the right answers marked.
  const deck = await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);
  const quiz = [...deck.slides].sort((a, b) => a.order - b.order).filter((slide) => slide.type === 'pickAnswer');
  expect(quiz.map((slide) => slide.title)).toEqual(QUESTIONS.map((question) => question.title));
  expect(quiz.map((slide) => slide.options.find((option) => option.correct)?.title)).toEqual(QUESTIONS.map((question) => question.right));
  expect(deck.slides.filter((slide) => slide.type === 'leaderboard')).toHaveLength(5);
  // The model was asked for structured output through the chat-completions API.
  expect(model.requests.at(-1)!.body).toMatchObject({ model: 'e2e-scripted-model', stream: true, response_format: { type: 'json_schema' } });

  // Presented from the first question: a phone joins and gets it with its options. Its time limit is made long
  // enough that no answer misses it, however slow the machine.
  await api(request, session.token, 'patch', `/api/slide/${quiz[0]!.id}`, { timeLimit: 600 });
  await api(request, session.token, 'patch', `/api/presentation/${presentationId}/active-slide`, { activeSlide: quiz[0]!.id });
  await present(page, presentationId);
  await expect(page.getByRole('heading', { level: 1, name: QUESTIONS[0]!.title })).toBeVisible();
  const phone = await joinOnPhone(browser, deck.accessCode, 'Ada', '🦊');
  await expect(phone.page.getByText('You’re in!')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(phone.page.getByRole('button', { name: `A: ${QUESTIONS[0]!.right}` })).toBeVisible();
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}ai-quiz-presented.png`, animations: 'disabled' });
  await phone.page.screenshot({ path: `${screenshotDir}ai-quiz-phone-question.png`, fullPage: true, animations: 'disabled' });
  await phone.page.getByRole('button', { name: `A: ${QUESTIONS[0]!.right}` }).click();
  // The only player has answered: the question ends at once and the phone shows the result.
  await expect(phone.page.getByText('Correct!')).toBeVisible();
  expect(errors).toEqual([]);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('"Generate options with AI" fills a quiz question up to four options, the right one marked', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Options by AI');
  await api(request, session.token, 'post', '/api/slide/create/', { presentationId, type: 'pickAnswer', fields: { title: 'Which planet is the largest?' } });
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);

  model.answer({ content: JSON.stringify({ options: [{ title: 'Jupiter', correct: true }, { title: 'Saturn', correct: false }, { title: 'Neptune', correct: false }, { title: 'Earth', correct: false }] }) });
  await page.getByRole('button', { name: 'Generate options with AI' }).click();
  await expect(page.getByText('4 options have been generated.')).toBeVisible();
  const deck = await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);
  const question = deck.slides.find((slide) => slide.title === 'Which planet is the largest?')!;
  expect(question.options.map((option) => [option.title, option.correct])).toEqual([['Jupiter', true], ['Saturn', false], ['Neptune', false], ['Earth', false]]);
  await expect.poll(() => page.locator('.right-panel input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(expect.arrayContaining(['Jupiter', 'Saturn', 'Neptune', 'Earth']));
  // Four titled options: the spec's rule turns the control off, saying why.
  await expect(page.getByRole('button', { name: 'Generate options with AI' })).toBeDisabled();
  await expect(page.getByText('This question already has 4 answer options.')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}ai-options-generated.png`, animations: 'disabled' });
  expect(errors).toEqual([]);
});

test('"Improve slide content" rewrites a poll’s question and options in the chosen tone', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Improved by AI');
  await api(request, session.token, 'post', '/api/slide/create/', { presentationId, type: 'poll', fields: { title: 'What should we eat for lunch' }, options: [{ title: 'Pizza' }, { title: 'Soup' }] });
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);

  model.answer({ content: JSON.stringify({ title: 'Lunch time! What are we feasting on?', options: [{ title: 'Pizza party' }, { title: 'Soup-er soup' }] }) });
  await page.getByLabel('Tone').selectOption('funny');
  await page.getByRole('button', { name: 'Improve slide content' }).click();
  await expect(page.getByText('Slide content has been updated!')).toBeVisible();
  expect(model.requests.at(-1)!.body.messages.at(-1)!.content).toContain('tone funny');
  await expect.poll(() => page.locator('.right-panel input, .right-panel textarea').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))).toEqual(
    expect.arrayContaining(['Lunch time! What are we feasting on?', 'Pizza party', 'Soup-er soup']),
  );
  expect(errors).toEqual([]);
});

test('the AI tab: Stop keeps what arrived and says "Generation stopped.", Retry asks again, and the 151st request opens the limit modal', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Stop and retry');
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);
  await page.getByRole('tab', { name: 'AI' }).click();
  const conversation = page.getByRole('log', { name: 'Conversation with the AI' });
  const prompt = page.getByLabel('Describe the slides you want');

  // Stop: the model is still writing its second slide.
  const content = JSON.stringify({ slides: [{ type: 'wordCloud', title: 'One word for Monday' }, { type: 'openEnded', title: 'What would make Monday better?' }] });
  model.answer({ content, chunkChars: 10, holdAt: content.indexOf('What would') + 5 });
  await prompt.fill('Two questions about Mondays');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(conversation.getByText('Added slide: One word for Monday')).toBeVisible();
  await expect(conversation.getByText('Processing your request...')).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(conversation.getByText('Generation stopped.')).toBeVisible();
  await expect(conversation.getByText(/What would make Monday better/)).toHaveCount(0);

  // Nothing scripted: the model server fails, the chat says so; Retry asks again and this time gets slides.
  await prompt.fill('A poll about lunch');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(conversation.getByText("I'm unable to complete your request right now. Would you mind trying again? 🥺")).toBeVisible();
  model.answer({ content: JSON.stringify({ slides: [{ type: 'poll', title: 'Lunch?', options: [{ title: 'Pizza' }, { title: 'Soup' }] }] }) });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(conversation.getByText('Generated successfully!')).toBeVisible();
  await expect(conversation.getByText(/unable to complete your request/)).toHaveCount(0);
  await expect(conversation.getByText('A poll about lunch')).toHaveCount(1);

  // The rest of the 150 requests, then one more from the tab.
  const used = (await api<{ requestsUsed: number }>(request, session.token, 'get', '/api/generative-ai/status')).requestsUsed;
  for (let sent = used; sent < 150; sent += 1) {
    await api(request, session.token, 'post', '/api/generative-ai/chat', { presentationId, requestId: crypto.randomUUID(), prompt: `Request ${sent}` });
  }
  await prompt.fill('One more quiz');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const modal = page.getByRole('alertdialog', { name: 'AI request limit reached' });
  await expect(modal).toContainText('You have used all 150 AI requests of your account.');
  await page.screenshot({ path: `${screenshotDir}ai-request-limit-modal.png`, animations: 'disabled' });
  await expectAccessible(page, 'editor: AI request limit modal', ['desktop']);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  // The browser logs the refused request (422) itself; nothing else went wrong.
  expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
});
