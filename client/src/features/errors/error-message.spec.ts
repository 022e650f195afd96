import { afterEach, describe, expect, it } from '@jest/globals';
import i18n from '../../i18n/index.js';
import { createLocaleLoader } from '../../i18n/locale-loader.js';
import { switchLanguage } from '../../i18n/switch-language.js';
import { errorMessage } from './error-message.js';

const body = (code: string, message: string) => ({ statusCode: 403, code, message });

describe("a server error in the user's language", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows the server's own message in English (it carries the spec's texts)", () => {
    expect(errorMessage(body('forbidden', 'Only the owner of this presentation can edit it'), i18n)).toBe('Only the owner of this presentation can edit it');
  });

  it("shows the code's message in another language, and the English message for a code the client does not know", async () => {
    await switchLanguage(i18n, 'de', 'presenter', createLocaleLoader(['language', 'errors']));
    expect(errorMessage(body('forbidden', 'Only the owner of this presentation can edit it'), i18n)).toBe('Dazu fehlt dir die Berechtigung.');
    expect(errorMessage(body('rate_limited', 'Too many requests'), i18n)).toBe('Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.');
    const rule = 'There are already too many options. Please remove some to make room for new ones.';
    expect(errorMessage({ statusCode: 422, code: 'business_rule', message: rule }, i18n)).toBe(rule);
  });

  it("shows a known reason's message in the user's language, with the body's values, and falls back for an unknown reason", async () => {
    i18n.removeResourceBundle('de', 'translation'); // an earlier test loaded German without the reasons
    await switchLanguage(i18n, 'de', 'presenter', createLocaleLoader(['language', 'errors', 'error-reasons']));
    const rule = (message: string, reason?: string, reasonValues?: Record<string, string>) => ({ statusCode: 422, code: 'business_rule', message, reason, reasonValues });
    expect(errorMessage(rule('Presentation has reached slide limit number.', 'slides.slideLimitReached'), i18n)).toBe(
      'Die Präsentation hat die maximale Anzahl an Folien erreicht.',
    );
    expect(errorMessage(rule('You can send at most 3 ideas.', 'ideas.tooManyIdeas', { limit: '3' }), i18n)).toBe('Du kannst höchstens 3 Ideen senden.');
    expect(errorMessage(rule('A rule from a newer server.', 'future.rule'), i18n)).toBe('A rule from a newer server.');
    expect(errorMessage({ statusCode: 404, code: 'not_found', message: 'Gone', reason: 'future.rule' }, i18n)).toBe(
      'Nicht gefunden. Möglicherweise wurde es gelöscht.',
    );
  });

  it('shows the English message in English even when the body has a reason', () => {
    expect(errorMessage({ statusCode: 422, code: 'business_rule', message: 'Presentation has reached slide limit number.', reason: 'slides.slideLimitReached' }, i18n)).toBe(
      'Presentation has reached slide limit number.',
    );
  });
});
