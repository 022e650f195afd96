import type { AssignableTeamRole } from '../../../contracts/teams/permissions.js';
import type { InvitationView, TeamView } from '../../../contracts/teams/views.js';
import type { HttpClient } from './http-client.js';

/** Issue 24: the caller's team, its members and invitations (spec doc 1 §9 "Accounts and teams", "Invitations"). */
export interface TeamsApi {
  mine(signal?: AbortSignal): Promise<TeamView | null>;
  create(name: string, licenseQuantity: number): Promise<TeamView>;
  invite(emails: readonly string[]): Promise<InvitationView[]>;
  cancelInvitation(invitationId: string): Promise<InvitationView>;
  changeLicenseQuantity(teamId: string, licenseQuantity: number): Promise<TeamView>;
  changeRole(teamId: string, userId: string, role: AssignableTeamRole): Promise<TeamView>;
  removeMember(userId: string): Promise<TeamView>;
  leave(): Promise<void>;
  viewInvitation(invitationId: string): Promise<InvitationView>;
  acceptInvitation(invitationId: string): Promise<TeamView>;
  declineInvitation(invitationId: string): Promise<InvitationView>;
}

export function createTeamsApi(http: HttpClient): TeamsApi {
  const send = async <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => (await http.request<T>(method, path, body === undefined ? {} : { body })).data;
  const invitation = (invitationId: string) => `/api/invitations/${encodeURIComponent(invitationId)}`;
  return {
    mine: async (signal) => (await http.get<{ account: TeamView | null }>('/api/users/account', { signal })).account,
    create: (name, licenseQuantity) => send('POST', '/api/accounts', { name, licenseQuantity }),
    invite: async (emails) => (await send<{ invitations: InvitationView[] }>('POST', '/api/invitations', { emails })).invitations,
    cancelInvitation: (invitationId) => send('PATCH', invitation(invitationId), { status: 'cancelled' }),
    changeLicenseQuantity: (teamId, licenseQuantity) => send('PATCH', `/api/accounts/${encodeURIComponent(teamId)}`, { licenseQuantity }),
    changeRole: (teamId, userId, role) => send('PATCH', `/api/accounts/${encodeURIComponent(teamId)}/user/${encodeURIComponent(userId)}`, { role }),
    removeMember: (userId) => send('DELETE', `/api/users/account/${encodeURIComponent(userId)}`),
    leave: async () => {
      await send('POST', '/api/accounts/leave');
    },
    viewInvitation: (invitationId) => send('POST', '/api/invitations/view', { invitationId }),
    acceptInvitation: (invitationId) => send('POST', `${invitation(invitationId)}/accept`),
    declineInvitation: (invitationId) => send('POST', `${invitation(invitationId)}/decline`),
  };
}
