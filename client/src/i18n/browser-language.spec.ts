import { describe, expect, it } from '@jest/globals';
import { languageOfTag, preferredLanguage } from './browser-language.js';

describe('the language a browser asks for', () => {
  it('takes the first of the browser languages that the product speaks', () => {
    expect(preferredLanguage(['fr-FR', 'en-US'])).toBe('fr');
    expect(preferredLanguage(['xx', 'tlh', 'ja-JP'])).toBe('ja');
  });

  it('maps BCP 47 tags onto the product ids that spell them differently, and br onto pt', () => {
    expect(languageOfTag('ko-KR')).toBe('kr');
    expect(languageOfTag('sv')).toBe('se');
    expect(languageOfTag('nb-NO')).toBe('no');
    expect(languageOfTag('nn')).toBe('no');
    expect(languageOfTag('zh-CN')).toBe('zh');
    expect(languageOfTag('pt_BR')).toBe('pt');
    expect(preferredLanguage(['br'])).toBe('pt');
  });

  it('falls back to English when none is known', () => {
    expect(preferredLanguage(['xx'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
    expect(languageOfTag('kr')).toBeNull();
    expect(languageOfTag('se')).toBeNull();
  });
});
