import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { needsOnboarding } from '../../../../contracts/identity/personal-information.js';
import { HOME_RECENT_PRESENTATIONS } from '../../../../contracts/presentations/constants.js';
import { useServices, useSession } from '../../app-services.js';
import { editorPath, ROUTES } from '../../routes.js';
import { formatListDate } from '../../ui/format-date.js';
import { PlusIcon } from '../../ui/icons.js';
import { FeatureDeckStarts } from '../onboarding/FeatureDeckStarts.js';
import { OnboardingQuestions } from '../onboarding/OnboardingQuestions.js';
import { PresentationThumbnail } from '../presentations/PresentationThumbnail.js';
import { useAsync } from '../presentations/use-async.js';
import { useCreatePresentation } from '../presentations/use-create-presentation.js';
import { AdminPickedTemplates } from './AdminPickedTemplates.js';
import { HomeNotifications } from './HomeNotifications.js';
import { HomeFeedbacks } from './feedbacks/HomeFeedbacks.js';

/** Spec doc 1 §2: the template library (issue 28's templates part). */
const TEMPLATE_LIBRARY_PATH = '/apps/template-library';

/** Spec doc 1 §9: Home shows onboarding for a new presenter, ways to start, admin-picked templates, private feedbacks and up to 10 recent presentations (each its first slide). */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const session = useSession();
  const { creating, create } = useCreatePresentation();
  const [answered, setAnswered] = useState(false);
  const user = session?.user;
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
          {/* Registering starts the first sign-in: only a later one is a return. */}
          <h1 id="home-title">{t(user && user.signInCount > 1 ? 'home.greeting' : 'home.greetingNew', { name: user?.firstName ?? '' })}</h1>
          <p className="page__lead">{t('home.lead')}</p>
        </div>
      </div>

      {user && needsOnboarding(user.personalInformation, user.isGuest) && <OnboardingQuestions userId={user.id} onAnswered={() => setAnswered(true)} />}
      {answered && (
        <p className="onboarding__saved" role="status">
          {t('onboarding.saved')}
        </p>
      )}

      <section aria-labelledby="start-title" className="home-start-section">
        <h2 id="start-title">{t('start.title')}</h2>
        <div className="home-start">
          <button type="button" className="start-card" onClick={() => void create()} disabled={creating}>
            <span className="start-card__icon" aria-hidden="true">
              <PlusIcon size={28} />
            </span>
            <span className="start-card__title">{creating ? t('presentations.creating') : t('home.createBlank')}</span>
            <span className="start-card__body">{t('home.createBlankBody')}</span>
          </button>
          <Link to={TEMPLATE_LIBRARY_PATH} className="start-card">
            <span className="start-card__title">{t('start.templates')}</span>
            <span className="start-card__body">{t('start.templatesBody')}</span>
          </Link>
        </div>
        <FeatureDeckStarts />
      </section>

      <AdminPickedTemplates />

      {user && !user.isGuest && <HomeNotifications />}

      {user && !user.isGuest && <HomeFeedbacks />}

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
                <div className="deck-card__thumb">
                  <PresentationThumbnail presentation={presentation} />
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
