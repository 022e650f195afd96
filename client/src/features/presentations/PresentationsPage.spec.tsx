import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, fakeFetch, json, type FakeCall } from '../../test-support/fake-fetch.js';
import { signedInStorage, summary, USER } from '../../test-support/fixtures.js';
import { deckDocument, deckSlide } from '../live/deck-fixture.js';
import { renderApp } from '../../test-support/render-app.js';

const location = () => screen.getByTestId('location').textContent;
const listUrls = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/presentation?')).map((call) => call.url);

function listServer(pages: number, extra: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    'GET /api/users/get-profile/': json(200, USER),
    'GET /api/presentation': (call) => {
      const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
      return {
        status: 200,
        body: {
          presentations: [summary(`p${page}a`, `Deck ${page}A`), summary(`p${page}b`, `Deck ${page}B`, { slideCount: 1 })],
          numberOfPresentationPages: pages,
        },
      };
    },
    'GET /api/folder': json(200, { folders: [] }),
    ...extra,
  });
}

describe('My presentations', () => {
  afterEach(cleanup);

  it('lists a page with names, slide counts and links to the editor', async () => {
    const { fetchImpl } = listServer(1);
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Deck 1A' }).getAttribute('href')).toBe('/presentation/p1a');
    expect(within(rows[1]!).getByText('3 slides')).toBeTruthy();
    expect(within(rows[2]!).getByText('1 slide')).toBeTruthy();
  });

  it("draws each row's first slide as a thumbnail with the stage's renderer, read from the deck, and an empty frame for a deck without slides", async () => {
    const slides = [deckSlide('s2', 'poll', 2, { title: 'Second' }, ['Yes']), deckSlide('s1', 'poll', 1, { title: 'Favourite colour?' }, ['Red', 'Blue'])];
    const { fetchImpl, calls } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': json(200, {
        presentations: [summary('p1', 'Colours', { slideCount: 2 }), summary('p2', 'Empty', { slideCount: 0 })],
        numberOfPresentationPages: 1,
      }),
      'GET /api/presentation/p1': json(200, deckDocument(slides, { id: 'p1' })),
      'GET /api/folder': json(200, { folders: [] }),
    });
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    const drawn = within(rows[1]!).getByTestId('presentation-thumbnail');
    await waitFor(() => expect(drawn.getAttribute('data-drawn')).toBe('ready'));
    expect(drawn.querySelector('[data-renderer="stage"]')?.getAttribute('data-slide-type')).toBe('poll');
    expect(drawn.textContent).toContain('Favourite colour?');
    expect(drawn.textContent).toContain('Blue');
    const empty = within(rows[2]!).getByTestId('presentation-thumbnail');
    expect(empty.querySelector('.presentation-thumbnail__empty')).not.toBeNull();
    expect(empty.querySelector('[data-renderer="stage"]')).toBeNull();
    // The list itself carries no slides: only the deck with slides is read, once.
    expect(calls.filter((call) => call.url.includes('/api/presentation/p')).map((call) => call.url)).toEqual([expect.stringContaining('/api/presentation/p1')]);
  });

  it('sorts by the chosen column and order, back on page 1, and keeps it in the address', async () => {
    const { fetchImpl, calls } = listServer(3);
    renderApp('/apps/presentations?page=2', { fetchImpl, storage: signedInStorage() });
    await screen.findByRole('table');
    expect(listUrls(calls).at(-1)).toBe('/api/presentation?page=2&sortColumn=updatedAt&sortOrder=desc');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    await waitFor(() => expect(listUrls(calls).at(-1)).toBe('/api/presentation?page=1&sortColumn=name&sortOrder=desc'));
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    await waitFor(() => expect(listUrls(calls).at(-1)).toBe('/api/presentation?page=1&sortColumn=name&sortOrder=asc'));
    expect(location()).toBe('/apps/presentations?page=1&sortColumn=name&sortOrder=asc');
    expect(screen.getByRole('option', { name: 'A to Z' })).toBeTruthy();
  });

  it('pages forwards and back', async () => {
    const { fetchImpl, calls } = listServer(2);
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    await screen.findByText('Page 1 of 2');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Deck 2A' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(listUrls(calls).at(-1)).toBe('/api/presentation?page=2&sortColumn=updatedAt&sortOrder=desc');
  });

  it('renames with the revision it read as If-Match, and explains a conflict', async () => {
    let renames = 0;
    const { fetchImpl, calls } = listServer(1, {
      'PATCH /api/presentation/p1a': () =>
        renames++ === 0
          ? errorReply(409, 'The presentation changed since you read it.', 'conflict')()
          : { status: 200, body: summary('p1a', 'Quarterly review', { revision: 6 }) },
    });
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Deck 1A' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename presentation' });
    const input = within(dialog).getByLabelText('Presentation name');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'Quarterly review' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(/changed somewhere else/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Renamed to “Quarterly review”')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.headers['If-Match']).toBe('"4"');
    expect(patch.body).toEqual({ name: 'Quarterly review' });
  });

  it("moves one presentation to the trash and shows the server's toast", async () => {
    const { fetchImpl, calls } = listServer(1, {
      'DELETE /api/presentation': json(200, {
        succeededIds: ['p1a'],
        failedIds: [],
        successMessage: 'Deleted presentation "Deck 1A"',
        failureMessage: null,
      }),
    });
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Deck 1A to the trash' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Move 1 presentation to the trash?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Deleted presentation "Deck 1A"')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')!.body).toEqual({ presentationIds: ['p1a'] });
  });

  it('moves several selected presentations and shows both the success and the failure toast', async () => {
    const { fetchImpl, calls } = listServer(1, {
      'DELETE /api/presentation': json(200, {
        succeededIds: ['p1a'],
        failedIds: ['p1b'],
        successMessage: 'Deleted presentation "Deck 1A"',
        failureMessage: 'Cannot delete presentation Deck 1B',
      }),
    });
    renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all presentations on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Move 2 presentations to the trash?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Deleted presentation "Deck 1A"')).toBeTruthy();
    const failure = await screen.findByText('Cannot delete presentation Deck 1B');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(calls.find((call) => call.method === 'DELETE')!.body).toEqual({ presentationIds: ['p1a', 'p1b'] });
  });
});
