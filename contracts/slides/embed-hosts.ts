/**
 * The origins embed and video slides frame: what convertEmbedUrl (embed-url.ts) turns links into. The content
 * security policy's frame-src is this list and nothing more, and a slide frames only a link it allows.
 */
export const EMBED_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://docs.google.com',
  'https://miro.com',
  'https://skoletube.dk',
  'https://*.skoletube.dk',
] as const;

/** Whether an iframe may load this link under EMBED_FRAME_SOURCES (https only, an exact origin or a listed subdomain). */
export function isFrameableEmbed(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return EMBED_FRAME_SOURCES.some((source) => {
    const host = source.slice('https://'.length);
    return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host;
  });
}
