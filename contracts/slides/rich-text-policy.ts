import { z } from 'zod';
import { RICH_TEXT_MAX_LENGTH } from './constants.js';

/**
 * Doc 2 §5 / doc 3 §5 "Allowed rich text", as plain data: the server's sanitiser (sanitize-html) and the
 * browser's DOMPurify read the same lists, and one corpus (rich-text-corpus.ts) checks both.
 * Attributes are allowed per tag (a class on <p> is fine, an onclick anywhere is not).
 */
export type RichTextPolicyName = 'basic' | 'withLinks';
export const RICH_TEXT_POLICY_NAMES = ['basic', 'withLinks'] as const satisfies readonly RichTextPolicyName[];

export interface RichTextPolicy {
  /** Tag name -> the attributes allowed on it. */
  readonly tags: Readonly<Record<string, readonly string[]>>;
}

const BASIC_TAGS: Readonly<Record<string, readonly string[]>> = {
  i: [],
  u: [],
  b: [],
  em: [],
  br: [],
  ul: [],
  ol: [],
  li: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  sup: [],
  sub: [],
  strong: [],
  p: ['class'],
  span: ['class', 'style'],
};

/**
 * The spec's link-enabled list also names source, iframe, video and audio; those stay out until a slide
 * field needs media inside text (embeds have their own slide), since each widens what a deck can load.
 */
export const RICH_TEXT_POLICIES: Readonly<Record<RichTextPolicyName, RichTextPolicy>> = {
  basic: { tags: BASIC_TAGS },
  withLinks: { tags: { ...BASIC_TAGS, a: ['href', 'class', 'target'] } },
};

/** Link targets a stored href may name (relative links too); anything else loses its href. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Doc 2 §5 "javascript: text is emptied": the whole value, not just the link, because it is never legitimate. */
export const FORBIDDEN_RICH_TEXT_PATTERN = /javascript:/i;

/**
 * How deeply tags may nest. Editor output nests a handful of levels (list in list, span in b in p); the
 * bound keeps every step of parsing and sanitising proportional to the text, however it is crafted.
 */
export const RICH_TEXT_MAX_DEPTH = 32;
export const RICH_TEXT_TOO_DEEP_MESSAGE = `Rich text may nest tags at most ${RICH_TEXT_MAX_DEPTH} deep`;

/** Elements without content: they never open a level. */
const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'param']);
const MAX_TAG_NAME = 32;

/** ASCII letters anywhere in a tag name, digits and '-' after its first character. */
function isTagNameCharacter(code: number, first: boolean): boolean {
  const letter = (code | 0x20) >= 97 && (code | 0x20) <= 122;
  return letter || (!first && ((code >= 48 && code <= 57) || code === 45));
}

/**
 * The nesting depth of the tags in `html`, found in one pass without parsing it (checked before anything
 * parses the text): every tag that is opened and not closed again counts, so unclosed tags count in full.
 * Stops counting as soon as it passes `limit`.
 */
export function richTextDepth(html: string, limit = RICH_TEXT_MAX_DEPTH): number {
  const open: string[] = [];
  let deepest = 0;
  let at = html.indexOf('<');
  while (at >= 0) {
    const end = html.indexOf('>', at + 1);
    if (end < 0) break;
    const closing = html.charCodeAt(at + 1) === 47;
    const from = closing ? at + 2 : at + 1;
    let to = from;
    while (to < end && to - from < MAX_TAG_NAME && isTagNameCharacter(html.charCodeAt(to), to === from)) to += 1;
    const name = to > from ? html.slice(from, to).toLowerCase() : undefined;
    if (name && closing) {
      const index = open.lastIndexOf(name);
      if (index >= 0) open.length = index;
    } else if (name && !VOID_TAGS.has(name)) {
      open.push(name);
      deepest = Math.max(deepest, open.length);
      if (deepest > limit) return deepest;
    }
    // The next tag starts after this one ends, so each character is looked at a bounded number of times.
    at = html.indexOf('<', end + 1);
  }
  return deepest;
}

/** A rich-text value as commands carry it: bounded in length and nesting before anything parses it. */
export const richTextSchema = z
  .string()
  .max(RICH_TEXT_MAX_LENGTH, { abort: true })
  .refine((html) => richTextDepth(html) <= RICH_TEXT_MAX_DEPTH, { message: RICH_TEXT_TOO_DEEP_MESSAGE });

/** The DOMPurify configuration of a policy (per-tag attributes are enforced by an attribute hook). */
export function domPurifyConfig(policy: RichTextPolicyName) {
  const tags = RICH_TEXT_POLICIES[policy].tags;
  return {
    ALLOWED_TAGS: Object.keys(tags),
    ALLOWED_ATTR: [...new Set(Object.values(tags).flat())],
    ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i'),
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  };
}

/** Per-tag attribute rule, for DOMPurify's uponSanitizeAttribute hook. */
export function isAttributeAllowed(policy: RichTextPolicyName, tagName: string, attributeName: string): boolean {
  return RICH_TEXT_POLICIES[policy].tags[tagName.toLowerCase()]?.includes(attributeName.toLowerCase()) ?? false;
}
