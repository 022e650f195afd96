import type { RichTextPolicyName } from '../../contracts/slides/rich-text-policy.js';

export interface RichTextCase {
  readonly name: string;
  readonly input: string;
  readonly policy: RichTextPolicyName;
  /** What is left, as a browser writes it out; compared after both sides' output is read into a DOM and written out again. */
  readonly expected: string;
}

/**
 * One corpus for the one policy (contracts/slides/rich-text-policy.ts): the server's sanitiser
 * (services/slides/rich-text-sanitiser.unit.spec.ts) and the browser's (client/.../rich-text.spec.ts) must both
 * turn every input into the expected markup.
 */
export const RICH_TEXT_CORPUS: readonly RichTextCase[] = [
  {
    name: 'keeps the allowed formatting tags',
    input: '<p class="lead"><b>b</b><i>i</i><u>u</u><em>em</em><strong>s</strong><sup>1</sup><sub>2</sub><br></p>',
    policy: 'basic',
    expected: '<p class="lead"><b>b</b><i>i</i><u>u</u><em>em</em><strong>s</strong><sup>1</sup><sub>2</sub><br></p>',
  },
  {
    name: 'keeps headings and lists',
    input: '<h1>a</h1><h4>d</h4><ul><li>x<ol><li>y</li></ol></li></ul>',
    policy: 'basic',
    expected: '<h1>a</h1><h4>d</h4><ul><li>x<ol><li>y</li></ol></li></ul>',
  },
  {
    name: 'class and style on span, nothing else',
    input: '<span class="hl" style="color: red" title="t" onclick="x()">x</span>',
    policy: 'basic',
    expected: '<span class="hl" style="color: red">x</span>',
  },
  {
    name: 'no style, href or target on p (the attributes are allowed per tag)',
    input: '<p style="color: red" href="https://example.org" target="_blank" onclick="x()">x</p>',
    policy: 'withLinks',
    expected: '<p>x</p>',
  },
  { name: 'no class on b', input: '<b class="x">x</b>', policy: 'basic', expected: '<b>x</b>' },
  { name: 'no style or target on span', input: '<span target="_blank" href="/x" class="c">x</span>', policy: 'withLinks', expected: '<span class="c">x</span>' },
  {
    name: 'drops tags outside the list but keeps their text; script and style lose their content too',
    input: '<div><h5>t</h5><img src="https://x.org/a.png"><script>alert(1)</script><style>p{}</style>ok</div>',
    policy: 'basic',
    expected: 'tok',
  },
  { name: 'media stays out of text', input: '<iframe src="https://example.org"></iframe><video src="https://example.org/v.mp4"></video>ok', policy: 'withLinks', expected: 'ok' },
  {
    name: 'links with href, class and target where the field allows links',
    input: '<a href="https://example.org" target="_blank" class="l">site</a>',
    policy: 'withLinks',
    expected: '<a href="https://example.org" target="_blank" class="l">site</a>',
  },
  { name: 'links are text where the field allows none', input: '<a href="https://example.org">site</a>', policy: 'basic', expected: 'site' },
  { name: 'mail and relative links', input: '<a href="mailto:a@example.org">m</a><a href="/decks">r</a>', policy: 'withLinks', expected: '<a href="mailto:a@example.org">m</a><a href="/decks">r</a>' },
  { name: 'a data: link loses its href', input: '<a href="data:text/html,hi">d</a>', policy: 'withLinks', expected: '<a>d</a>' },
  { name: 'an entity-encoded javascript: link loses its href', input: '<a href="jav&#x61;script:alert(1)">x</a>', policy: 'withLinks', expected: '<a>x</a>' },
  { name: 'any text containing javascript: is emptied', input: '<p>see <a href="javascript:alert(1)">this</a></p>', policy: 'withLinks', expected: '' },
  { name: 'javascript: in plain words too', input: 'JavaScript: the good parts', policy: 'basic', expected: '' },
  { name: 'escaped text stays escaped', input: 'a &lt; b &amp; c &gt; d "q"', policy: 'basic', expected: 'a &lt; b &amp; c &gt; d "q"' },
  { name: 'no-break spaces', input: 'a&nbsp;b', policy: 'basic', expected: 'a&nbsp;b' },
  { name: 'unclosed tags are closed', input: '<b>bold <i>both', policy: 'basic', expected: '<b>bold <i>both</i></b>' },
  { name: 'comments go', input: 'a<!-- c -->b', policy: 'basic', expected: 'ab' },
  { name: 'upper-case tags', input: '<B>x</B><P CLASS="c">y</P>', policy: 'basic', expected: '<b>x</b><p class="c">y</p>' },
  { name: 'quotes inside attribute values', input: '<span class=\'a"b\'>x</span>', policy: 'basic', expected: '<span class="a&quot;b">x</span>' },
  { name: 'a stray closing tag is dropped', input: 'a</b>b</p>', policy: 'basic', expected: 'ab<p></p>' },
];

/** Markup as a DOM reads it and writes it out again: both sides' output is compared with the corpus this way. */
export function asBrowserWrites(html: string, document: Document): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}
