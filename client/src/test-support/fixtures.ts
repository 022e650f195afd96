import type { UserView } from '../../../contracts/identity/user-view.js';
import type { PresentationSummary } from '../../../contracts/presentations/read-models.js';

export const USER: UserView = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isGuest: false,
  plan: 'free',
  createdAt: '2026-01-01T10:00:00.000Z',
  // A returning presenter who answered onboarding (issue 28): Home greets them back and asks nothing.
  personalInformation: { useLiveSlidesFor: 'work', userProfession: null, presenterLanguage: null, skipUserScreening: false },
  signInCount: 2,
  rememberSettings: {},
  userSetting: { isSlideOptionAutocompleteEnabled: false },
};

export function summary(id: string, name: string, overrides: Partial<PresentationSummary> = {}): PresentationSummary {
  return {
    id,
    name,
    userId: USER.id,
    language: 'en',
    fontFamily: 'Plus Jakarta Sans',
    accessCode: 'abc123',
    uniqueAccessCode: 'abcdefghij',
    slideCount: 3,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-03T10:00:00.000Z',
    deletedAt: null,
    folderId: null,
    accountId: null,
    inTrash: false,
    revision: 4,
    ...overrides,
  };
}

/** An in-memory localStorage, so each test starts signed out or signed in on purpose. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

export const signedInStorage = () =>
  memoryStorage({ 'liveslides.session': JSON.stringify({ token: 'token-1', user: USER }) });
