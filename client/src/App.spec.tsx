import './test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import './i18n/index.js';
import { App } from './App.js';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <CurrentPath />
    </MemoryRouter>,
  );
}

describe('App routes', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    cleanup();
    globalThis.fetch = realFetch;
  });

  it('shows the product shell with landmarks at the root', async () => {
    const fetchHealth = jest.fn<typeof fetch>(
      async () =>
        ({
          ok: true,
          status: 200,
          json: async () => ({
            status: 'ok',
            eventStore: { adapter: 'sqlite', headPosition: 0 },
            readStore: { adapter: 'sqlite' },
            projections: [],
          }),
        }) as Response,
    );
    globalThis.fetch = fetchHealth;

    renderAt('/');

    expect(screen.getByRole('heading', { level: 1, name: 'LiveSlides' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the API documentation' }).getAttribute('href')).toBe('/api/docs');
    expect(await screen.findByText('No projections are registered.')).toBeTruthy();
    expect(fetchHealth).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('redirects an unknown path to the 404 page', () => {
    renderAt('/no/such/page');

    expect(screen.getByTestId('path').textContent).toBe('/pages/error-404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
  });
});
