import { PUBLIC_URL_META_NAME, withPublicUrlMeta } from './public-url-meta.js';

describe('withPublicUrlMeta', () => {
  it('puts the public address in the page head, escaped for an attribute', () => {
    const html = withPublicUrlMeta('<html><head><title>x</title></head><body></body></html>', 'https://slides.example.org/?a="b"&c');
    expect(html).toContain(`<meta name="${PUBLIC_URL_META_NAME}" content="https://slides.example.org/?a=&quot;b&quot;&amp;c" />`);
    expect(html.indexOf(PUBLIC_URL_META_NAME)).toBeLessThan(html.indexOf('</head>'));
  });
});
