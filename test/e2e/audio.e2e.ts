import { expect, test, type Page } from '@playwright/test';
import { silentWav } from '../support/test-audio.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, openPhone, present } from './support/live-deck.js';

const AUDIO_HOST = 'https://media.example.org';

/**
 * Audio links stay inside the test: the browser gets three minutes of silence for any of them, longer than any wait
 * of the test, so a player the remote started is still playing when the test looks.
 */
async function serveAudio(page: Page) {
  const wav = silentWav(180);
  await page.route(`${AUDIO_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'audio/wav', body: wav }));
}

const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');
const paused = (page: Page, testId: string) => page.getByTestId(testId).evaluate((player: HTMLAudioElement) => player.paused);

test('audio: set in the editor’s Audio tab, played on the presenting screen, on phones when chosen, and from the remote', async ({ page, browser, request }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'A talk with sound');
  const deck = await buildDeck(request, session.token, presentationId, [
    { type: 'textSlide', title: 'Listen to this' },
    { type: 'textSlide', title: 'Now in silence' },
  ]);
  for (const slide of deck.slides.filter((candidate) => !['Listen to this', 'Now in silence'].includes(candidate.title ?? ''))) {
    expect((await request.delete(`/api/slide/${slide.id}`, { headers: { Authorization: `Bearer ${session.token}` } })).ok()).toBe(true);
  }
  await signInPage(page, session);
  await serveAudio(page);

  // --- The editor: the first slide's audio plays on phones too and repeats; the presentation's stays on the stage.
  await page.goto(`/presentation/${presentationId}`);
  await page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: /^Slide 1/ }).click();
  await page.getByRole('tab', { name: 'Audio' }).click();
  await page.getByRole('textbox', { name: 'Or an audio link' }).fill(`${AUDIO_HOST}/sounds/chime.wav`);
  await page.getByRole('textbox', { name: 'Or an audio link' }).blur();
  await saved(page);
  await expect(page.getByTestId('audio-current')).toHaveText('Audio: chime.wav');
  await page.getByRole('switch', { name: 'Play on the audience’s phones too' }).check();
  await saved(page);
  await page.getByRole('switch', { name: 'Repeat' }).check();
  await saved(page);
  await page.getByRole('button', { name: 'Audio for presentation' }).click();
  await page.getByRole('textbox', { name: 'Or an audio link' }).fill(`${AUDIO_HOST}/music/theme.wav`);
  await page.getByRole('textbox', { name: 'Or an audio link' }).blur();
  await saved(page);
  await page.getByRole('switch', { name: 'Show the player controls' }).uncheck();
  await saved(page);
  await page.screenshot({ path: `${screenshotDir}audio-editor-presentation-tab.png` });
  await expectAccessible(page, 'editor: audio panel');

  // --- The presenting screen: both players, as set.
  await present(page, presentationId);
  await expect(page.locator('.live-stage').getByText('Listen to this')).toBeVisible();
  const slideAudio = page.getByTestId('slide-audio');
  await expect(slideAudio).toBeVisible();
  await expect(slideAudio).toHaveAttribute('src', `${AUDIO_HOST}/sounds/chime.wav`);
  await expect(slideAudio).toHaveAttribute('loop', '');
  await expect(slideAudio).toHaveAttribute('controls', '');
  const presentationAudio = page.getByTestId('presentation-audio');
  await expect(presentationAudio).toHaveAttribute('src', `${AUDIO_HOST}/music/theme.wav`);
  await expect(presentationAudio).toBeHidden();
  await page.screenshot({ path: `${screenshotDir}audio-presenter.png` });

  // --- A phone plays the slide's audio (set to play on the audience) and not the presentation's.
  const phone = await openPhone(browser);
  await serveAudio(phone.page);
  await phone.page.goto(`/${deck.accessCode}`);
  await phone.page.getByLabel(/Your name/).fill('Ada');
  await phone.page.getByRole('button', { name: 'Join' }).click();
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Listen to this' })).toBeVisible();
  await expect(phone.page.getByTestId('slide-audio')).toHaveAttribute('src', `${AUDIO_HOST}/sounds/chime.wav`);
  await expect(phone.page.getByTestId('presentation-audio')).toHaveCount(0);
  await phone.page.screenshot({ path: `${screenshotDir}audio-phone.png` });
  await expectAccessible(phone.page, 'audience: slide with audio', ['phone']);

  // --- The remote plays and pauses the presenter's audio.
  const code = await page.request.post(`/api/presentation/${presentationId}/remote-access-code`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(code.ok()).toBe(true);
  const { remoteAccessCode } = (await code.json()) as { remoteAccessCode: string };
  const remote = await openPhone(browser);
  await remote.page.goto(`/remote/${presentationId}/${remoteAccessCode}`);
  await remote.page.getByRole('button', { name: 'Play presentation audio' }).click();
  await expect.poll(() => paused(page, 'presentation-audio')).toBe(false);
  await remote.page.getByRole('button', { name: 'Pause presentation audio' }).click();
  await expect.poll(() => paused(page, 'presentation-audio')).toBe(true);
  await remote.page.getByRole('button', { name: 'Play slide audio' }).click();
  await expect.poll(() => paused(page, 'slide-audio')).toBe(false);
  await remote.page.getByRole('button', { name: 'Pause slide audio' }).click();
  await expect.poll(() => paused(page, 'slide-audio')).toBe(true);

  // The next slide has no audio of its own: its player goes, on the stage and on the phone, and the remote offers only the presentation's.
  await remote.page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.locator('.live-stage').getByText('Now in silence')).toBeVisible();
  await expect(page.getByTestId('slide-audio')).toHaveCount(0);
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Now in silence' })).toBeVisible();
  await expect(phone.page.getByTestId('slide-audio')).toHaveCount(0);
  await expect(remote.page.getByRole('button', { name: 'Play slide audio' })).toHaveCount(0);
  await expect(remote.page.getByRole('button', { name: 'Play presentation audio' })).toBeVisible();
  await remote.page.screenshot({ path: `${screenshotDir}audio-remote.png` });

  expect(errors).toEqual([]);
  expect(phone.errors).toEqual([]);
  expect(remote.errors).toEqual([]);
  await phone.context.close();
  await remote.context.close();
});
