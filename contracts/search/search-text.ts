/**
 * The one way search text is folded, on indexing and on querying alike: accents dropped (NFKD, combining
 * marks removed), lower case, every run of anything but letters and digits one space. The patterns are
 * fixed and linear, so a long input costs its length and nothing more.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The visible text of sanitised HTML: tags become spaces and the entities the sanitiser writes are decoded. */
export function textOfHtml(html: string): string {
  let text = '';
  let inTag = false;
  for (const character of html) {
    if (character === '<') inTag = true;
    else if (character === '>' && inTag) {
      inTag = false;
      text += ' ';
    } else if (!inTag) text += character;
  }
  return text
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
