import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { clickPresentingControl, collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { api, buildDeck, joinByLink, present } from './support/live-deck.js';

const QNA_TITLE = 'Ask the team anything';

async function ask(page: Page, text: string): Promise<void> {
  await page.getByLabel('Your question').fill(text);
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Question sent.')).toBeVisible();
}

const question = (page: Page, text: string) => page.getByTestId('qna-question').filter({ hasText: text });
const presenterQuestion = (page: Page, text: string) => page.getByTestId('presenter-question').filter({ hasText: text });

test('Q&A and chat: two phones ask and upvote; the presenter approves, sees the votes and marks a question answered; everyone chats', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'All hands');
  await api(request, session.token, 'patch', `/api/presentation/${presentationId}/settings`, { isModerationMode: true, isEnableChat: true });
  const deck = await buildDeck(request, session.token, presentationId, [{ type: 'question', title: QNA_TITLE }]);

  const presenterErrors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await present(page, presentationId);
  await expect(page.getByRole('heading', { level: 1, name: QNA_TITLE })).toBeVisible();
  await expect(page.getByText('Questions from the audience will appear here.')).toBeVisible();

  const ada = await joinByLink(browser, deck.accessCode, 'Ada');
  const grace = await joinByLink(browser, deck.accessCode, 'Grace');
  for (const person of [ada, grace]) await expect(person.page.getByRole('heading', { level: 1, name: QNA_TITLE })).toBeVisible();

  // Each asks; with moderation on, each sees their own question waiting, and not the other's.
  await ask(ada.page, 'What ships next quarter?');
  await expect(question(ada.page, 'What ships next quarter?')).toContainText('Waiting for approval');
  await expectAccessible(ada.page, 'audience: Q&A, own question waiting');
  await ask(grace.page, 'Can we get more coffee?');
  await expect(question(grace.page, 'What ships next quarter?')).toHaveCount(0);

  // The presenter opens the Q&A panel and approves both.
  await clickPresentingControl(page, 'Q&A');
  const panel = page.getByRole('complementary', { name: 'Q&A' });
  await expect(panel.getByRole('button', { name: 'Pending (2)' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'presenting: Q&A panel, pending questions');
  for (const text of ['What ships next quarter?', 'Can we get more coffee?']) {
    await presenterQuestion(page, text).getByRole('button', { name: 'Approve' }).click();
  }
  await expect(panel.getByRole('button', { name: 'Live (2)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Live (2)' }).click();

  // Grace now sees Ada's question and upvotes it; Ada cannot upvote her own.
  const adas = question(grace.page, 'What ships next quarter?');
  await expect(adas).toBeVisible();
  await adas.getByRole('button', { name: 'Upvote “What ships next quarter?” (0)' }).click();
  // The vote shows at once; the count follows from the server.
  await expect(adas.getByRole('button', { name: 'Take back your upvote on “What ships next quarter?” (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(question(ada.page, 'What ships next quarter?').getByRole('button')).toBeDisabled();
  await expect(question(ada.page, 'Can we get more coffee?')).toBeVisible();
  await expect(presenterQuestion(page, 'What ships next quarter?')).toContainText('1 upvote');
  await grace.page.getByRole('button', { name: 'Recent', exact: true }).click();
  await expect(grace.page.getByTestId('qna-question').first()).toContainText('Can we get more coffee?');
  await grace.page.screenshot({ path: `${screenshotDir}qna-audience-phone.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(grace.page, 'audience: Q&A list with an upvote');

  // The stage shows the current question (the latest unanswered) and the top ones with their votes.
  await expect(page.getByRole('figure')).toContainText('Can we get more coffee?');
  await expect(page.getByTestId('stage-question').filter({ hasText: 'What ships next quarter?' })).toContainText('1');

  // Answered: the phone says so, and the presenter finds it under Answered.
  await presenterQuestion(page, 'What ships next quarter?').getByRole('button', { name: 'Mark answered' }).click();
  await expect(question(ada.page, 'What ships next quarter?')).toContainText('Answered');
  await panel.getByRole('button', { name: 'Answered (1)' }).click();
  await expect(presenterQuestion(page, 'What ships next quarter?').getByRole('button', { name: 'Not answered' })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}qna-presenter-panel.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: Q&A panel, answered');

  // Chat: the phones open it, see who joined and talk with the presenter.
  await ada.page.getByRole('button', { name: 'Chat', exact: true }).click();
  const adaLog = ada.page.getByRole('log', { name: 'Chat messages' });
  await expect(adaLog).toContainText('Ada joined');
  await expect(adaLog).toContainText('Grace joined');
  await ada.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello from Ada');
  await ada.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(adaLog.getByTestId('chat-entry').filter({ hasText: 'Hello from Ada' })).not.toContainText('Sending…');
  await clickPresentingControl(page, 'Chat');
  const chatPanel = page.getByRole('complementary', { name: 'Chat' });
  await expect(chatPanel.getByRole('log')).toContainText('Hello from Ada');
  await chatPanel.getByRole('textbox', { name: 'Message', exact: true }).fill('Welcome, everyone!');
  await chatPanel.getByRole('button', { name: 'Send', exact: true }).click();
  await grace.page.getByRole('button', { name: 'Chat', exact: true }).click();
  const graceLog = grace.page.getByRole('log', { name: 'Chat messages' });
  await expect(graceLog).toContainText('Hello from Ada');
  await expect(graceLog.getByTestId('chat-entry').filter({ hasText: 'Welcome, everyone!' })).toContainText('Grace Hopper (Presenter)');
  await expect(adaLog).toContainText('Welcome, everyone!');
  await grace.page.screenshot({ path: `${screenshotDir}chat-audience-phone.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(grace.page, 'audience: chat');
  await page.screenshot({ path: `${screenshotDir}chat-presenter-panel.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: chat panel');

  // The presenter clears it, for the phones too.
  await chatPanel.getByRole('button', { name: 'Clear chat' }).click();
  await expect(grace.page.getByText('No messages yet. Say hello!')).toBeVisible();

  for (const person of [ada, grace]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
  expect(presenterErrors).toEqual([]);
});
