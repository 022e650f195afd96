import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../i18n/index.js';
import type { CanvasBlock } from '../../../../contracts/slides/canvas-blocks.js';
import { convertEmbedUrl, type SlideEmbed } from '../../../../contracts/slides/embed-url.js';
import { readSlideMedia, type SlideMedia } from '../../../../contracts/slides/slide-media.js';
import { OptionImage } from './OptionImage.js';
import { SlideBackdrop } from './SlideBackdrop.js';
import { SlideMediaView, type SlideSurface } from './SlideMediaView.js';

const IMAGE_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const upload = (id = IMAGE_ID) => ({
  url: `/api/uploaded/images/${id}/large`,
  thumbnail: `/api/uploaded/images/${id}/thumbnail`,
  large: `/api/uploaded/images/${id}/large`,
  xLarge: `/api/uploaded/images/${id}/xLarge`,
});

function embedOf(link: string): SlideEmbed {
  const converted = convertEmbedUrl(link);
  if (!converted.ok) throw new Error(`not convertible: ${link}`);
  return converted.embed;
}

const draw = (type: string, media: SlideMedia, surface: SlideSurface, joinUrl: string | null = null) =>
  render(<SlideMediaView type={type} media={media} surface={surface} joinUrl={joinUrl} label="Canvas" />);

