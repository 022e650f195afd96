import '../../test-support/jsdom-text-encoding.js';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from '../../i18n/index.js';
import type { AudienceEntryInfo } from '../../../../contracts/live/join.js';
import type { UserView } from '../../../../contracts/identity/user-view.js';
import type { Language } from '../../../../contracts/shared/languages.js';
import { createAccountApi } from '../../api/account-api.js';
import { AppServicesProvider, createAppServices } from '../../app-services.js';
import { createLocaleLoader, type LoadLocale } from '../../i18n/locale-loader.js';
import { fakeFetch, json } from '../../test-support/fake-fetch.js';
import { memoryStorage, USER } from '../../test-support/fixtures.js';
import { ToastProvider } from '../../toasts/toasts.js';
import { AudienceApp } from '../audience/AudienceApp.js';
import { FakeLiveConnection } from '../live/fake-live-connection.js';
import { LanguageProvider } from './LanguageProvider.js';
import { PresenterLanguagePicker } from './PresenterLanguagePicker.js';

/** This branch's own language files (the rest of each language comes from the translators' branches). */
const loadOwnSources = createLocaleLoader(['language', 'errors']);

const userSpeaking = (presenterLanguage: Language | null): UserView => ({ ...USER, personalInformation: { ...USER.personalInformation, presenterLanguage } });
const storageFor = (user: UserView) => memoryStorage({ 'liveslides.session': JSON.stringify({ token: 'token-1', user }) });

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

function renderPicker(user: UserView, load: LoadLocale = loadOwnSources) {
  const saved = (presenterLanguage: Language) => userSpeaking(presenterLanguage);
  const { fetchImpl, calls } = fakeFetch({ 'PATCH /api/users/user-1': (call) => json(200, saved((call.body as { personalInformation: { presenterLanguage: Language } }).personalInformation.presenterLanguage))() });
  const services = createAppServices({ fetchImpl, storage: storageFor(user) });
  render(
    <AppServicesProvider services={services}>
      <ToastProvider>
        <LanguageProvider load={load}>
          <PresenterLanguagePicker user={user} api={createAccountApi(services.http)} />
        </LanguageProvider>
      </ToastProvider>
    </AppServicesProvider>,
  );
  return { calls };
}

const entry = (language: Language | null): AudienceEntryInfo => ({
  presentationId: 'p1',
  presentationName: 'Team sync',
  live: false,
  privateMode: false,
  heading: 'Welcome',
  isAudienceAdmission: false,
  showEmojiAvatar: true,
  fields: [],
  language,
});

function renderPhone(language: Language | null) {
  const { fetchImpl } = fakeFetch({ 'GET /api/audience/presentation/123456': json(200, entry(language)) });
  const services = createAppServices({ fetchImpl, storage: memoryStorage() });
  render(
    <AppServicesProvider services={services}>
      <ToastProvider>
        <LanguageProvider load={loadOwnSources}>
          <MemoryRouter>
            <AudienceApp accessCode="123456" connect={() => new FakeLiveConnection()} />
          </MemoryRouter>
        </LanguageProvider>
      </ToastProvider>
    </AppServicesProvider>,
  );
}

describe('which language the interface speaks', () => {
  let errors: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setBrowserLanguages(['en-US']);
  });
  afterEach(async () => {
    cleanup();
    errors.mockRestore();
    await i18n.changeLanguage('en');
    // Each test loads its languages afresh (a bundle already in memory is never fetched again).
    for (const tag of Object.keys(i18n.store.data)) if (tag !== 'en') i18n.removeResourceBundle(tag, 'translation');
  });

  it("speaks the presenter's stored language, and a new choice in My Account at once", async () => {
    const { calls } = renderPicker(userSpeaking('de'));
    expect(await screen.findByRole('heading', { name: 'Sprache' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    const picker = screen.getByRole('combobox', { name: 'Sprache der Oberfläche' });
    expect(screen.getByRole('option', { name: '日本語' }).getAttribute('lang')).toBe('ja');

    fireEvent.change(picker, { target: { value: 'ja' } });
    expect(await screen.findByRole('heading', { name: '言語' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ personalInformation: { presenterLanguage: 'ja' } });
    // Said in the language of the screen the choice was made on.
    expect(await screen.findByText('Deine Sprache wurde gespeichert.')).toBeTruthy();
  });

  it("speaks the browser's first known language when the presenter never chose one (br is Portuguese)", async () => {
    setBrowserLanguages(['xx', 'br', 'de']);
    renderPicker(userSpeaking(null));
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeTruthy();
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('pt');
  });

  it('stays in English, says so in a toast and reports the spec text when the language file does not load', async () => {
    renderPicker(userSpeaking('de'), createLocaleLoader(['language', 'a-file-that-is-not-there']));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('This language could not be loaded, so LiveSlides is shown in English.'));
    expect(screen.getByRole('heading', { name: 'Language' })).toBeTruthy();
    expect(errors).toHaveBeenCalledWith('Init presenter language default from cdn error', expect.anything());
  });

  it("puts an audience phone in the presentation's language when it has one", async () => {
    setBrowserLanguages(['fr-FR']);
    renderPhone('vi');
    await waitFor(() => expect(i18n.language).toBe('vi'));
    expect(document.documentElement.lang).toBe('vi');
  });

  it("puts an audience phone in its own language when the presentation has none, else English", async () => {
    setBrowserLanguages(['fr-FR']);
    renderPhone(null);
    await waitFor(() => expect(i18n.language).toBe('fr'));
    cleanup();
    setBrowserLanguages(['xx']);
    renderPhone(null);
    await waitFor(() => expect(i18n.language).toBe('en'));
  });
});
