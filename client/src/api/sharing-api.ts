import type { CollaboratorsView, EditInvitationView, InvitableRole, SharedPresentationView } from '../../../contracts/sharing/collaborators.js';
import type { HttpClient } from './http-client.js';

/** Issue 24: a presentation's collaborators, invitations to edit, access requests and Shared With Me. */
export interface SharingApi {
  collaborators(presentationId: string): Promise<CollaboratorsView>;
  invite(presentationId: string, emails: readonly string[], role: InvitableRole): Promise<CollaboratorsView>;
  changeRole(presentationId: string, invitationId: string, role: InvitableRole): Promise<CollaboratorsView>;
  remove(presentationId: string, invitationId: string): Promise<CollaboratorsView>;
  leave(presentationId: string): Promise<void>;
  invitation(presentationId: string, invitationId: string): Promise<EditInvitationView>;
  claim(presentationId: string, invitationId: string): Promise<EditInvitationView>;
  requestAccess(presentationId: string, role: 'editor' | 'viewer'): Promise<void>;
  sharedWithMe(): Promise<SharedPresentationView[]>;
}

export function createSharingApi(http: HttpClient): SharingApi {
  const send = async <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => (await http.request<T>(method, path, body === undefined ? {} : { body })).data;
  const deck = (presentationId: string) => `/api/presentation/${encodeURIComponent(presentationId)}`;
  return {
    collaborators: (presentationId) => http.get(`${deck(presentationId)}/collaborators`),
    invite: (presentationId, emails, role) => send('POST', `${deck(presentationId)}/collaborators`, { emails, role }),
    changeRole: (presentationId, invitationId, role) => send('PATCH', `${deck(presentationId)}/collaborators/${encodeURIComponent(invitationId)}`, { role }),
    remove: (presentationId, invitationId) => send('DELETE', `${deck(presentationId)}/collaborators/${encodeURIComponent(invitationId)}`),
    leave: async (presentationId) => {
      await send('DELETE', `${deck(presentationId)}/collaborators/leave`);
    },
    invitation: (presentationId, invitationId) => http.get(`${deck(presentationId)}/invitations/${encodeURIComponent(invitationId)}`),
    claim: (presentationId, invitationId) => send('POST', `${deck(presentationId)}/invitations/${encodeURIComponent(invitationId)}/claim`),
    requestAccess: async (presentationId, role) => {
      await send('POST', `${deck(presentationId)}/request-access`, { role });
    },
    sharedWithMe: async () => (await http.get<{ presentations: SharedPresentationView[] }>('/api/shared-presentations')).presentations,
  };
}
