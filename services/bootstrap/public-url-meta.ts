/** The meta tag through which the client learns the public address (PUBLIC_URL) the audience is told to open. */
export const PUBLIC_URL_META_NAME = 'liveslides-public-url';

const HTML_ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };

/** index.html with the public address in its head, so join bars and QR codes name the address behind a proxy. */
export function withPublicUrlMeta(indexHtml: string, publicUrl: string): string {
  const content = publicUrl.replace(/[&"<>']/g, (character) => HTML_ATTRIBUTE_ESCAPES[character]!);
  const tag = `<meta name="${PUBLIC_URL_META_NAME}" content="${content}" />`;
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', `    ${tag}\n  </head>`) : indexHtml;
}
