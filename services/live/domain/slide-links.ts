import { richTextToPlain } from '../../../contracts/slides/plain-text.js';
import { RICH_TEXT_LINK_SCHEMES } from '../../../contracts/slides/rich-text-policy.js';

export interface SlideLink {
  readonly href: string;
  readonly text: string;
}

const ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const ABSOLUTE = new RegExp(`^(${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');

/**
 * The links of stored (sanitised) rich text, in order, each once. One pass with indexOf, so the cost stays
 * proportional to the text whatever it holds; only absolute links of the allowed schemes count (a relative
 * link would point into this app on a phone).
 */
export function linksOf(html: string): SlideLink[] {
  const links: SlideLink[] = [];
  const seen = new Set<string>();
  let from = 0;
  for (;;) {
    const open = html.indexOf('<a ', from);
    if (open === -1) return links;
    const tagEnd = html.indexOf('>', open);
    const close = tagEnd === -1 ? -1 : html.indexOf('</a>', tagEnd);
    if (close === -1) return links;
    from = close + 4;
    const href = /\shref="([^"]*)"/.exec(html.slice(open, tagEnd))?.[1]?.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity);
    if (!href || !ABSOLUTE.test(href) || seen.has(href)) continue;
    seen.add(href);
    links.push({ href, text: richTextToPlain(html.slice(tagEnd + 1, close)) || href });
  }
}
