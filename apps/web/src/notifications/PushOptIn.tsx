import { useEffect, useState } from 'react';
import { useSession } from '../account/session';
import { api } from '../api/http-client';
import { useT } from '../i18n/useT';
import styles from './NotificationBell.module.css';

// Browser notifications (issue 27; shell 3 pushNotifications `web-push`): the player's opt-in
// in the bell's panel. On: permission, the service worker (public/sw.js), a push subscription
// with the server's VAPID key, saved by POST /settings; off: dropped there and here.

const V2 = '/api/sportsbook/v2';
const WORKER = '/sw.js';

type State = 'unknown' | 'off' | 'on' | 'busy' | 'blocked' | 'failed';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's subscription, if it has one. */
async function current(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function turnOn(): Promise<State> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const { data } = await api<{ data: { public_key: string | null } }>('GET', `${V2}/push/key`);
  if (!data.public_key) return 'failed';
  await navigator.serviceWorker.register(WORKER);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: Uint8Array.from(atob(base64(data.public_key)), (c) => c.charCodeAt(0)),
  });
  await api('POST', `${V2}/settings`, { body: { push_subscription: subscription.toJSON() } });
  return 'on';
}

async function turnOff(): Promise<State> {
  const subscription = await current();
  if (subscription) {
    await api('POST', `${V2}/settings`, {
      body: { push_unsubscribe: { endpoint: subscription.endpoint } },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}

/** base64url (RFC 4648 5) to the base64 `atob` reads. */
const base64 = (url: string) =>
  url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(url.length / 4) * 4, '=');

export function PushOptIn() {
  const { t } = useT();
  const on = useSession((s) => s.site?.pushNotifications?.type === 'web-push');
  const [state, setState] = useState<State>('unknown');

  useEffect(() => {
    if (!on || !supported()) return;
    current().then(
      (s) => setState(s ? 'on' : Notification.permission === 'denied' ? 'blocked' : 'off'),
      () => setState('off'),
    );
  }, [on]);

  if (!on || state === 'unknown') return null;
  const change = (to: () => Promise<State>) => {
    setState('busy');
    to().then(setState, () => setState('failed'));
  };
  return (
    <div className={styles.push} data-testid="push-opt-in">
      {state === 'blocked' ? (
        <p className={styles.empty}>{t('notifications.push.blocked')}</p>
      ) : (
        <button
          type="button"
          className={styles.pushButton}
          disabled={state === 'busy'}
          onClick={() => change(state === 'on' ? turnOff : turnOn)}
        >
          {t(state === 'on' ? 'notifications.push.off' : 'notifications.push.on')}
        </button>
      )}
      {state === 'failed' && (
        <p className={styles.empty} role="alert">
          {t('notifications.push.failed')}
        </p>
      )}
    </div>
  );
}
