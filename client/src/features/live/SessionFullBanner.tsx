import { useTranslation } from 'react-i18next';
import type { SessionFullNotice } from './presenter-live.js';

/** Tells the presenter, in plain words, that people are being turned away and why: the plan's participant limit. */
export function SessionFullBanner({ notice }: { notice: SessionFullNotice }) {
  const { t } = useTranslation();
  const plan = notice.plan ?? t('live.presenting.yourPlan');
  return (
    <div className="session-full" role="alert">
      <p className="session-full__title">{t('live.presenting.sessionFullTitle')}</p>
      <p className="session-full__body">{t('live.presenting.sessionFullBody', { plan, limit: notice.limit, refused: notice.refused, count: notice.refused })}</p>
    </div>
  );
}
