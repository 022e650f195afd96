import { convertEmbedUrl } from './embed-url.js';

const embedOf = (url: string) => {
  const result = convertEmbedUrl(url);
  return result.ok ? result.embed : null;
};

describe('embed URL conversion (spec doc 2 §3, doc 3 §5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ])('YouTube: %s -> %s', (input, embedSrc) => {
    expect(embedOf(input)).toMatchObject({ embedSrc, platform: 'youtube', originalUrl: input });
  });

  it('Vimeo: a video page becomes the player URL', () => {
    expect(embedOf('https://vimeo.com/76979871')).toMatchObject({ embedSrc: 'https://player.vimeo.com/video/76979871', platform: 'vimeo' });
  });

  it('Google Slides: an edit link becomes the embed link', () => {
    expect(embedOf('https://docs.google.com/presentation/d/1AbC_dEf-123/edit#slide=id.p')).toMatchObject({
      embedSrc: 'https://docs.google.com/presentation/d/1AbC_dEf-123/embed',
      platform: 'googleSlides',
    });
  });

  it('Google Docs: a document becomes its preview', () => {
    expect(embedOf('https://docs.google.com/document/d/1XyZ/edit?usp=sharing')).toMatchObject({
      embedSrc: 'https://docs.google.com/document/d/1XyZ/preview',
      platform: 'googleDocs',
    });
  });

  it('Miro: a board link becomes its live embed', () => {
    expect(embedOf('https://miro.com/app/board/uXjVOabc123=/?share_link_id=1')).toMatchObject({
      embedSrc: 'https://miro.com/app/live-embed/uXjVOabc123=/',
      platform: 'miro',
    });
  });

  it('the Danish school video site is recognised and framed as it is', () => {
    expect(embedOf('https://www.skoletube.dk/media/abc')).toMatchObject({ platform: 'skoletube' });
  });

  it('any other web page is kept as it is', () => {
    expect(embedOf('https://example.org/page?q=1')).toMatchObject({ embedSrc: 'https://example.org/page?q=1', platform: 'other' });
  });

  it.each(['', 'not a link', 'javascript:alert(1)', 'ftp://example.org/file', 'data:text/html,hi', 'https://localhost'])(
    'refuses %p: the URL must parse as a web link',
    (input) => {
      expect(convertEmbedUrl(input).ok).toBe(false);
    },
  );
});
