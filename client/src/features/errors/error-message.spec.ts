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
});