describe('slide media on every surface', () => {
  afterEach(cleanup);

  it('draws an uploaded image with its caption and layout: the large file on the stage and phones, the smaller one in stills', () => {
    const media = readSlideMedia({ image: upload(), imageCaption: 'The team at the summit', layout: 'title' });
    for (const [surface, size] of [
      ['stage', 'xLarge'],
      ['phone', 'xLarge'],
      ['still', 'large'],
    ] as const) {
      const { container } = draw('image', media, surface);
      const figure = container.querySelector('figure')!;
      expect({ surface, src: figure.querySelector('img')!.getAttribute('src'), caption: figure.querySelector('figcaption')!.textContent, layout: figure.className.includes('slide-media--layout-title') }).toEqual({
        surface,
        src: `/api/uploaded/images/${IMAGE_ID}/${size}`,
        caption: 'The team at the summit',
        layout: true,
      });
      cleanup();
    }
  });

  it('draws an https image from another site on every surface, no http image, and nothing for a field that does not parse', () => {
    for (const surface of ['stage', 'phone', 'still'] as const) {
      const { container } = draw('image', readSlideMedia({ image: { url: 'https://elsewhere.example/cat.png' }, imageCaption: 'A cat' }), surface);
      expect(container.querySelector('img')!.getAttribute('src')).toBe('https://elsewhere.example/cat.png');
      cleanup();
    }
    // Plain http is mixed content on an https deployment, and the content security policy refuses it.
    const { container } = draw('image', readSlideMedia({ image: { url: 'http://elsewhere.example/cat.png' } }), 'stage');
    expect(container.querySelector('img')).toBeNull();
    cleanup();
    expect(readSlideMedia({ image: 'not an image', visibility: 'very', imageCaption: 'kept' })).toEqual({ imageCaption: 'kept' });
  });

  it('shows a YouTube poster on the stage that loads the converted player only when pressed; a phone gets a note and no frame', () => {
    const media = readSlideMedia({ youtubeLink: 'https://youtu.be/aqz-KE-bpKQ' });
    const { container } = draw('youtube', media, 'stage');
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Play the video: YouTube video/ }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    cleanup();

    const phone = draw('youtube', media, 'phone');
    expect(phone.container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('The video plays on the presenter’s screen.')).toBeTruthy();
    cleanup();

    const still = draw('youtube', media, 'still');
    expect(still.container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(still.container.textContent).toContain('youtu.be/aqz-KE-bpKQ');
  });

  it('frames an embed by its converted link on the stage and on phones, and starts a new embed at its poster', () => {
    const docs = embedOf('https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit#slide=id.p');
    for (const surface of ['stage', 'phone'] as const) {
      const { container, rerender } = draw('googleSlides', { embed: docs }, surface);
      fireEvent.click(screen.getByRole('button', { name: /^Show Google Slides/ }));
      expect(container.querySelector('iframe')!.getAttribute('src')).toBe('https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/embed');
      rerender(<SlideMediaView type="googleSlides" media={{ embed: embedOf('https://vimeo.com/76979871') }} surface={surface} joinUrl={null} />);
      expect(container.querySelector('iframe')).toBeNull();
      expect(screen.getByRole('button', { name: /^Play the video: Vimeo video/ })).toBeTruthy();
      cleanup();
    }
  });

  it('offers a page no frame may show as a link instead of a frame', () => {
    const { container } = draw('googleSlides', { embed: { originalUrl: 'https://example.org/page', embedSrc: 'https://example.org/page', platform: 'other' } }, 'stage');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('This page cannot be shown inside a slide.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open https://example.org/page' }).getAttribute('href')).toBe('https://example.org/page');
  });

  it('draws the join link as a QR code on a QR-code slide, and nothing without a link', () => {
    draw('qrcode', {}, 'stage', 'http://localhost/123456?t=abc');
    expect(screen.getByRole('img', { name: 'QR code to join: http://localhost/123456?t=abc' })).toBeTruthy();
    expect(screen.getByText('Scan to join')).toBeTruthy();
    cleanup();
    const { container } = draw('qrcode', {}, 'phone', null);
    expect(container.innerHTML).toBe('');
  });

  it('draws every kind of canvas block where it was put, skips hidden ones, and scales the canvas on a phone', () => {
    const at = (x: number, y: number, width: number, height: number) => ({ width, height, transform: `translate(${x}px, ${y}px)` });
    const blocks: CanvasBlock[] = [
      { id: 'text', type: 'RichText', tag: 'heading', content: { value: '<p>Made <strong>here</strong></p><script>alert(1)</script>' }, style: { ...at(10, 20, 600, 90), fontSize: 52 } },
      { id: 'picture', type: 'Image', tag: 'image', content: { src: upload().large, isPlaceholderImage: false }, style: at(100, 200, 300, 300) },
      { id: 'elsewhere', type: 'Image', tag: 'image', content: { src: 'https://elsewhere.example/x.png', isPlaceholderImage: false }, style: at(0, 0, 50, 50) },
      { id: 'plain-http', type: 'Image', tag: 'image', content: { src: 'http://elsewhere.example/x.png', isPlaceholderImage: false }, style: at(0, 60, 50, 50) },
      { id: 'smile', type: 'Emoji', content: { value: '😀' }, style: at(700, 100, 100, 100) },
      { id: 'star', type: 'Shape', shape: 'star', shapeStyle: { fill: '#d69e2e', stroke: '#975a16', strokeWidth: 2 }, style: at(760, 270, 252, 240) },
      { id: 'rule', type: 'Line', weight: 4, dash: 'dashed', start: 'none', end: 'none', colour: '#112233', style: at(0, 650, 1280, 10) },
      { id: 'secret', type: 'Emoji', hidden: true, content: { value: '🙈' }, style: at(0, 0, 10, 10) },
    ];
    const media = readSlideMedia({ canvasBlocks: blocks });
    expect(media.canvasBlocks).toHaveLength(blocks.length);
    const { container } = draw('freestyle', media, 'stage');
    const heading = container.querySelector<HTMLElement>('.slide__block--heading')!;
    expect({ html: heading.innerHTML, transform: heading.style.transform, fontSize: heading.style.fontSize }).toEqual({
      html: '<p>Made <strong>here</strong></p>',
      transform: 'translate(10px, 20px)',
      fontSize: '52px',
    });
    expect([...container.querySelectorAll('img.slide__block--image')].map((image) => image.getAttribute('src'))).toEqual([upload().large, 'https://elsewhere.example/x.png']);
    expect(container.querySelectorAll('.slide__block--no-image')).toHaveLength(1);
    expect(container.querySelector('.slide__block--emoji')!.textContent).toBe('😀');
    const star = container.querySelector<HTMLElement>('[data-shape="star"]')!;
    expect({ width: star.style.width, fill: star.style.background, transform: star.style.transform }).toEqual({ width: '252px', fill: 'rgb(214, 158, 46)', transform: 'translate(760px, 270px)' });
    const rule = container.querySelector('.slide__block--line line')!;
    expect([rule.getAttribute('stroke'), rule.getAttribute('stroke-width'), rule.getAttribute('stroke-dasharray'), rule.getAttribute('marker-end')]).toEqual(['#112233', '4', '12 8', null]);
    expect(container.textContent).not.toContain('🙈');
    expect(container.querySelector('.canvas')).toBeNull();
    cleanup();

    const phone = draw('freestyle', media, 'phone');
    expect(screen.getByRole('img', { name: 'Canvas' }).querySelector('[data-shape="star"]')).toBeTruthy();
    expect(phone.container.querySelectorAll('.slide__block')).toHaveLength(blocks.length - 1);
  });

  it('draws a Line block with its ends: an arrowhead or a dot at either end, in its colour, on every surface', () => {
    const line = (id: string, start: 'none' | 'arrow' | 'circle', end: 'none' | 'arrow' | 'circle'): CanvasBlock => ({
      id,
      type: 'Line',
      weight: 3,
      dash: 'solid',
      start,
      end,
      colour: '#e5484d',
      style: { width: 300, height: 3, transform: 'translate(490px, 358px) rotate(30deg)' },
    });
    const media = readSlideMedia({ canvasBlocks: [line('both', 'circle', 'arrow'), line('plain', 'none', 'none'), line('back', 'arrow', 'none')] });
    for (const surface of ['stage', 'phone', 'still'] as const) {
      const { container } = draw('freestyle', media, surface);
      const [both, plain, back] = [...container.querySelectorAll<SVGSVGElement>('svg.slide__block--line')];
      const ends = (svg: SVGSVGElement) => {
        const stroke = svg.querySelector('line')!;
        const marker = (attribute: string) => {
          const url = stroke.getAttribute(attribute);
          if (url === null) return null;
          // The marker each end names is in this drawing, and draws what the end says.
          const found = container.querySelector(`marker[id="${url.slice('url(#'.length, -1)}"]`)!;
          const shape = found.firstElementChild!;
          return { shape: shape.tagName, fill: shape.getAttribute('fill'), orient: found.getAttribute('orient'), units: found.getAttribute('markerUnits') };
        };
        return { start: marker('marker-start'), end: marker('marker-end') };
      };
      expect({ surface, both: ends(both!), plain: ends(plain!), back: ends(back!) }).toEqual({
        surface,
        both: { start: { shape: 'circle', fill: '#e5484d', orient: null, units: 'strokeWidth' }, end: { shape: 'path', fill: '#e5484d', orient: 'auto-start-reverse', units: 'strokeWidth' } },
        plain: { start: null, end: null },
        back: { start: { shape: 'path', fill: '#e5484d', orient: 'auto-start-reverse', units: 'strokeWidth' }, end: null },
      });
      expect({ transform: both!.style.transform, width: both!.getAttribute('width'), x2: both!.querySelector('line')!.getAttribute('x2') }).toEqual({
        transform: 'translate(490px, 358px) rotate(30deg)',
        width: '300',
        x2: '300',
      });
      cleanup();
    }
    // Two drawings of one slide at once (the canvas and its thumbnail) do not share marker ids.
    const { container } = render(
      <>
        <SlideMediaView type="freestyle" media={media} surface="still" joinUrl={null} />
        <SlideMediaView type="freestyle" media={media} surface="still" joinUrl={null} />
      </>,
    );
    const ids = [...container.querySelectorAll('marker')].map((marker) => marker.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('draws a background image under a veil that lets its visibility show through, cropped once its size is known', () => {
    const media = readSlideMedia({ backgroundImage: upload(), backgroundImageCropperData: { x: 320, y: 180, width: 1280, height: 720 }, visibility: 70 });
    const { container } = render(<SlideBackdrop media={media} baseColour="#102030" />);
    const image = container.querySelector<HTMLImageElement>('.slide-backdrop__image')!;
    expect(image.getAttribute('src')).toBe(upload().xLarge);
    const veil = container.querySelector<HTMLElement>('.slide-backdrop__veil')!;
    expect({ colour: veil.style.backgroundColor, opacity: Number(veil.style.opacity) }).toEqual({ colour: 'rgb(16, 32, 48)', opacity: expect.closeTo(0.3, 5) });
    expect(image.dataset.cropped).toBeUndefined();

    Object.defineProperty(image, 'naturalWidth', { value: 1920 });
    Object.defineProperty(image, 'naturalHeight', { value: 1080 });
    fireEvent.load(image);
    expect({ cropped: image.dataset.cropped, width: image.style.width, height: image.style.height, left: image.style.left, top: image.style.top }).toEqual({
      cropped: 'true',
      width: '150%',
      height: '150%',
      left: '-25%',
      top: '-25%',
    });
    cleanup();

    const thumbnail = render(<SlideBackdrop media={readSlideMedia({ backgroundImage: upload() })} baseColour={null} size="thumbnail" />);
    expect(thumbnail.container.querySelector('img')!.getAttribute('src')).toBe(upload().thumbnail);
    expect(Number(thumbnail.container.querySelector<HTMLElement>('.slide-backdrop__veil')!.style.opacity)).toBeCloseTo(0.8, 5);
    cleanup();

    // A cropped background keeps the full file in a thumbnail too: the crop is in its pixels.
    const croppedThumbnail = render(<SlideBackdrop media={media} baseColour={null} size="thumbnail" />);
    expect(croppedThumbnail.container.querySelector('img')!.getAttribute('src')).toBe(upload().xLarge);
    cleanup();
    expect(render(<SlideBackdrop media={{}} baseColour={null} />).container.innerHTML).toBe('');
  });

  it("draws an option's picture from its thumbnail, an https picture from another site, and nothing for an http one", () => {
    const { container } = render(<OptionImage image={upload()} className="choice__image" />);
    expect(container.querySelector('img.choice__image')!.getAttribute('src')).toBe(upload().thumbnail);
    cleanup();
    const elsewhere = render(<OptionImage image={{ url: 'https://elsewhere.example/x.png' }} className="choice__image" />);
    expect(elsewhere.container.querySelector('img')!.getAttribute('src')).toBe('https://elsewhere.example/x.png');
    cleanup();
    expect(render(<OptionImage image={{ url: 'http://elsewhere.example/x.png' }} className="choice__image" />).container.innerHTML).toBe('');
  });

  it('draws an https background image from another site, in stills (thumbnails) as on the stage', () => {
    const picked = { url: 'https://images.example.org/mountains.jpg' };
    for (const size of ['thumbnail', 'xLarge'] as const) {
      const { container } = render(<SlideBackdrop media={readSlideMedia({ backgroundImage: picked })} baseColour={null} size={size} />);
      expect(container.querySelector('img')!.getAttribute('src')).toBe(picked.url);
      cleanup();
    }
    expect(render(<SlideBackdrop media={readSlideMedia({ backgroundImage: { url: 'http://images.example.org/m.jpg' } })} baseColour={null} />).container.innerHTML).toBe('');
  });
});
