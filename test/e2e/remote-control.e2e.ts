import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { clickPresentingControl, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, openPhone, present } from './support/live-deck.js';

test('a phone with the remote control link moves the presenter’s slides and drives the presenter’s screen', async ({ page, browser, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Remote-controlled talk');
  const titles = ['Welcome to the talk', 'Why remote controls matter', 'Thank you'];
  const deck = await buildDeck(request, session.token, presentationId, titles.map((title) => ({ type: 'textSlide', title })));
  // A new presentation may start with a blank slide of its own: the talk is the whole deck.
  for (const slide of deck.slides.filter((candidate) => !titles.includes(candidate.title ?? ''))) {
    expect((await request.delete(`/api/slide/${slide.id}`, { headers: { Authorization: `Bearer ${session.token}` } })).ok()).toBe(true);
  }
  await signInPage(page, session);
  await present(page, presentationId);
  const stage = page.locator('.live-stage');
  await expect(stage.getByText('Welcome to the talk')).toBeVisible();

  // The presenter's remote panel makes the link (generated when there is none).
  await clickPresentingControl(page, 'Remote');
  const panel = page.getByRole('dialog', { name: 'Remote control from your phone' });
  const link = await panel.getByTestId('remote-link').getAttribute('href');
  expect(link).toMatch(new RegExp(`/remote/${presentationId}/[a-z0-9]{10}$`));
  await expect(panel.getByRole('img', { name: /QR code of the remote control link/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  const phone = await openPhone(browser);
  await phone.page.goto(new URL(link!).pathname);
  const remote = phone.page;
  await expect(remote.getByRole('heading', { level: 1, name: 'Remote control' })).toBeVisible();
  await expect(remote.getByTestId('remote-slide')).toHaveText('Slide 1 of 3: Welcome to the talk');
  await expectAccessible(remote, 'remote control page');

  // Next and previous move the presenter's slides.
  await remote.getByRole('button', { name: 'Next slide' }).click();
  await expect(remote.getByTestId('remote-slide')).toHaveText('Slide 2 of 3: Why remote controls matter');
  await expect(stage.getByText('Why remote controls matter')).toBeVisible();
  await remote.screenshot({ path: `${screenshotDir}remote-control-phone.png` });
  await page.screenshot({ path: `${screenshotDir}remote-control-presenter-slide-2.png` });
  await remote.getByRole('button', { name: 'Next slide' }).click();
  await expect(stage.getByText('Thank you')).toBeVisible();
  await remote.getByRole('button', { name: 'Previous slide' }).click();
  await expect(stage.getByText('Why remote controls matter')).toBeVisible();

  // The QR code on the presenter's screen, on and off.
  await remote.getByRole('button', { name: 'QR code' }).click();
  await expect(remote.getByRole('button', { name: 'QR code' })).toHaveAttribute('aria-pressed', 'true');
  const qr = page.getByRole('dialog', { name: /Go to .* and use the code/ });
  await expect(qr).toBeVisible();
  await remote.getByRole('button', { name: 'QR code' }).click();
  await expect(qr).toBeHidden();

  // The instruction bar off, a dark theme, full screen (or, without a click of the presenter's, the ask for it).
  await expect(page.getByRole('note', { name: /Go to .* and use the code/ })).toBeVisible();
  await remote.getByRole('button', { name: 'Instruction bar' }).click();
  await expect(page.getByRole('note', { name: /Go to .* and use the code/ })).toBeHidden();
  await remote.getByRole('button', { name: 'Dark' }).click();
  await expect(stage).toHaveCSS('background-color', 'rgb(27, 30, 43)');
  await expect(stage).toHaveCSS('color', 'rgb(255, 255, 255)');
  await remote.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.locator('.presenting[data-fullscreen="true"]').or(page.getByRole('button', { name: 'Go full screen' }))).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}remote-control-presenter-dark.png` });
  await remote.getByRole('button', { name: 'Quiz sound' }).click();
  await expect(remote.getByRole('button', { name: 'Quiz sound' })).toHaveAttribute('aria-pressed', 'false');

  // Turned off on the presenter's side, the link stops working.
  await clickPresentingControl(page, 'Remote');
  await page.getByRole('dialog', { name: 'Remote control from your phone' }).getByRole('button', { name: 'Turn off the remote' }).click();
  await expect(page.getByText('The remote control is off. A new link turns it on again.')).toBeVisible();
  await remote.getByRole('button', { name: 'Next slide' }).click();
  await expect(remote.getByRole('alert')).toHaveText('This remote control link is not valid any more. Ask the presenter for a new one.');
  await expect(stage.getByText('Why remote controls matter')).toBeVisible();

  // The browser reports the refused press itself; nothing else went wrong on the phone.
  expect(phone.errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  await phone.context.close();
});
