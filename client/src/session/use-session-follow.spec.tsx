import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppServicesProvider, createAppServices } from '../app-services.js';
import { fakeFetch } from '../test-support/fake-fetch.js';
import { signedInStorage, USER } from '../test-support/fixtures.js';
import { useSessionFollow } from './use-session-follow.js';

function follow(storage: Storage) {
  const services = createAppServices({ fetchImpl: fakeFetch({}).fetchImpl, storage });
  const reload = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <AppServicesProvider services={services}>{children}</AppServicesProvider>;
  renderHook(() => useSessionFollow(reload), { wrapper });
  const becomeVisible = () => document.dispatchEvent(new Event('visibilitychange'));
  return { reload, becomeVisible };
}

describe('following the session of other tabs (spec doc 1 §4)', () => {
  afterEach(cleanup);

  it('does nothing when the tab comes back and nothing changed', () => {
    const { reload, becomeVisible } = follow(signedInStorage());
    becomeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when another tab signed out', () => {
    const storage = signedInStorage();
    const { reload, becomeVisible } = follow(storage);
    storage.removeItem('liveslides.session');
    becomeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when another tab signed in as someone else', () => {
    const storage = signedInStorage();
    const { reload, becomeVisible } = follow(storage);
    storage.setItem('liveslides.session', JSON.stringify({ token: 'token-other', user: { ...USER, id: 'user-2' } }));
    becomeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
