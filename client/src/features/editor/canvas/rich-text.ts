import createDOMPurify from 'dompurify';
import {
  domPurifyConfig,
  FORBIDDEN_RICH_TEXT_PATTERN,
  isAttributeAllowed,
  RICH_TEXT_POLICY_NAMES,
  type RichTextPolicyName,
} from '../../../../../contracts/slides/rich-text-policy.js';

/** This module's own DOMPurify: its attribute hook must not reach any other use of the library. */
const purify = createDOMPurify(window);
let activePolicy: RichTextPolicyName = 'withLinks';
// DOMPurify allows attributes globally; the spec allows them per tag (class on p, style on span, href on a).
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!isAttributeAllowed(activePolicy, node.nodeName, data.attrName)) data.keepAttr = false;
});
const CONFIGS = Object.fromEntries(RICH_TEXT_POLICY_NAMES.map((name) => [name, domPurifyConfig(name)])) as Record<
  RichTextPolicyName,
  ReturnType<typeof domPurifyConfig>
>;

/**
 * Spec doc 1 §5 / doc 2 §5 "Allowed rich text": the same allow-list the server sanitises with (contracts, checked
 * on both sides by one corpus), applied again before anything is put into the page. Text containing javascript:
 * is emptied, also when it only appears once entities are decoded.
 */
export function sanitiseRichText(html: string, policy: RichTextPolicyName = 'withLinks'): string {
  if (FORBIDDEN_RICH_TEXT_PATTERN.test(html)) return '';
  activePolicy = policy;
  const clean = purify.sanitize(html, CONFIGS[policy]);
  return FORBIDDEN_RICH_TEXT_PATTERN.test(clean) ? '' : clean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text typed in the editor, as the rich text a canvas block stores: one paragraph per line. */
export function plainTextToRichText(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (character) => ESCAPES[character]!)}</p>`)
    .join('');
}
