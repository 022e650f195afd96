/**
 * Type answer comparison (issue 6): case- and whitespace-insensitive. Both sides are Unicode-normalised
 * (NFKC), lower-cased and stripped of every whitespace character, so "New York", " new  york " and
 * "NEWYORK" are the same answer.
 */
export function typedAnswerKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}
