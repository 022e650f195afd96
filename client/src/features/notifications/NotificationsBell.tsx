import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationView } from '../../../../contracts/notifications/notifications.js';
import { createNotificationsApi } from '../../api/notifications-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { BellIcon } from '../../ui/icons.js';
import { describeNotification } from './describe-notification.js';
import { followNotifications } from './notification-socket.js';

interface Loaded {
  readonly items: readonly NotificationView[];
  readonly page: number;
  readonly pages: number;
}

/**
 * The top bar's notifications (spec doc 1 §4 "Notifications"): the unread count, a panel loaded a page of 40 at a
 * time (current page plus 1, appended), new ones arriving over the socket; opening one marks it read.
 */
export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createNotificationsApi(services.http), [services.http]);
  const toast = useToast();
  const navigate = useNavigate();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const refreshCount = useCallback(() => {
    api.countUnread().then(setUnread, () => undefined);
  }, [api]);

  useEffect(() => {
    refreshCount();
    return followNotifications(
      () => services.tokens.current(),
      ({ notification }) => {
        setUnread((count) => count + 1);
        setLoaded((current) => (current && !current.items.some((item) => item.id === notification.id) ? { ...current, items: [notification, ...current.items] } : current));
      },
      refreshCount,
    );
  }, [services.tokens, refreshCount]);

  const loadPage = useCallback(
    async (page: number) => {
      try {
        const next = await api.page(page);
        setLoaded((current) => ({ items: page === 1 || !current ? next.result : [...current.items, ...next.result.filter((item) => !current.items.some((known) => known.id === item.id))], page, pages: next.pages }));
      } catch (error) {
        reportFailure(error, toast.error);
      }
    },
    [api, toast],
  );

  const toggle = () => {
    if (!open) void loadPage(1);
    setOpen(!open);
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const markRead = async (ids: readonly string[] | 'all') => {
    try {
      setUnread(await api.read(ids));
      setLoaded((current) => current && { ...current, items: current.items.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item)) });
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };

  const choose = async (notification: NotificationView) => {
    if (!notification.read) await markRead([notification.id]);
    if (notification.link) {
      setOpen(false);
      void navigate(notification.link);
    }
  };

  const describe = (notification: NotificationView) => describeNotification(t, notification);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="notifications" onKeyDown={(event) => event.key === 'Escape' && open && close()}>
      <button
        ref={button}
        type="button"
        className="button button--ghost button--small notifications__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon size={18} />
        <span className="notifications__label">{unread > 0 ? t('notifications.openWithUnread', { count: unread }) : t('notifications.open')}</span>
        {unread > 0 && (
          <span className="notifications__badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notifications__panel" aria-label={t('notifications.panel')}>
          <div className="notifications__head">
            <h2>{t('notifications.heading')}</h2>
            {unread > 0 && (
              <button type="button" className="button button--ghost button--small" onClick={() => void markRead('all')}>
                {t('notifications.markAllRead')}
              </button>
            )}
          </div>
          {loaded === null && <p role="status">{t('notifications.loading')}</p>}
          {loaded?.items.length === 0 && <p>{t('notifications.empty')}</p>}
          {loaded && loaded.items.length > 0 && (
            <ul className="notifications__list">
              {loaded.items.map((notification) => (
                <li key={notification.id} className={`notifications__item${notification.read ? '' : ' notifications__item--unread'}`}>
                  <button type="button" className="notifications__entry" onClick={() => void choose(notification)}>
                    {!notification.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
                    <span>{describe(notification)}</span>
                    <time dateTime={notification.createdAt}>{time.format(new Date(notification.createdAt))}</time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {loaded && loaded.page < loaded.pages && (
            <button type="button" className="button button--small" onClick={() => void loadPage(loaded.page + 1)}>
              {t('notifications.loadMore')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
