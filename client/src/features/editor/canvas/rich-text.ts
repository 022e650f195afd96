import DOMPurify from 'dompurify';
import { domPurifyConfig, FORBIDDEN_RICH_TEXT_PATTERN, type RichTextPolicyName } from '../../../../../contracts/slides/rich-text-policy.js';

/**
 * Spec doc 1 §5 / doc 2 §5 "Allowed rich text": the same allow-list the server sanitises with (contracts), applied
 * again before anything is put into the page. Text containing javascript: is emptied.
 */
export function sanitiseRichText(html: string, policy: RichTextPolicyName = 'withLinks'): string {
  if (FORBIDDEN_RICH_TEXT_PATTERN.test(html)) return '';
  return DOMPurify.sanitize(html, domPurifyConfig(policy)) as string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text typed in the editor, as the rich text a canvas block stores: one paragraph per line. */
export function plainTextToRichText(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (character) => ESCAPES[character]!)}</p>`)
    .join('');
}
