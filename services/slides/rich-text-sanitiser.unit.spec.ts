import { command } from './test-support/deck-scenario.js';
import { createRichTextSanitiser, lazyRichTextSanitiser } from './rich-text-sanitiser.js';
import { sanitiseDeckCommand } from './sanitise-command.js';

const sanitise = createRichTextSanitiser();

describe('rich text sanitiser (spec doc 2 §5 "Allowed rich text")', () => {
  it('keeps the allowed formatting tags', () => {
    const html = '<p class="lead"><b>b</b><i>i</i><u>u</u><em>em</em><strong>s</strong><sup>1</sup><sub>2</sub><br></p>';
    expect(sanitise(html, 'basic')).toBe(html);
    expect(sanitise('<h1>a</h1><h4>d</h4><ul><li>x</li></ul><ol><li>y</li></ol>', 'basic')).toBe(
      '<h1>a</h1><h4>d</h4><ul><li>x</li></ul><ol><li>y</li></ol>',
    );
  });

  it('allows class on p and class and style on span, and no other attributes', () => {
    expect(sanitise('<span class="hl" style="color: red" title="t">x</span>', 'basic')).toBe(
      '<span class="hl" style="color: red">x</span>',
    );
    expect(sanitise('<p style="color: red" onclick="x()">x</p>', 'basic')).toBe('<p>x</p>');
    expect(sanitise('<b class="x">x</b>', 'basic')).toBe('<b>x</b>');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitise('<div><h5>t</h5><img src="https://x.org/a.png"><script>alert(1)</script>ok</div>', 'basic')).toBe('tok');
  });

  it('links (href, class, target) only where the field allows links', () => {
    const link = '<a href="https://example.org" target="_blank" class="l">site</a>';
    expect(sanitise(link, 'withLinks')).toBe(link);
    expect(sanitise(link, 'basic')).toBe('site');
  });

  it('empties any text containing javascript:', () => {
    expect(sanitise('<p>see <a href="javascript:alert(1)">this</a></p>', 'withLinks')).toBe('');
    expect(sanitise('JavaScript: the good parts', 'basic')).toBe('');
  });
});

describe('sanitising a command before the decider', () => {
  it('cleans titleHTML, notes and Content slide text blocks, and leaves plain text alone', () => {
    const fake = (html: string, policy: string) => `[${policy}]${html}`;
    const patched = sanitiseDeckCommand(
      command('PatchSlide', {
        presentationId: 'p',
        slideId: 's',
        fields: {
          title: '<b>plain</b>',
          titleHTML: '<b>t</b>',
          notes: 'n',
          canvasBlocks: [
            { id: 'b', type: 'RichText', tag: 'content', content: { value: 'v' }, style: { width: 1, height: 1, transform: '' } },
          ],
        },
      }),
      fake,
    );
    expect(patched.data).toMatchObject({
      fields: {
        title: '<b>plain</b>',
        titleHTML: '[basic]<b>t</b>',
        notes: '[withLinks]n',
        canvasBlocks: [{ content: { value: '[withLinks]v' } }],
      },
    });
  });

  it('cleans hint text', () => {
    const cleaned = sanitiseDeckCommand(
      command('AddSlideHint', { presentationId: 'p', slideId: 's', text: '<p onclick="x()">Hint</p>' }),
      sanitise,
    );
    expect(cleaned.data).toMatchObject({ text: '<p>Hint</p>' });
  });
});

describe('the lazily built sanitiser', () => {
  it('builds the real sanitiser with the first rich text, once, and sanitises with it', () => {
    const create = jest.fn(createRichTextSanitiser);
    const lazy = lazyRichTextSanitiser(create);
    expect(create).not.toHaveBeenCalled();
    expect(lazy('<b>y</b><script>alert(1)</script>', 'withLinks')).toBe('<b>y</b>');
    expect(lazy('<p onclick="x()">z</p>', 'basic')).toBe('<p>z</p>');
    expect(create).toHaveBeenCalledTimes(1);
  });
});
