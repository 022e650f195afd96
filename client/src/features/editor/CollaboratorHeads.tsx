import { useTranslation } from 'react-i18next';
import type { DeckEditor } from '../../../../contracts/realtime/deck-sync.js';
import { collaboratorHeads } from './collaborator-heads.js';

/** Who else has this deck open in the editor now: at most 3 heads, then "+N". Nothing while one is alone. */
export function CollaboratorHeads({ others, ownUserId }: { others: readonly DeckEditor[]; ownUserId: string | undefined }) {
  const { t } = useTranslation();
  const { heads, more } = collaboratorHeads(others, ownUserId);
  if (heads.length === 0) return null;
  return (
    <ul className="collaborator-heads" aria-label={t('editor.coediting.heads')}>
      {heads.map((head) => {
        const label = head.self ? t('editor.coediting.selfElsewhere', { name: head.name }) : head.name;
        return (
          <li key={head.userId} className="collaborator-heads__head" title={label} data-self={head.self}>
            <span aria-hidden="true">{head.initials}</span>
            <span className="visually-hidden">{label}</span>
          </li>
        );
      })}
      {more > 0 && (
        <li className="collaborator-heads__more" title={t('editor.coediting.more', { count: more })}>
          <span aria-hidden="true">+{more}</span>
          <span className="visually-hidden">{t('editor.coediting.more', { count: more })}</span>
        </li>
      )}
    </ul>
  );
}
