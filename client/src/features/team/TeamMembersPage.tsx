import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_TEAM_ROLES, type AssignableTeamRole } from '../../../../contracts/teams/permissions.js';
import type { TeamMemberView, TeamView } from '../../../../contracts/teams/views.js';
import { reportFailure } from '../../api/report-failure.js';
import type { TeamsApi } from '../../api/teams-api.js';
import { useSession } from '../../app-services.js';
import { WorkingModeSwitch } from './WorkingModeSwitch.js';
import { useToast } from '../../toasts/toasts.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { CreateTeamForm } from './CreateTeamForm.js';
import { InviteForm } from './InviteForm.js';
import { LicenseForm } from './LicenseForm.js';
import { TeamLoadFailed } from './TeamLoadFailed.js';
import { displayTeamName } from './team-name.js';
import { useTeam } from './use-team.js';

/** /apps/team/members: the team's members and pending invitations, with what the user's role lets them do. */
export function TeamMembersPage() {
  const { t } = useTranslation();
  const { api, load, setTeam, reload } = useTeam();
  return (
    <section className="page team-page" aria-labelledby="team-members-heading">
      <title>{t('team.members.pageTitle')}</title>
      {load.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {load.status === 'failed' && <TeamLoadFailed onRetry={reload} />}
      {load.status === 'loaded' && load.team === null && (
        <>
          <h1 id="team-members-heading">{t('team.nav')}</h1>
          <CreateTeamForm api={api} onCreated={setTeam} />
        </>
      )}
      {load.status === 'loaded' && load.team && (
        <>
          <Members api={api} team={load.team} setTeam={setTeam} reload={reload} />
          <WorkingModeSwitch />
        </>
      )}
    </section>
  );
}

function Members({ api, team, setTeam, reload }: { api: TeamsApi; team: TeamView; setTeam: (team: TeamView | null) => void; reload: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const [removing, setRemoving] = useState<TeamMemberView | null>(null);
  const [leaving, setLeaving] = useState(false);
  const can = (key: TeamView['permissions'][number]) => team.permissions.includes(key);
  const fullName = (member: TeamMemberView) => `${member.firstName} ${member.lastName}`.trim() || member.email;
  const act = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };
  const changeRole = (member: TeamMemberView, role: AssignableTeamRole) =>
    act(async () => {
      setTeam(await api.changeRole(team.id, member.userId, role));
      toast.success(t('team.members.roleChanged', { name: fullName(member), role: t(`team.roles.${role}`) }));
    });
  const cancel = (invitationId: string, email: string) =>
    act(async () => {
      await api.cancelInvitation(invitationId);
      toast.success(t('team.invite.cancelled', { email }));
      reload();
    });
  return (
    <>
      <h1 id="team-members-heading">{t('team.members.heading', { name: displayTeamName(team.name) })}</h1>
      {team.licenseQuantity !== null && (
        <p className="team-page__licenses">{t('team.members.licenses', { used: team.numberOfUsedLicenses ?? 0, quantity: team.licenseQuantity })}</p>
      )}
      {team.isOverQuota && (
        <p className="team-page__warning" role="status">
          {t('team.members.overQuota')}
        </p>
      )}
      {team.memberRole === 'owner' && <LicenseForm api={api} team={team} onChanged={setTeam} />}
      {can('add-team-member') && (
        <section aria-labelledby="team-invite-heading" className="team-card">
          <h2 id="team-invite-heading">{t('team.invite.heading')}</h2>
          <InviteForm api={api} onInvited={reload} />
          <h3>{t('team.invite.pending')}</h3>
          {team.invitations && team.invitations.length > 0 ? (
            <ul className="team-invitations">
              {team.invitations.map((invitation) => (
                <li key={invitation.invitationId}>
                  <span>{invitation.invitedEmail}</span>
                  <button type="button" className="button button--ghost button--small" onClick={() => void cancel(invitation.invitationId, invitation.invitedEmail)}>
                    {t('team.invite.cancel', { email: invitation.invitedEmail })}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('team.invite.none')}</p>
          )}
        </section>
      )}
      <div className="table-scroll" role="region" aria-label={t('team.members.table')} tabIndex={0}>
        <table className="data-table team-members">
          <caption className="visually-hidden">{t('team.members.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('team.members.name')}</th>
              <th scope="col">{t('team.members.email')}</th>
              <th scope="col">{t('team.members.role')}</th>
              <th scope="col">{t('team.members.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {team.members.list.map((member) => {
              const isSelf = member.userId === session?.user.id;
              const manageable = member.role !== 'owner' && !isSelf;
              return (
                <tr key={member.userId}>
                  <th scope="row">{isSelf ? t('team.members.you', { name: fullName(member) }) : fullName(member)}</th>
                  <td>{member.email}</td>
                  <td>
                    {can('edit-role') && manageable ? (
                      <select aria-label={t('team.members.roleOf', { name: fullName(member) })} value={member.role} onChange={(event) => void changeRole(member, event.target.value as AssignableTeamRole)}>
                        {ASSIGNABLE_TEAM_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`team.roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      t(`team.roles.${member.role}`)
                    )}
                  </td>
                  <td>
                    {can('remove-team-member') && manageable && (
                      <button type="button" className="button button--ghost button--small" onClick={() => setRemoving(member)}>
                        {t('team.members.remove', { name: fullName(member) })}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {can('leave-team') && (
        <button type="button" className="button button--danger" onClick={() => setLeaving(true)}>
          {t('team.members.leave')}
        </button>
      )}
      {removing && (
        <ConfirmDialog
          title={t('team.members.removeTitle', { name: fullName(removing) })}
          message={t('team.members.removeMessage', { name: fullName(removing) })}
          confirmLabel={t('team.members.removeConfirm')}
          danger
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            act(async () => {
              setTeam(await api.removeMember(removing.userId));
              toast.success(t('team.members.removed', { name: fullName(removing) }));
              setRemoving(null);
            })
          }
        />
      )}
      {leaving && (
        <ConfirmDialog
          title={t('team.members.leaveTitle', { name: displayTeamName(team.name) })}
          message={t('team.members.leaveMessage')}
          confirmLabel={t('team.members.leave')}
          danger
          onClose={() => setLeaving(false)}
          onConfirm={() =>
            act(async () => {
              await api.leave();
              toast.success(t('team.members.left'));
              setTeam(null);
            })
          }
        />
      )}
    </>
  );
}
