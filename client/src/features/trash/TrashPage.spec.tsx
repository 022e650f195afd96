import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, json, type FakeCall } from '../../test-support/fake-fetch.js';
import { signedInStorage, summary, USER } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const trashUrls = (calls: FakeCall[]) => calls.filter((call) => call.url.startsWith('/api/presentation/deleted')).map((call) => call.url);

function trashServer() {
  return fakeFetch({
    'GET /api/users/get-profile/': json(200, USER),
    'GET /api/presentation/deleted': (call) => {
      const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
      const presentations = Array.from({ length: page === 1 ? 20 : 3 }, (_, index) =>
        summary(`d${page}-${index}`, `Old deck ${page}-${index}`, { deletedAt: '2026-01-05T10:00:00.000Z', inTrash: true }),
      );
      return { status: 200, body: { result: presentations, numberOfPresentationPages: 2 } };
    },
    'POST /api/presentation/restore': json(200, {
      succeededIds: ['d1-0'],
      failedIds: [],
      successMessage: 'Restored presentation "Old deck 1-0"',
      failureMessage: null,
    }),
  });
}

describe('Trash', () => {
  afterEach(cleanup);

  it('loads more until everything is loaded', async () => {
    const { fetchImpl, calls } = trashServer();
    renderApp('/apps/trash-bin', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('That is everything in the trash.')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(24);
    expect(trashUrls(calls)).toEqual([
      '/api/presentation/deleted?page=1&sortColumn=deletedAt&sortOrder=desc',
      '/api/presentation/deleted?page=2&sortColumn=deletedAt&sortOrder=desc',
    ]);
  });

  it('toggles the sort direction on the same column and starts another column descending', async () => {
    const { fetchImpl, calls } = trashServer();
    renderApp('/apps/trash-bin', { fetchImpl, storage: signedInStorage() });
    await screen.findByRole('button', { name: 'Load more' });
    const deleted = screen.getByRole('columnheader', { name: /Deleted/ });
    expect(deleted.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(deleted).getByRole('button'));
    await waitFor(() => expect(trashUrls(calls).at(-1)).toBe('/api/presentation/deleted?page=1&sortColumn=deletedAt&sortOrder=asc'));
    expect(screen.getByRole('columnheader', { name: /Deleted/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(trashUrls(calls).at(-1)).toBe('/api/presentation/deleted?page=1&sortColumn=name&sortOrder=desc'));
  });

  it('restores a presentation: it leaves the list and the toast confirms', async () => {
    const { fetchImpl, calls } = trashServer();
    renderApp('/apps/trash-bin', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Old deck 1-0' }));
    expect(await screen.findByText('Restored presentation "Old deck 1-0"')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Old deck 1-0' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ presentationIds: ['d1-0'] });
  });
});
