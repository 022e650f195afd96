import { useTranslation } from 'react-i18next';

/** The team could not be loaded: say so and offer to try again. */
export function TeamLoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <p>{t('team.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('team.retry')}
      </button>
    </div>
  );
}
