import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamMemberView, TeamView } from '../../../../contracts/teams/views.js';
import { fakeFetch, json } from '../../test-support/fake-fetch.js';
import { signedInStorage, USER } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const member = (userId: string, firstName: string, role: TeamMemberView['role']): TeamMemberView => ({
  userId,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: 'L',
  role,
  joinedAt: '2026-01-01T10:00:00.000Z',
});

function ownersTeam(): TeamView {
  return {
    id: 'team-1',
    name: 'A team whose name is longer than thirty characters',
    createdFrom: 'self',
    memberRole: 'owner',
    permissions: ['add-team-member', 'remove-team-member', 'edit-role', 'view-licenses-used', 'view-member-list'],
    licenseQuantity: 5,
    numberOfUsedLicenses: 2,
    isOverQuota: false,
    members: { count: 2, list: [{ ...member(USER.id, 'Ada', 'owner'), lastName: 'Lovelace' }, member('user-2', 'Bo', 'member')] },
    invitations: [{ invitationId: 'inv-1', accountId: 'team-1', account: { name: 'Crew' }, status: 'pending', invitedEmail: 'cy@example.com', sentAt: '2026-01-02T10:00:00.000Z' }],
  };
}

describe('Team members page', () => {
  afterEach(cleanup);

  it('lists members and pending invitations, invites, changes a role, cancels and removes through the API', async () => {
    let team = ownersTeam();
    const { fetchImpl, calls } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/users/account': () => ({ status: 200, body: { account: team } }),
      'POST /api/invitations': () => {
        team = { ...team, invitations: [...team.invitations!, { ...team.invitations![0]!, invitationId: 'inv-2', invitedEmail: 'dee@example.com' }] };
        return { status: 201, body: { invitations: [team.invitations!.at(-1)] } };
      },
      'PATCH /api/accounts/team-1/user/user-2': (call) => {
        team = { ...team, members: { ...team.members, list: [team.members.list[0]!, { ...team.members.list[1]!, role: (call.body as { role: 'admin' }).role }] } };
        return { status: 200, body: team };
      },
      'PATCH /api/accounts/team-1': (call) => {
        const { licenseQuantity } = call.body as { licenseQuantity: number };
        if (licenseQuantity < 2) {
          return { status: 400, body: { statusCode: 400, code: 'validation_failed', message: 'Invalid input', details: [{ path: 'licenseQuantity', message: 'The licence quantity must be between 2 and 30' }] } };
        }
        team = { ...team, licenseQuantity };
        return { status: 200, body: team };
      },
      'PATCH /api/invitations/inv-1': () => ({ status: 200, body: { ...team.invitations![0], status: 'cancelled' } }),
      'DELETE /api/users/account/user-2': () => {
        team = { ...team, members: { count: 1, list: [team.members.list[0]!] } };
        return { status: 200, body: team };
      },
    });
    renderApp('/apps/team/members', { fetchImpl, storage: signedInStorage() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Members of A team whose name is longer th…' })).toBeTruthy();
    expect(screen.getByText('2 of 5 licences used')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Ada Lovelace (you)' })).toBeTruthy();
    // The owner's own row has no controls; the member's has a role choice and a remove button.
    expect(screen.queryByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeNull();

    const licenses = screen.getByRole('spinbutton', { name: 'Licences (2 to 30)' });
    fireEvent.change(licenses, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save licences' }));
    expect(await screen.findByText('The licence quantity must be between 2 and 30')).toBeTruthy();
    fireEvent.change(licenses, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save licences' }));
    expect(await screen.findByText('2 of 7 licences used')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'dee@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('button', { name: 'Cancel invitation to dee@example.com' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/invitations')!.body).toEqual({ emails: ['dee@example.com'] });

    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Bo L' }), { target: { value: 'admin' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Role of Bo L' }) as HTMLSelectElement).value).toBe('admin'));
    expect(calls.find((call) => call.method === 'PATCH' && call.url.includes('/user/'))!.body).toEqual({ role: 'admin' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel invitation to cy@example.com' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.url === '/api/invitations/inv-1')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bo L' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bo L from the team?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Bo L' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/users/account/user-2')).toBe(true);
  });

  it('shows a member no controls they may not use, and offers a presenter without a team to create one', async () => {
    const asMember: TeamView = { ...ownersTeam(), memberRole: 'member', permissions: ['leave-team', 'view-member-list'], licenseQuantity: null, numberOfUsedLicenses: null, isOverQuota: null, invitations: null };
    const { fetchImpl } = fakeFetch({ 'GET /api/users/get-profile/': json(200, USER), 'GET /api/users/account': json(200, { account: asMember }) });
    renderApp('/apps/team/members', { fetchImpl, storage: signedInStorage() });
    expect(await screen.findByRole('button', { name: 'Leave team' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByText(/licences used/)).toBeNull();
    cleanup();

    const created: TeamView = { ...ownersTeam(), name: 'Crew', members: { count: 1, list: [member(USER.id, 'Ada', 'owner')] }, invitations: [] };
    const personal = fakeFetch({ 'GET /api/users/get-profile/': json(200, USER), 'GET /api/users/account': json(200, { account: null }), 'POST /api/accounts': json(201, created) });
    renderApp('/apps/team/members', { fetchImpl: personal.fetchImpl, storage: signedInStorage() });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Team name' }), { target: { value: 'Crew' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Licences (2 to 30)' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members of Crew' })).toBeTruthy();
    expect(personal.calls.find((call) => call.method === 'POST')!.body).toEqual({ name: 'Crew', licenseQuantity: 4 });
  });
});
