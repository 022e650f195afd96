import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderCollaboratorRole } from '../../api/folder-sharing-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useToast } from '../../toasts/toasts.js';
import { useAsync } from '../presentations/use-async.js';
import { useFolderSharing } from './use-folder-sharing.js';

/** The owner's panel on a personal folder: share it by email as viewer or editor, and stop sharing. */
export function FolderCollaborators({ folderId }: { readonly folderId: string }) {
  const { t } = useTranslation();
  const api = useFolderSharing();
  const toast = useToast();
  const [reloads, setReloads] = useState(0);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<FolderCollaboratorRole>('viewer');
  const state = useAsync((signal) => api.collaborators(folderId, signal), `${folderId}|${reloads}`);
  const reload = () => setReloads((count) => count + 1);
  const share = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.share(folderId, [email], role);
      toast.success(t('shared.collaborators.shared', { email }));
      setEmail('');
      reload();
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };
  const remove = async (userId: string, who: string) => {
    try {
      await api.remove(folderId, [userId]);
      toast.success(t('shared.collaborators.removed', { email: who }));
      reload();
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };
  const collaborators = state.data?.folderId === folderId ? state.data.collaborators : [];
  return (
    <section aria-labelledby="folder-collaborators-heading" className="team-card">
      <h2 id="folder-collaborators-heading">{t('shared.collaborators.heading')}</h2>
      {collaborators.length === 0 ? (
        <p>{t('shared.collaborators.none')}</p>
      ) : (
        <ul className="team-workspace__list">
          {collaborators.map((person) => (
            <li key={person.userId} className="team-workspace__presentation">
              <span>
                {person.email} · {t(`shared.roles.${person.role}`)}
              </span>
              <button type="button" className="button" onClick={() => void remove(person.userId, person.email)}>
                {t('shared.collaborators.remove', { email: person.email })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="team-workspace__form" onSubmit={(event) => void share(event)}>
        <label htmlFor="folder-share-email">{t('shared.collaborators.email')}</label>
        <input id="folder-share-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} required maxLength={254} />
        <label htmlFor="folder-share-role">{t('shared.collaborators.role')}</label>
        <select id="folder-share-role" value={role} onChange={(event) => setRole(event.target.value as FolderCollaboratorRole)}>
          <option value="viewer">{t('shared.roles.viewer')}</option>
          <option value="editor">{t('shared.roles.editor')}</option>
        </select>
        <button type="submit" className="button">
          {t('shared.collaborators.submit')}
        </button>
      </form>
    </section>
  );
}
