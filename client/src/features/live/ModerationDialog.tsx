import { useTranslation } from 'react-i18next';
import type { HeldEntry } from '../../../../contracts/live/results.js';
import { Modal } from '../../ui/Modal.js';

interface Props {
  readonly held: readonly HeldEntry[];
  readonly onModerate: (answerId: string, approve: boolean) => void;
  readonly onClose: () => void;
}

/** "Moderate answers before they show": the answers waiting on this slide, each shown or hidden by the presenter. */
export function ModerationDialog({ held, onModerate, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('live.moderation.title')}
      onClose={onClose}
      size="medium"
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {held.length === 0 ? (
        <p>{t('live.moderation.none')}</p>
      ) : (
        <ul className="moderation-list" aria-label={t('live.moderation.waiting', { count: held.length })}>
          {held.map((entry) => {
            const text = entry.values.join(', ');
            const author = entry.name || t('live.results.anonymous');
            return (
              <li key={entry.answerId} className="moderation-item">
                <p className="moderation-item__text">{text}</p>
                <p className="moderation-item__author">
                  <span aria-hidden="true">{entry.emoji}</span> {author}
                </p>
                <div className="moderation-item__actions">
                  <button type="button" className="button button--primary" onClick={() => onModerate(entry.answerId, true)} aria-label={t('live.moderation.approveAnswer', { text })}>
                    {t('live.moderation.approve')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => onModerate(entry.answerId, false)} aria-label={t('live.moderation.rejectAnswer', { text })}>
                    {t('live.moderation.reject')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
