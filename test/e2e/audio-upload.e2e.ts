import { expect, test } from '@playwright/test';
import { silentWav } from '../support/test-audio.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, openPhone, present } from './support/live-deck.js';

const saved = (page: import('@playwright/test').Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');

test('audio upload: the presenter uploads a file in the Audio tab; the presenting screen and a phone play it from this server', async ({ page, browser, request }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'A talk with an uploaded sound');
  const deck = await buildDeck(request, session.token, presentationId, [{ type: 'textSlide', title: 'Hear this' }]);
  for (const slide of deck.slides.filter((candidate) => candidate.title !== 'Hear this')) {
    expect((await request.delete(`/api/slide/${slide.id}`, { headers: { Authorization: `Bearer ${session.token}` } })).ok()).toBe(true);
  }
  await signInPage(page, session);

  // --- The editor: a file that is not audio is refused in words; a WAV becomes the slide's audio.
  await page.goto(`/presentation/${presentationId}`);
  await page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: /^Slide 1/ }).click();
  await page.getByRole('tab', { name: 'Audio' }).click();
  const upload = page.getByLabel('Upload an audio file: Audio for slide');
  await upload.setInputFiles({ name: 'not-a-song.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('only text inside') });
  await expect(page.getByRole('alert')).toHaveText('Could not upload this file. Please try again. This file is not MP3, Ogg, WAV or M4A audio.');
  const wav = silentWav(60);
  const uploaded = page.waitForResponse((response) => response.url().includes(`/api/upload/file-audio/${presentationId}`) && response.status() === 201);
  await upload.setInputFiles({ name: 'fanfare.wav', mimeType: 'audio/wav', buffer: wav });
  const { url } = (await (await uploaded).json()) as { url: string };
  await expect(page.getByText('Uploaded fanfare.wav.')).toBeVisible();
  await saved(page);
  await expect(page.getByTestId('audio-current')).toHaveText('Audio: fanfare.wav');
  await page.getByRole('switch', { name: 'Play on the audience’s phones too' }).check();
  await saved(page);
  await page.screenshot({ path: `${screenshotDir}audio-upload-editor.png` });
  await expectAccessible(page, 'editor: audio tab with an uploaded file');

  // --- The presenting screen plays the uploaded file: same origin, its type, within the content security policy.
  await present(page, presentationId);
  await expect(page.locator('.live-stage').getByText('Hear this')).toBeVisible();
  const player = page.getByTestId('slide-audio');
  await expect(player).toHaveAttribute('src', url);
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => ({ error: audio.error?.code ?? null, loaded: audio.readyState >= 1, seconds: Math.round(audio.duration) }))).toEqual({ error: null, loaded: true, seconds: 60 });
  // The presenter can seek in it (the server answers byte ranges).
  await player.evaluate((audio: HTMLAudioElement) => {
    audio.currentTime = 42;
  });
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => ({ seeking: audio.seeking, at: Math.floor(audio.currentTime), seekableTo: audio.seekable.length > 0 ? Math.round(audio.seekable.end(0)) : 0 })))
    .toEqual({ seeking: false, at: 42, seekableTo: 60 });
  await page.screenshot({ path: `${screenshotDir}audio-upload-presenter.png` });

  // --- A phone gets the same file, since it plays on the audience too.
  const phone = await openPhone(browser);
  await phone.page.goto(`/${deck.accessCode}`);
  await phone.page.getByLabel(/Your name/).fill('Ada');
  await phone.page.getByRole('button', { name: 'Join' }).click();
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Hear this' })).toBeVisible();
  const phonePlayer = phone.page.getByTestId('slide-audio');
  await expect(phonePlayer).toHaveAttribute('src', url);
  await expect.poll(() => phonePlayer.evaluate((audio: HTMLAudioElement) => ({ error: audio.error?.code ?? null, loaded: audio.readyState >= 1 }))).toEqual({ error: null, loaded: true });

  // The browser logs the refused upload; nothing else went wrong.
  expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)']);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
