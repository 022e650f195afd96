import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { UploadedImageView } from '../../contracts/media/uploaded-images.js';
import { picturePng } from '../support/test-images.js';
import { expectAccessible } from './support/accessibility.js';
import { clickPresentingControl, collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { api, buildDeck, openPhone, present } from './support/live-deck.js';

/**
 * Issue 22: a deck with an uploaded image, a background image, a YouTube video, an embedded Google Slides deck, a
 * QR code and a canvas with a picture, a picture from another https site, a shape and an arrow, presented; the stage
 * and a phone show each. This machine has no network: the video and the embed are checked up to the frame (its
 * converted link, sandbox, permissions and title), and the poster that stands in for them until someone presses it. The frames get a plain stand-in page
 * from the test (named as such), instead of the browser's offline error page and the errors its scripts throw.
 */

const THIRD_PARTY = /^https:\/\/(www\.youtube\.com|docs\.google\.com)\//;

/** A picture on another https site (as a picked Unsplash or Giphy image is): the test serves it, as the site would. */
const ELSEWHERE_PICTURE = 'https://images.example.org/photo-1.png';

async function standInForThirdParties(page: Page): Promise<void> {
  const picture = await picturePng(320, 320, '#0090ff');
  // Only reached when the content security policy lets the page ask for it: a refused image never leaves the page.
  await page.route(ELSEWHERE_PICTURE, (route) => route.fulfill({ contentType: 'image/png', body: picture }));
  await page.route(THIRD_PARTY, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Stand-in</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#eee;font:20px sans-serif">Stand-in for ${new URL(route.request().url()).host} (no network here)</body>`,
    }),
  );
}

async function upload(request: APIRequestContext, token: string, name: string, colour: string, width = 1600, height = 900): Promise<UploadedImageView> {
  const response = await request.post('/api/upload/image/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'image/png', buffer: await picturePng(width, height, colour) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UploadedImageView;
}

const ref = (image: UploadedImageView) => ({ url: image.large, thumbnail: image.thumbnail, large: image.large, xLarge: image.xLarge, name: image.name });

/** Waits until every image on the page has loaded (the screenshots show them drawn, not loading). */
async function imagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)))
    .toBe(true);
}

/**
 * The canvas's picture from another https site has loaded (the content security policy let it through), and its
 * line ends in an arrowhead and starts at a dot, each a marker this drawing holds, in the line's colour.
 */
async function canvasExtrasDrawn(surface: Locator): Promise<void> {
  const picture = surface.locator(`img.slide__block--image[src="${ELSEWHERE_PICTURE}"]`);
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
  const line = surface.locator('svg.slide__block--line[data-start="circle"][data-end="arrow"]');
  await expect(line).toBeVisible();
  const ends = await line.evaluate((svg) => {
    const stroke = svg.querySelector('line')!;
    const marker = (attribute: string) => {
      const id = /^url\("?#(.+?)"?\)$/.exec(stroke.getAttribute(attribute) ?? '')?.[1];
      const found = id ? svg.ownerDocument.getElementById(id) : null;
      return found && svg.contains(found) ? `${found.firstElementChild!.tagName} ${found.firstElementChild!.getAttribute('fill')}` : null;
    };
    return { start: marker('marker-start'), end: marker('marker-end') };
  });
  expect(ends).toEqual({ start: 'circle #e5484d', end: 'path #e5484d' });
}

