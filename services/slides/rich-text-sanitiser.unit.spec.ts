import sanitizeHtml from 'sanitize-html';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_MAX_DEPTH, RICH_TEXT_TOO_DEEP_MESSAGE, richTextDepth } from '../../contracts/slides/rich-text-policy.js';
import { asBrowserWrites, RICH_TEXT_CORPUS } from '../../test/support/rich-text-corpus.js';
import { ValidationFailed } from '../shared-kernel/domain/domain-errors.js';
import { command } from './test-support/deck-scenario.js';
import { SANITIZE_HTML_POLICY, sanitiseRichTextValues, type RichTextValue } from './rich-text-sanitiser.js';
import { RichTextSanitiserThread } from './rich-text-sanitiser-thread.js';
import { sanitiseDeckCommand } from './sanitise-command.js';

const inProcess = (values: readonly RichTextValue[]) => sanitiseRichTextValues(sanitizeHtml, SANITIZE_HTML_POLICY, values);
const { document } = new JSDOM('').window;

describe('the server sanitiser on the shared corpus (spec doc 2 §5 "Allowed rich text")', () => {
  it.each(RICH_TEXT_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, { input, policy, expected }) => {
    const [result] = inProcess([{ html: input, policy }]);
    expect(result).toHaveProperty('html');
    expect(asBrowserWrites((result as { html: string }).html, document)).toBe(asBrowserWrites(expected, document));
  });

  it('writes void tags as a browser does', () => {
    expect(inProcess([{ html: 'a<br/>b<br>', policy: 'basic' }])).toEqual([{ html: 'a<br>b<br>' }]);
  });
});

describe('nesting depth, bounded while parsing', () => {
  const nested = (depth: number) => '<b>'.repeat(depth) + 'x' + '</b>'.repeat(depth);

  it(`keeps text nested ${RICH_TEXT_MAX_DEPTH} deep and refuses one level more`, () => {
    expect(inProcess([{ html: nested(RICH_TEXT_MAX_DEPTH), policy: 'basic' }])).toEqual([{ html: nested(RICH_TEXT_MAX_DEPTH) }]);
    expect(inProcess([{ html: nested(RICH_TEXT_MAX_DEPTH + 1), policy: 'basic' }])).toEqual([{ tooDeep: true }]);
  });

  it('counts tags the parser keeps open, whatever closing tags say (unmatched closers do not hide depth)', () => {
    expect(inProcess([{ html: '<b></i>'.repeat(RICH_TEXT_MAX_DEPTH + 1), policy: 'basic' }])).toEqual([{ tooDeep: true }]);
    expect(inProcess([{ html: '<b>'.repeat(6_666), policy: 'basic' }])).toEqual([{ tooDeep: true }]);
  });
});

describe('the sanitiser thread', () => {
  const thread = new RichTextSanitiserThread();
  afterAll(() => thread.close());

  it('sanitises a batch off the event loop with the same code', async () => {
    const values: RichTextValue[] = [
      { html: '<p onclick="x()">a</p>', policy: 'basic' },
      { html: '<a href="https://example.org" style="x">l</a>', policy: 'withLinks' },
      { html: '<b>'.repeat(RICH_TEXT_MAX_DEPTH + 1), policy: 'basic' },
    ];
    await expect(thread.sanitise(values)).resolves.toEqual(inProcess(values));
  });
});

describe('sanitising a command before the decider', () => {
  const tagged = (values: readonly RichTextValue[]) => Promise.resolve(values.map(({ html, policy }) => ({ html: `[${policy}]${html}` })));

  it('cleans titleHTML, notes and Content slide text blocks, and leaves plain text alone', async () => {
    const original = command('PatchSlide', {
      presentationId: 'p',
      slideId: 's',
      fields: {
        title: '<b>plain</b>',
        titleHTML: '<b>t</b>',
        notes: 'n',
        canvasBlocks: [{ id: 'b', type: 'RichText', tag: 'content', content: { value: 'v' }, style: { width: 1, height: 1, transform: '' } }],
      },
    });
    const patched = await sanitiseDeckCommand(original, tagged);
    expect(patched.data).toMatchObject({
      fields: {
        title: '<b>plain</b>',
        titleHTML: '[basic]<b>t</b>',
        notes: '[withLinks]n',
        canvasBlocks: [{ content: { value: '[withLinks]v' } }],
      },
    });
    expect(original.data).toMatchObject({ fields: { titleHTML: '<b>t</b>', canvasBlocks: [{ content: { value: 'v' } }] } });
  });

  it('cleans hint text', async () => {
    const cleaned = await sanitiseDeckCommand(command('AddSlideHint', { presentationId: 'p', slideId: 's', text: '<p onclick="x()">Hint</p>' }), (values) =>
      Promise.resolve(inProcess(values)),
    );
    expect(cleaned.data).toMatchObject({ text: '<p>Hint</p>' });
  });

  it('refuses text nested too deep with a 400 naming its field, also where the check before parsing counted less', async () => {
    // Inside <script> a closing </b> is text to the parser, while the one-pass count takes it as closing the <b>.
    const deep = '<b><script></b></script>'.repeat(RICH_TEXT_MAX_DEPTH + 1);
    expect(richTextDepth(deep)).toBeLessThanOrEqual(RICH_TEXT_MAX_DEPTH);
    const patch = command('PatchSlides', { presentationId: 'p', slides: [{ slideId: 's', fields: { titleHTML: 'ok' } }, { slideId: 't', fields: { notes: deep } }] });
    const refusal = await sanitiseDeckCommand(patch, (values) => Promise.resolve(inProcess(values))).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ValidationFailed);
    expect((refusal as ValidationFailed).issues).toEqual([{ path: 'slides.1.fields.notes', message: RICH_TEXT_TOO_DEEP_MESSAGE }]);
  });
});
