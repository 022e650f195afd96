import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SharedPresentationView } from '../../../../contracts/sharing/collaborators.js';
import { reportFailure } from '../../api/report-failure.js';
import { createSharingApi } from '../../api/sharing-api.js';
import { useServices } from '../../app-services.js';
import { editorPath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';

/** Shared With Me's presentations (spec doc 1 §2 shared-presentations): the decks others shared with the caller. */
export function SharedPresentations() {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createSharingApi(http), [http]);
  const toast = useToast();
  const [presentations, setPresentations] = useState<SharedPresentationView[] | null>(null);

  useEffect(() => {
    let current = true;
    api.sharedWithMe().then(
      (loaded) => current && setPresentations(loaded),
      (error: unknown) => reportFailure(error, toast.error),
    );
    return () => {
      current = false;
    };
  }, [api, toast]);

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="shared-decks-heading">
      <h2 id="shared-decks-heading">{t('sharing.sharedWithMe.presentations')}</h2>
      {presentations === null && <p role="status">{t('sharing.sharedWithMe.loading')}</p>}
      {presentations?.length === 0 && <p>{t('sharing.sharedWithMe.empty')}</p>}
      {presentations && presentations.length > 0 && (
        <ul className="shared-list">
          {presentations.map((presentation) => (
            <li key={presentation.id} className="shared-list__item">
              <Link to={editorPath(presentation.id)} className="shared-list__name">
                {presentation.name}
              </Link>
              <span>{t(`sharing.roles.${presentation.role}`)}</span>
              <span>{t('sharing.sharedWithMe.slides', { count: presentation.slideCount })}</span>
              <span>{t('sharing.sharedWithMe.updated', { date: date.format(new Date(presentation.updatedAt)) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
