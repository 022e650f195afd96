/**
 * Doc 2 §5 / doc 3 §5 "Allowed rich text", as plain data: the server's sanitiser and the browser's DOMPurify
 * read the same lists, so what the editor shows is what the server stores.
 * Attributes are allowed per tag (a class on <p> is fine, an onclick anywhere is not).
 */
export type RichTextPolicyName = 'basic' | 'withLinks';

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

/** Doc 2 §5 "javascript: text is emptied": the whole value, not just the link, because it is never legitimate. */
export const FORBIDDEN_RICH_TEXT_PATTERN = /javascript:/i;

/** A sanitiser for one rich-text value; the server runs DOMPurify over jsdom, the browser over its own DOM. */
export type RichTextSanitiser = (html: string, policy: RichTextPolicyName) => string;

/** The DOMPurify configuration of a policy (per-tag attributes are enforced by an attribute hook). */
export function domPurifyConfig(policy: RichTextPolicyName) {
  const tags = RICH_TEXT_POLICIES[policy].tags;
  return {
    ALLOWED_TAGS: Object.keys(tags),
    ALLOWED_ATTR: [...new Set(Object.values(tags).flat())],
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  };
}

/** Per-tag attribute rule, for DOMPurify's uponSanitizeAttribute hook on both sides. */
export function isAttributeAllowed(policy: RichTextPolicyName, tagName: string, attributeName: string): boolean {
  return RICH_TEXT_POLICIES[policy].tags[tagName.toLowerCase()]?.includes(attributeName.toLowerCase()) ?? false;
}
