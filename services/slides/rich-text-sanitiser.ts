import type sanitizeHtmlFunction from 'sanitize-html';
import {
  FORBIDDEN_RICH_TEXT_PATTERN,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_POLICIES,
  RICH_TEXT_POLICY_NAMES,
  type RichTextPolicyName,
} from '../../contracts/slides/rich-text-policy.js';

export interface RichTextValue {
  readonly html: string;
  readonly policy: RichTextPolicyName;
}

/** A sanitised value, or `tooDeep` when its tags nest deeper than the policy allows (nothing is kept then). */
export type SanitisedRichText = { readonly html: string } | { readonly tooDeep: true };

/** Sanitises a batch of values (one command's), in order. */
export type RichTextSanitiser = (values: readonly RichTextValue[]) => Promise<SanitisedRichText[]>;

/** The spec's allow-list (contracts/slides/rich-text-policy.ts) as sanitize-html options; plain data, so a worker can take it. */
export interface SanitizeHtmlPolicy {
  readonly policies: Readonly<Record<RichTextPolicyName, { allowedTags: string[]; allowedAttributes: Record<string, string[]> }>>;
  readonly allowedSchemes: readonly string[];
  readonly maxDepth: number;
  readonly forbidden: string;
}

export const SANITIZE_HTML_POLICY: SanitizeHtmlPolicy = {
  policies: Object.fromEntries(
    RICH_TEXT_POLICY_NAMES.map((name) => {
      const tags = RICH_TEXT_POLICIES[name].tags;
      return [name, { allowedTags: Object.keys(tags), allowedAttributes: Object.fromEntries(Object.entries(tags).map(([tag, attributes]) => [tag, [...attributes]])) }];
    }),
  ) as SanitizeHtmlPolicy['policies'],
  allowedSchemes: RICH_TEXT_LINK_SCHEMES,
  maxDepth: RICH_TEXT_MAX_DEPTH,
  forbidden: FORBIDDEN_RICH_TEXT_PATTERN.source,
};

/**
 * sanitize-html over htmlparser2: a streaming tokenizer and explicit stacks, no recursion, so its cost
 * follows the text's length. The parser's stack is counted through the open/close callbacks and the value
 * is refused as soon as it passes the depth bound, which keeps every per-tag step (stack searches) bounded
 * too, even for text that slipped past the cheaper check before parsing.
 *
 * This function runs in the sanitiser's worker thread from its source text, so it must not refer to
 * anything outside itself: sanitize-html and the policy come in as arguments.
 */
export function sanitiseRichTextValues(
  sanitizeHtml: typeof sanitizeHtmlFunction,
  config: SanitizeHtmlPolicy,
  values: readonly RichTextValue[],
): SanitisedRichText[] {
  const forbidden = new RegExp(config.forbidden, 'i');
  const tooDeep = new Error('too deep');
  return values.map(({ html, policy }) => {
    if (forbidden.test(html)) return { html: '' };
    let depth = 0;
    let clean: string;
    try {
      clean = sanitizeHtml(html, {
        ...config.policies[policy],
        allowedSchemes: [...config.allowedSchemes],
        allowedSchemesAppliedToAttributes: ['href'],
        allowProtocolRelative: false,
        disallowedTagsMode: 'discard',
        // Kept as written, as the browser's DOMPurify keeps it (postcss would rewrite it).
        parseStyleAttributes: false,
        onOpenTag: () => {
          depth += 1;
          if (depth > config.maxDepth) throw tooDeep;
        },
        onCloseTag: () => {
          depth -= 1;
        },
      });
    } catch (error) {
      if (error === tooDeep) return { tooDeep: true } as const;
      throw error;
    }
    // Void tags as a browser writes them (<br>); a literal " />" in text or attributes is escaped, so never matches.
    clean = clean.replaceAll(' />', '>');
    return { html: forbidden.test(clean) ? '' : clean };
  });
}
