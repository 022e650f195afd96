import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_RECENT_PRESENTATIONS } from '../../../../contracts/presentations/constants.js';
import { useServices, useSession } from '../../app-services.js';
import { editorPath, ROUTES } from '../../routes.js';
import { formatListDate } from '../../ui/format-date.js';
import { PlusIcon } from '../../ui/icons.js';
import { useAsync } from '../presentations/use-async.js';
import { useCreatePresentation } from '../presentations/use-create-presentation.js';

/** Spec doc 1 §9: Home shows up to 10 recent presentations. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const session = useSession();
  const { creating, create } = useCreatePresentation();
  const recent = useAsync(
    async (signal) =>
      (await services.presentations.list({ page: 1, sortColumn: 'updatedAt', sortOrder: 'desc' }, signal)).presentations.slice(
        0,
        HOME_RECENT_PRESENTATIONS,
      ),
    'recent',
  );

  return (
    <section className="page" aria-labelledby="home-title">
      <title>{t('home.pageTitle')}</title>
      <div className="page__header">
        <div>
          <h1 id="home-title">{t('home.greeting', { name: session?.user.firstName ?? '' })}</h1>
          <p className="page__lead">{t('home.lead')}</p>
        </div>
      </div>

      <div className="home-start">
        <button type="button" className="start-card" onClick={() => void create()} disabled={creating}>
          <span className="start-card__icon" aria-hidden="true">
            <PlusIcon size={28} />
          </span>
          <span className="start-card__title">{creating ? t('presentations.creating') : t('home.createBlank')}</span>
          <span className="start-card__body">{t('home.createBlankBody')}</span>
        </button>
      </div>

      <section aria-labelledby="recent-title" className="recent">
        <div className="section-header">
          <h2 id="recent-title">{t('home.recent')}</h2>
          <Link to={ROUTES.presentations}>{t('home.viewAll')}</Link>
        </div>
        {recent.status === 'loading' && !recent.data ? (
          <p className="loading" role="status">
            {t('common.loading')}
          </p>
        ) : recent.status === 'failed' ? (
          <p className="empty" role="alert">
            {t('presentations.loadFailed')}
          </p>
        ) : recent.data && recent.data.length > 0 ? (
          <ul className="deck-grid">
            {recent.data.map((presentation) => (
              <li key={presentation.id} className="deck-card">
                <div className="deck-card__thumb" aria-hidden="true">
                  <span>{presentation.name.charAt(0).toUpperCase()}</span>
                </div>
                <div className="deck-card__text">
                  <Link to={editorPath(presentation.id)} className="deck-card__name">
                    {presentation.name}
                  </Link>
                  <p className="deck-card__meta">
                    {t('presentations.slideCount', { count: presentation.slideCount })} ·{' '}
                    <time dateTime={presentation.updatedAt}>{formatListDate(presentation.updatedAt, i18n.language)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="empty">
            <p className="empty__title">{t('home.noRecent.title')}</p>
            <p>{t('home.noRecent.body')}</p>
          </div>
        )}
      </section>
    </section>
  );
}
