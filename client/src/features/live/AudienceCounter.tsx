import { useTranslation } from 'react-i18next';
import type { AudienceCount } from '../../../../contracts/live/socket-protocol.js';

/** Who is here: connected now, and admitted so far against the plan's participant limit. */
export function AudienceCounter({ audience }: { audience: AudienceCount }) {
  const { t } = useTranslation();
  return (
    <p className="audience-counter" aria-label={t('live.presenting.audience')} data-testid="audience-counter">
      <span className="audience-counter__online">
        <span className="audience-counter__dot" aria-hidden="true" />
        {t('live.presenting.online', { count: audience.online })}
      </span>
      <span className="audience-counter__joined">
        {audience.limit > 0 ? t('live.presenting.joinedOfLimit', { count: audience.joined, limit: audience.limit }) : t('live.presenting.joined', { count: audience.joined })}
      </span>
    </p>
  );
}
