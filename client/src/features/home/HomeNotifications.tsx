import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../../contracts/notifications/notifications.js';
import { createNotificationsApi } from '../../api/notifications-api.js';
import { useServices } from '../../app-services.js';
import { useAsync } from '../presentations/use-async.js';
import { describeNotification } from '../notifications/describe-notification.js';

/** Spec doc 1 §9: Home lists the latest notifications (the top bar's bell keeps the full list and marks them read). */
export const HOME_NOTIFICATIONS_SHOWN = 5;

export function HomeNotifications() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createNotificationsApi(services.http), [services.http]);
  const latest = useAsync(async () => (await api.page(1)).result.slice(0, HOME_NOTIFICATIONS_SHOWN), 'home-notifications');
  if (!latest.data || latest.data.length === 0) return null;
  const describe = (notification: NotificationView) => describeNotification(t, notification);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="home-notifications-title" className="recent">
      <div className="section-header">
        <h2 id="home-notifications-title">{t('home.latestNotifications')}</h2>
      </div>
      <ul className="home-notifications">
        {latest.data.map((notification) => (
          <li key={notification.id} className={notification.read ? undefined : 'home-notifications__unread'}>
            {!notification.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
            {notification.link ? <Link to={notification.link}>{describe(notification)}</Link> : <span>{describe(notification)}</span>}{' '}
            <time dateTime={notification.createdAt}>{time.format(new Date(notification.createdAt))}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
