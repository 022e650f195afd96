import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FolderContents } from '../../../../contracts/folders/read-models.js';
import { errorReply, fakeFetch, json } from '../../test-support/fake-fetch.js';
import { signedInStorage, summary, USER } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const TALKS = '11111111-1111-4111-8111-111111111111';
const YEAR = '22222222-2222-4222-8222-222222222222';
const crumbs = [
  { folderId: TALKS, folderName: 'Talks' },
  { folderId: YEAR, folderName: '2026' },
];
const contents = (presentations: FolderContents['presentations']): FolderContents => ({
  folderId: YEAR,
  folderName: '2026',
  userId: USER.id,
  ownerId: USER.id,
  hasShared: false,
  depth: 2,
  breadcrumb: crumbs,
  folders: [],
  presentations,
});

describe('A folder', () => {
  afterEach(cleanup);

  it('shows its breadcrumbs from My presentations down, and moves a presentation out to the top', async () => {
    let inFolder = [summary('p1', 'Deck A', { folderId: YEAR })];
    const { fetchImpl, calls } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      [`GET /api/folder/${YEAR}`]: () => ({ status: 200, body: contents(inFolder) }),
      'GET /api/folder/get-full-folder-tree': json(200, {
        folderTree: [{ folderId: TALKS, folderName: 'Talks', depth: 1, children: [{ folderId: YEAR, folderName: '2026', depth: 2, children: [] }] }],
      }),
      [`POST /api/account-folder/${USER.id}/presentation/move-to-folder`]: (call) => {
        inFolder = [];
        return { status: 200, body: { folderId: (call.body as { folderId: null }).folderId, presentationIds: ['p1'] } };
      },
    });
    renderApp(`/apps/presentations/folders/${YEAR}`, { fetchImpl, storage: signedInStorage() });
    const path = await screen.findByRole('navigation', { name: 'Folder path' });
    expect(within(path).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['My presentations', 'Talks', '2026']);
    expect(within(path).getByRole('link', { name: 'Talks' }).getAttribute('href')).toBe(`/apps/presentations/folders/${TALKS}`);
    expect(within(path).getByText('2026').getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Move Deck A to a folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Deck A”' });
    await within(dialog).findByRole('option', { name: /Talks/ });
    fireEvent.change(within(dialog).getByLabelText('Destination'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await screen.findByText('This folder is empty. Move presentations here from My presentations.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ presentationIds: ['p1'], folderId: null });
  });

  it("sorts its contents by the list's column and order, kept in the address", async () => {
    const { fetchImpl, calls } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      [`GET /api/folder/${YEAR}`]: json(200, contents([summary('p1', 'Deck A', { folderId: YEAR })])),
    });
    renderApp(`/apps/presentations/folders/${YEAR}`, { fetchImpl, storage: signedInStorage() });
    await screen.findByRole('navigation', { name: 'Folder path' });
    const folderCalls = () => calls.filter((call) => call.url.startsWith(`/api/folder/${YEAR}?`)).map((call) => call.url);
    expect(folderCalls().at(-1)).toBe(`/api/folder/${YEAR}?sortColumn=updatedAt&sortOrder=desc`);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    await waitFor(() => expect(folderCalls().at(-1)).toBe(`/api/folder/${YEAR}?sortColumn=name&sortOrder=asc`));
  });

  it("shows the server's message when a folder cannot be created 11 levels deep", async () => {
    const message = 'Folders can be nested at most 10 levels deep. Choose a folder higher up.';
    const { fetchImpl } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      [`GET /api/folder/${YEAR}`]: json(200, contents([])),
      'POST /api/folder': errorReply(422, message, 'business_rule_violated'),
    });
    renderApp(`/apps/presentations/folders/${YEAR}`, { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    fireEvent.change(within(dialog).getByLabelText('Folder name'), { target: { value: 'Too deep' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText(message)).toBeTruthy());
  });
});
