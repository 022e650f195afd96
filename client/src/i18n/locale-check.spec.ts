import { describe, expect, it } from '@jest/globals';
import { checkLocale, type LocaleCheckInput } from './locale-check.js';

const english = {
  qna: {
    heading: 'Questions',
    upvote: 'Upvote “{{text}}”',
    count_one: '{{count}} question',
    count_other: '{{count}} questions',
  },
  app: { name: 'LiveSlides', title: '{{name}} · LiveSlides' },
};

const german = {
  qna: {
    heading: 'Fragen',
    upvote: '„{{text}}“ unterstützen',
    count_one: '{{count}} Frage',
    count_other: '{{count}} Fragen',
  },
  app: { name: 'LiveSlides', title: '{{name}} · LiveSlides' },
};

function check(overrides: Partial<LocaleCheckInput>): string[] {
  return checkLocale({ language: 'de', tag: 'de', english, translation: german, sameAsEnglish: [], everywhereTheSame: ['app.name'], ...overrides });
}

describe('checkLocale', () => {
  it('passes a complete translation', () => {
    expect(check({})).toEqual([]);
  });

  it('names a removed key, an extra key and an empty value', () => {
    const { heading: _removed, ...rest } = german.qna;
    expect(check({ translation: { ...german, qna: { ...rest, extra: 'x', upvote: ' ' } } })).toEqual([
      'de: missing key qna.heading',
      'de: qna.upvote is empty',
      'de: extra key qna.extra',
    ]);
  });

  it('names a missing or changed placeholder', () => {
    expect(check({ translation: { ...german, qna: { ...german.qna, upvote: '„{{txt}}“ unterstützen' } } })).toEqual([
      'de: qna.upvote has placeholders [{{txt}}], English has [{{text}}]',
    ]);
  });

  it('asks for the plural forms of the language, not those of English', () => {
    const polish = { ...german, qna: { ...german.qna, count_one: '{{count}} pytanie', count_other: '{{count}} pytania' } };
    expect(check({ language: 'pl', tag: 'pl', translation: polish })).toEqual(['pl: missing key qna.count_few', 'pl: missing key qna.count_many']);
    const japanese = { ...german, qna: { heading: '質問', upvote: '「{{text}}」に投票', count_other: '{{count}} 件の質問' } };
    expect(check({ language: 'ja', tag: 'ja', translation: japanese })).toEqual([]);
  });

  it('flags English left in place unless the allow-list names it, and a stale allow-list entry', () => {
    const untranslated = { ...german, qna: { ...german.qna, heading: 'Questions' } };
    expect(check({ translation: untranslated })).toEqual(['de: qna.heading is still English: "Questions"']);
    expect(check({ translation: untranslated, sameAsEnglish: ['qna.heading'] })).toEqual([]);
    expect(check({ sameAsEnglish: ['qna.heading'] })).toEqual(['de: same-as-English entry qna.heading differs from English: drop it']);
  });
});
