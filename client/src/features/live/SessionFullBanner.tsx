import { useTranslation } from 'react-i18next';
import type { SessionFullNotice } from './presenter-live.js';

/** Tells the presenter, in plain words, that people are being turned away and why: the plan's participant limit. */
export function SessionFullBanner({ notice }: { notice: SessionFullNotice }) {
  const { t } = useTranslation();
  const counts = { limit: notice.limit, refused: notice.refused, count: notice.refused };
  return (
    <div className="session-full" role="alert">
      <p className="session-full__title">{t('live.presenting.sessionFullTitle')}</p>
      <p className="session-full__body">
        {notice.plan ? t('live.presenting.sessionFullBody', { ...counts, plan: notice.plan }) : t('live.presenting.sessionFullBodyYourPlan', counts)}
      </p>
    </div>
  );
}