test('a deck of media presents on the stage and on a phone alike', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Media tour');
  const photo = await upload(request, session.token, 'team-photo.png', '#2f855a');
  const background = await upload(request, session.token, 'sunset.png', '#c05621', 1920, 1080);
  const sticker = await upload(request, session.token, 'sticker.png', '#6b46c1', 400, 400);
  const youtubeLink = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
  const slidesLink = 'https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit#slide=id.p';

  const deck = await buildDeck(request, session.token, presentationId, [
    { type: 'image', title: 'Our team', fields: { image: ref(photo), imageCaption: 'The team at the summit', layout: 'default' } },
    {
      type: 'textSlide',
      title: 'Welcome',
      fields: { subheading: 'A slide with a background image', backgroundImage: ref(background), backgroundImageCropperData: { x: 320, y: 180, width: 1280, height: 720 }, visibility: 70 },
    },
    { type: 'youtube', title: 'Watch this', fields: { youtubeLink } },
    { type: 'googleSlides', title: 'Our plan' },
    { type: 'qrcode', title: 'Bring a friend', fields: { description: 'Scan the code to join' } },
    {
      type: 'freestyle',
      title: 'Canvas',
      fields: {
        canvasBlocks: [
          { id: 'heading', type: 'RichText', tag: 'heading', content: { value: '<p>Made on the canvas</p>' }, style: { width: 1040, height: 90, transform: 'translate(120px, 170px)', fontSize: 52 } },
          { id: 'picture', type: 'Image', tag: 'image', content: { src: sticker.large, isPlaceholderImage: false }, style: { width: 300, height: 300, transform: 'translate(160px, 300px)' } },
          { id: 'star', type: 'Shape', shape: 'star', shapeStyle: { fill: '#d69e2e', stroke: '#975a16', strokeWidth: 0 }, style: { width: 252, height: 240, transform: 'translate(760px, 320px)' } },
          { id: 'elsewhere', type: 'Image', tag: 'image', content: { src: ELSEWHERE_PICTURE, isPlaceholderImage: false }, style: { width: 160, height: 160, transform: 'translate(1060px, 340px)' } },
          { id: 'pointer', type: 'Line', weight: 6, dash: 'solid', start: 'circle', end: 'arrow', colour: '#e5484d', style: { width: 240, height: 6, transform: 'translate(490px, 447px)' } },
        ],
      },
    },
  ]);
  const embedSlide = deck.slides.find((slide) => slide.type === 'googleSlides')!;
  await api(request, session.token, 'post', `/api/slide/embed/${embedSlide.id}`, { attributes: { embedSrc: slidesLink } });

  const presenterErrors = collectPageErrors(page);
  await standInForThirdParties(page);
  await signInPage(page, session);
  await present(page, presentationId);
  const stage = page.getByRole('region', { name: /^Slide 1 of 6/ });
  await expect(stage).toBeVisible();

  const phone = await openPhone(browser);
  await standInForThirdParties(phone.page);
  await phone.page.goto(`/${deck.accessCode}`);
  await phone.page.getByLabel(/Your name/).fill('Mia');
  await phone.page.getByRole('button', { name: 'Join' }).click();
  const card = phone.page.locator('.audience-slide');

  const shoot = async (name: string) => {
    await imagesLoaded(page);
    await imagesLoaded(phone.page);
    await page.screenshot({ path: `${screenshotDir}media-${name}-stage.png`, animations: 'disabled' });
    await phone.page.screenshot({ path: `${screenshotDir}media-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  };
  const next = async (index: number, title: string) => {
    // The phone had the focus: the presenting screen's controls wake for the window in front.
    await page.bringToFront();
    // Focus that stayed on the controls while the phone was in front no longer holds them; given back, it does.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await clickPresentingControl(page, 'Next slide');
    await expect(page.getByRole('region', { name: new RegExp(`^Slide ${index} of 6`) })).toBeVisible();
    await expect(phone.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  };

  // 1. The uploaded image with its caption, drawn from this server's upload.
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Our team' })).toBeVisible();
  for (const surface of [page.locator('.live-stage'), card]) {
    await expect(surface.locator('figure.slide-media img')).toHaveAttribute('src', photo.xLarge);
    await expect(surface.locator('figcaption')).toHaveText('The team at the summit');
  }
  await shoot('1-image');
  await expectAccessible(page, 'presenting: image slide');
  await expectAccessible(phone.page, 'audience: image slide', ['phone']);

  // 2. The background image, cropped as authored, under a veil of the base colour (visibility 70).
  await next(2, 'Welcome');
  for (const surface of [page.locator('.live-stage'), card]) {
    const backdrop = surface.locator('.slide-backdrop__image');
    await expect(backdrop).toHaveAttribute('src', background.xLarge);
    await expect(backdrop).toHaveAttribute('data-cropped', 'true');
    await expect(surface.locator('.slide-backdrop__veil')).toHaveCSS('opacity', '0.3');
  }
  // The crop (a 1280x720 window of the 1920x1080 image) is scaled to fill the slide: 150% wide, shifted by a quarter.
  const cropped = await page.locator('.live-stage .slide-backdrop__image').evaluate((image) => ({ width: (image as HTMLElement).style.width, left: (image as HTMLElement).style.left }));
  expect(cropped).toEqual({ width: '150%', left: '-25%' });
  await shoot('2-background');
  await expectAccessible(page, 'presenting: background image slide');

  // 3. YouTube: a poster until the presenter plays it; then the converted player link in a sandboxed frame.
  await next(3, 'Watch this');
  await expect(card.getByText('The video plays on the presenter’s screen.')).toBeVisible();
  await expect(card.locator('iframe')).toHaveCount(0);
  const play = page.getByRole('button', { name: 'Play the video: YouTube video' });
  await expect(play).toContainText('www.youtube.com/watch?v=aqz-KE-bpKQ');
  await shoot('3-youtube-poster');
  await expectAccessible(page, 'presenting: YouTube slide');
  await expectAccessible(phone.page, 'audience: YouTube slide', ['phone']);
  await play.click();
  const player = page.locator('.live-stage iframe');
  await expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=1');
  await expect(player).toHaveAttribute('title', 'YouTube video on this slide');
  await expect(player).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox');
  await expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture');
  await page.screenshot({ path: `${screenshotDir}media-3-youtube-playing-stage.png`, animations: 'disabled' });

  // 4. The embed: the Google Slides link converted by the spec's rules, on both screens.
  await next(4, 'Our plan');
  for (const screen of [page, phone.page]) {
    const show = screen.getByRole('button', { name: 'Show Google Slides' });
    await expect(show).toBeVisible();
    await show.click();
    const frame = screen.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/embed');
    await expect(frame).toHaveAttribute('title', 'Google Slides on this slide');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts allow-same-origin/);
  }
  await shoot('4-embed');

  // 5. The QR code: the join link, on the stage with the session's join token.
  await next(5, 'Bring a friend');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('.live-stage').getByRole('img', { name: new RegExp(`^QR code to join: ${origin}/${deck.accessCode}\\?t=`) })).toBeVisible();
  await expect(card.getByRole('img', { name: `QR code to join: ${origin}/${deck.accessCode}` })).toBeVisible();
  await shoot('5-qr');
  await expectAccessible(page, 'presenting: QR-code slide');
  await expectAccessible(phone.page, 'audience: QR-code slide', ['phone']);

  // 6. The canvas: the picture and the star where they were put on the 1280x720 canvas, scaled to each screen.
  await next(6, 'Canvas');
  for (const surface of [page.locator('.live-stage'), card]) {
    await expect(surface.locator('img.slide__block--image').first()).toHaveAttribute('src', sticker.large);
    await expect(surface.locator('[data-shape="star"]')).toBeVisible();
    await canvasExtrasDrawn(surface);
  }
  const phoneStar = await card.locator('[data-shape="star"]').boundingBox();
  const phoneCanvas = await card.locator('.canvas').boundingBox();
  // 252 of 1280 canvas pixels wide, whatever the phone's width.
  expect(Math.abs(phoneStar!.width / phoneCanvas!.width - 252 / 1280)).toBeLessThan(0.01);
  await shoot('6-canvas');
  await expectAccessible(page, 'presenting: canvas slide');
  await expectAccessible(phone.page, 'audience: canvas slide', ['phone']);

  // Backstage draws the live canvas the same way.
  const backstage = await page.context().newPage();
  const backstageErrors = collectPageErrors(backstage);
  await standInForThirdParties(backstage);
  await backstage.setViewportSize({ width: 1440, height: 900 });
  await backstage.goto(`/presentation/${presentationId}/backstage`);
  const preview = backstage.locator('.backstage__preview');
  await expect(preview.locator('img.slide__block--image').first()).toHaveAttribute('src', sticker.large);
  await expect(preview.locator('[data-shape="star"]')).toBeVisible();
  await canvasExtrasDrawn(preview);
  await imagesLoaded(backstage);
  await backstage.screenshot({ path: `${screenshotDir}media-6-canvas-backstage.png`, animations: 'disabled' });
  await expectAccessible(backstage, 'backstage: canvas slide');

  // The editor's slide list draws each slide small: the smaller files, posters and no frames.
  await backstage.goto(`/presentation/${presentationId}`);
  const thumbnails = backstage.getByRole('navigation', { name: 'Slides' }).locator('.slide-list__card');
  await expect(thumbnails).toHaveCount(6);
  await expect(thumbnails.nth(0).locator('figure.slide-media img')).toHaveAttribute('src', photo.large);
  // Cropped: drawn from the full file, whose pixels the crop is given in.
  await expect(thumbnails.nth(1).locator('.slide-backdrop__image')).toHaveAttribute('src', background.xLarge);
  await expect(thumbnails.nth(1).locator('.slide-backdrop__image')).toHaveAttribute('data-cropped', 'true');
  await expect(thumbnails.nth(2).locator('.embed-frame--poster')).toContainText('www.youtube.com/watch?v=aqz-KE-bpKQ');
  await expect(thumbnails.nth(3).locator('.embed-frame--poster')).toContainText('docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp');
  await expect(thumbnails.nth(4).locator('.slide-media__qr')).toBeVisible();
  await expect(thumbnails.nth(5).locator('[data-shape="star"]')).toBeVisible();
  await canvasExtrasDrawn(thumbnails.nth(5));
  await expect(backstage.locator('iframe')).toHaveCount(0);
  await imagesLoaded(backstage);
  await backstage.screenshot({ path: `${screenshotDir}media-9-thumbnails-editor.png`, animations: 'disabled' });

  expect(presenterErrors).toEqual([]);
  expect(phone.errors).toEqual([]);
  expect(backstageErrors).toEqual([]);
  await phone.context.close();
});
