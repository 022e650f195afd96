import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <title>{t('notFound.pageTitle')}</title>
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title">{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
