import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { BAD_TEXT_MESSAGE, cleanTexts } from './text-hygiene.js';

describe('text hygiene of bodies and payloads', () => {
  it('normalises every string and key to NFC, in place', () => {
    const body = { name: 'Cafe\u0301', list: ['e\u0301'], ['cle\u0301']: { deep: 'n\u0303' } };
    expect(cleanTexts(body)).toEqual({ name: 'Caf\u00e9', list: ['\u00e9'], ['cl\u00e9']: { deep: '\u00f1' } });
    expect(cleanTexts('e\u0301')).toBe('\u00e9');
  });

  it.each([
    ['a NUL in a nested value', { a: [{ b: 'x\u0000y' }] }, 'a.0.b'],
    ['a lone high surrogate', { t: 'x\ud83d' }, 't'],
    ['a lone low surrogate', { t: '\ude00x' }, 't'],
    ['a NUL in a key', { ['k\u0000']: 1 }, 'k\u0000'],
  ])('refuses %s, naming where', (_name, body, path) => {
    const refusal = (() => {
      try {
        cleanTexts(body);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ValidationFailed);
    expect((refusal as ValidationFailed).issues).toEqual([{ path, message: BAD_TEXT_MESSAGE }]);
  });

  it('keeps paired surrogates (emoji) and walks nesting of any depth without recursion', () => {
    expect(cleanTexts({ e: '💥' })).toEqual({ e: '💥' });
    let deep: unknown = 'end';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(() => cleanTexts(deep)).not.toThrow();
  });
});
