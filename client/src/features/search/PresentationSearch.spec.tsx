import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GlobalSearchResponse } from '../../../../contracts/search/search.js';
import { fakeFetch, json } from '../../test-support/fake-fetch.js';
import { signedInStorage, summary, USER } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const UPDATED = '2026-01-01T00:00:00.000Z';

function searchServer() {
  return fakeFetch({
    'GET /api/users/get-profile/': json(200, USER),
    'GET /api/presentation': json(200, { presentations: [summary('p1', 'Deck 1')], numberOfPresentationPages: 1 }),
    'GET /api/search/global/': (call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      const page = Number(params.get('page'));
      const body: GlobalSearchResponse =
        page === 1
          ? {
              results: [
                { kind: 'presentation', presentationId: 'p7', name: 'Volcano facts', updatedAt: UPDATED },
                { kind: 'slide', presentationId: 'p8', presentationName: 'Geology', slideId: 's2', order: 2, title: 'Which volcano?', updatedAt: UPDATED },
              ],
              numberOfPages: 2,
              page: 1,
              limit: 2,
              total: 3,
            }
          : { results: [{ kind: 'slide', presentationId: 'p9', presentationName: 'Quiz', slideId: 's5', order: 5, title: '', updatedAt: UPDATED }], numberOfPages: 2, page: 2, limit: 2, total: 3 };
      return { status: 200, body };
    },
  });
}

describe('Searching presentations and slides', () => {
  afterEach(cleanup);

  it('searches on Enter, lists presentations and slides with links that open them, and loads more', async () => {
    const { fetchImpl, calls } = searchServer();
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    const box = await screen.findByRole('searchbox', { name: 'Search presentations and slides' });
    fireEvent.change(box, { target: { value: '  Volcàno ' } });
    fireEvent.submit(box.closest('form')!);
    await screen.findByText('3 results for “Volcàno”');
    expect(calls.some((call) => call.url === '/api/search/global/?q=Volc%C3%A0no&page=1')).toBe(true);
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: /Volcano facts/ }).getAttribute('href')).toBe('/presentation/p7');
    expect(within(results).getByRole('link', { name: /Which volcano\? Slide 2 in Geology/ }).getAttribute('href')).toBe('/presentation/p8?slide=s2');

    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(within(results).getAllByRole('link')).toHaveLength(3));
    expect(within(results).getByRole('link', { name: /Untitled slide Slide 5 in Quiz/ }).getAttribute('href')).toBe('/presentation/p9?slide=s5');
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('says nothing matches when the search finds nothing', async () => {
    const { fetchImpl } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': json(200, { presentations: [summary('p1', 'Deck 1')], numberOfPresentationPages: 1 }),
      'GET /api/search/global/': json(200, { results: [], numberOfPages: 0, page: 1, limit: 2, total: 0 }),
    });
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    const box = await screen.findByRole('searchbox', { name: 'Search presentations and slides' });
    fireEvent.change(box, { target: { value: 'lava' } });
    fireEvent.submit(box.closest('form')!);
    await screen.findByText('Nothing matches “lava”.');
  });

  it('clears the query and the results with Escape', async () => {
    const { fetchImpl } = searchServer();
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    const box = await screen.findByRole('searchbox', { name: 'Search presentations and slides' });
    fireEvent.change(box, { target: { value: 'volcano' } });
    fireEvent.submit(box.closest('form')!);
    await screen.findByRole('region', { name: 'Search results' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });
});
