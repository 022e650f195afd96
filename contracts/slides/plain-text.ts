import { PLACEHOLDER_TEXTS } from './constants.js';

const ENTITIES: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The visible text of stored (already sanitised) rich text: tags dropped, block ends read as spaces.
 * Runs without a DOM, so projections and the server's pure rules can use it.
 */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-4])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Doc 2 §5: text that is empty or still a placeholder counts as "not written yet". */
export function isPlaceholderText(text: string): boolean {
  const plain = text.trim();
  return plain === '' || PLACEHOLDER_TEXTS.includes(plain);
}
