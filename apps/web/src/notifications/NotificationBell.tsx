import { useEffect, useRef, useState } from 'react';
import { privateChannel, type NotificationMessage, type PrivateEventName } from '@sb/contract';
import { intlLocale } from '@sb/domain';
import { useSession } from '../account/session';
import { api } from '../api/http-client';
import { useT } from '../i18n/useT';
import { PlainLink } from '../navigation/PlainLink';
import { useChannel } from '../realtime/useChannel';
import styles from './NotificationBell.module.css';
import { PushOptIn } from './PushOptIn';

// The bell (domain 1, 4, 7; issue 27; page-builder block `notifications`): the unread count,
// kept live by `unread_counters_changed`, and the list, read when opened. Fetched once a player
// is signed in.

const V2 = '/api/sportsbook/v2';

export function NotificationBell() {
  const { t, locale } = useT();
  const userId = useSession((s) => (s.status === 'logged_in' ? s.profile?.id : undefined));
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<NotificationMessage[] | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!userId) return;
    void api<{ unread: number }>('GET', `${V2}/notifications/counters`).then(
      (c) => setUnread(c.unread),
      () => {},
    );
  }, [userId]);

  useChannel<PrivateEventName>(userId ? privateChannel(locale, userId) : null, (p) => {
    if (p.event_name === 'unread_counters_changed') setUnread(p.message.unread);
    if (p.event_name === 'notification') {
      const message = p.message as NotificationMessage;
      setItems((list) => (list ? [message, ...list.filter((n) => n.id !== message.id)] : list));
    }
  });

  // Read on open (domain 4): the list is fetched, then everything in it is marked read.
  const toggle = async () => {
    const next = !open;
    setOpen(next);
    if (!next) return;
    try {
      setItems(await api<NotificationMessage[]>('GET', `${V2}/notifications`));
      if (unread > 0)
        setUnread((await api<{ unread: number }>('POST', `${V2}/notifications/read-all`)).unread);
    } catch {
      setItems((list) => list ?? []);
    }
  };

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (
        e instanceof KeyboardEvent
          ? e.key === 'Escape'
          : !panel.current?.parentElement?.contains(e.target as Node)
      )
        setOpen(false);
    };
    window.addEventListener('mousedown', close);
    window.addEventListener('keydown', close);
    return () => {
      window.removeEventListener('mousedown', close);
      window.removeEventListener('keydown', close);
    };
  }, [open]);

  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-label={t('notifications.open', { count: unread })}
        data-testid="notification-bell"
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 && (
          <span className={styles.count} data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          className={styles.panel}
          role="region"
          aria-label={t('notifications.title')}
          data-testid="notification-panel"
        >
          <h2 className={styles.title}>{t('notifications.title')}</h2>
          <PushOptIn />
          {items === null ? (
            <p className={styles.empty} aria-busy="true" />
          ) : items.length === 0 ? (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => (
                <li
                  key={n.id}
                  className={styles.item}
                  data-testid="notification"
                  data-read={n.read || undefined}
                >
                  <strong>{n.title}</strong>
                  <span>{n.body}</span>
                  {n.object_type === 'limit' && (
                    // A limit reached (issue 27): where the player sees and changes their limits.
                    <PlainLink
                      href="/profile/limits"
                      className={styles.link}
                      onClick={() => setOpen(false)}
                    >
                      {t('limits.title')}
                    </PlainLink>
                  )}
                  <time dateTime={n.created_at}>{when.format(new Date(n.created_at))}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
