import { z } from 'zod';
import { URL_MAX_LENGTH } from './constants.js';

/** Doc 2 §3 "Embed slide": the platforms the embed recognises. */
export const EMBED_PLATFORMS = ['youtube', 'vimeo', 'googleDocs', 'googleSlides', 'miro', 'skoletube', 'other'] as const;
export type EmbedPlatform = (typeof EMBED_PLATFORMS)[number];

export const slideEmbedSchema = z.strictObject({
  /** The link the presenter pasted. */
  originalUrl: z.string().max(URL_MAX_LENGTH),
  /** What the slide's iframe loads. */
  embedSrc: z.string().max(URL_MAX_LENGTH),
  platform: z.enum(EMBED_PLATFORMS),
});
export type SlideEmbed = z.infer<typeof slideEmbedSchema>;

export type EmbedConversion = { ok: true; embed: SlideEmbed } | { ok: false };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const hostIs = (url: URL, domain: string) => url.hostname === domain || url.hostname.endsWith(`.${domain}`);

/**
 * Doc 2 §3 / doc 3 §5: a pasted link becomes the URL an iframe can load (Google Docs, YouTube, Vimeo, Miro, and
 * the Danish school video site), and a link that does not parse is refused. Pure: the editor previews with it and
 * the server decides with it.
 */
export function convertEmbedUrl(raw: string): EmbedConversion {
  const input = raw.trim();
  if (input.length === 0 || input.length > URL_MAX_LENGTH) return { ok: false };
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false };
  }
  // Only web pages can be framed; anything else (javascript:, data:, file:) is not a link to a page.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false };
  if (!url.hostname.includes('.')) return { ok: false };
  const embedded = (platform: EmbedPlatform, embedSrc: string): EmbedConversion => ({
    ok: true,
    embed: { originalUrl: input, embedSrc, platform },
  });

  const youtubeId = youtubeVideoId(url);
  if (youtubeId) {
    const start = youtubeStartSeconds(url);
    return embedded('youtube', `https://www.youtube.com/embed/${youtubeId}${start ? `?start=${start}` : ''}`);
  }
  if (hostIs(url, 'vimeo.com')) {
    const id = url.pathname.split('/').find((segment) => /^\d+$/.test(segment));
    if (id) return embedded('vimeo', `https://player.vimeo.com/video/${id}`);
  }
  if (url.hostname === 'docs.google.com') {
    const match = /^\/(presentation|document|spreadsheets|forms)\/d\/(e\/)?([A-Za-z0-9_-]+)/.exec(url.pathname);
    if (match) {
      const [, kind, published, id] = match;
      const base = `https://docs.google.com/${kind}/d/${published ?? ''}${id}`;
      if (kind === 'presentation') return embedded('googleSlides', `${base}/embed`);
      if (kind === 'forms') return embedded('googleDocs', `${base}/viewform?embedded=true`);
      return embedded('googleDocs', `${base}/preview`);
    }
  }
  if (hostIs(url, 'miro.com')) {
    const match = /^\/app\/(?:board|live-embed)\/([^/]+)/.exec(url.pathname);
    if (match) return embedded('miro', `https://miro.com/app/live-embed/${match[1]}/`);
  }
  // The spec names the Danish video site without a conversion rule: its share links are framed as they are.
  if (hostIs(url, 'skoletube.dk')) return embedded('skoletube', url.href);
  return embedded('other', url.href);
}

function youtubeVideoId(url: URL): string | null {
  let id: string | null = null;
  if (url.hostname === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (hostIs(url, 'youtube.com') || hostIs(url, 'youtube-nocookie.com')) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** YouTube's t= accepts 90, 90s or 1m30s; the embed player wants whole seconds in start=. */
function youtubeStartSeconds(url: URL): number | null {
  const value = url.searchParams.get('t') ?? url.searchParams.get('start');
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  const total = Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
  return total > 0 ? total : null;
}
