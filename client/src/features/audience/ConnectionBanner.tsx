import { useTranslation } from 'react-i18next';
import type { ConnectionState } from './audience-session.js';

/** Says when answers cannot reach the presenter right now; silent while all is well. */
export function ConnectionBanner({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  if (state === 'online') return null;
  const text = state === 'offline' ? t('audience.live.offline') : state === 'reconnecting' ? t('audience.live.reconnecting') : t('audience.live.connecting');
  return (
    <p className={`connection-banner connection-banner--${state}`} role="status">
      <span className="connection-banner__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
