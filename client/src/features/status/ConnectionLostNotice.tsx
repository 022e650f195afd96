import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onReload: () => void;
}

/** Spec doc 1 §2 and §8: an unreachable server is announced with a Reload action. */
export function ConnectionLostNotice({ onReload }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="notice notice--error" role="alert" aria-labelledby={titleId}>
      <h3 id={titleId} className="notice__title">
        {t('connection.title')}
      </h3>
      <p>{t('connection.body')}</p>
      <p className="notice__support">{t('connection.support')}</p>
      <button type="button" className="button button--primary" onClick={onReload}>
        {t('connection.reload')}
      </button>
    </div>
  );
}
