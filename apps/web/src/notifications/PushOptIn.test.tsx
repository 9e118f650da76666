import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@sb/contract';
import { resetSessionForTests, setSessionForTests } from '../account/session';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { PushOptIn } from './PushOptIn';

// issue 27: the bell panel's opt-in drives the browser's Push API (stubbed here: jsdom has
// none) and saves the subscription with POST /settings.

const KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => i + 1)).toString('base64url');
const ENDPOINT = 'https://push.example/send/abc';

const mount = () =>
  render(
    <I18nProvider locale="en" messages={en}>
      <PushOptIn />
    </I18nProvider>,
  );

/** A browser with the Push API: one registration that holds at most one subscription. */
function pushBrowser(permission: NotificationPermission = 'default') {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: ENDPOINT,
        unsubscribe,
        toJSON: () => ({
          endpoint: ENDPOINT,
          keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
        }),
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  let registered = false;
  const serviceWorker = {
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    ready: Promise.resolve(registration),
  };
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = url.endsWith('/push/key') ? { data: { public_key: KEY } } : { data: {} };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return { pushManager, serviceWorker, requestPermission, unsubscribe, calls };
}

const site = (pushNotifications: SiteConfig['pushNotifications']) =>
  ({ pushNotifications }) as unknown as SiteConfig;

beforeEach(() => {
  setSessionForTests({ status: 'logged_in', site: site({ type: 'web-push' }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  resetSessionForTests();
});

describe('the browser-notifications opt-in', () => {
  it('turns on: permission, the service worker, a subscription with the server key, saved; then off', async () => {
    const b = pushBrowser();
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on browser notifications' }));
    await screen.findByRole('button', { name: 'Turn off browser notifications' });
    expect(b.requestPermission).toHaveBeenCalled();
    expect(b.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(b.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from({ length: 65 }, (_, i) => i + 1),
    });
    expect(b.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/sportsbook/v2/settings',
      body: {
        push_subscription: {
          endpoint: ENDPOINT,
          keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
        },
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Turn off browser notifications' }));
    await screen.findByRole('button', { name: 'Turn on browser notifications' });
    expect(b.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/sportsbook/v2/settings',
      body: { push_unsubscribe: { endpoint: ENDPOINT } },
    });
    expect(b.unsubscribe).toHaveBeenCalled();
  });

  it('says so when the player refused notifications to this site', async () => {
    const b = pushBrowser('denied');
    mount();
    await screen.findByText(en['notifications.push.blocked']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(b.calls).toEqual([]);
  });

  it('is not offered when the site config leaves push off, nor by a browser without push', async () => {
    setSessionForTests({ site: site(null) });
    const b = pushBrowser();
    mount();
    await waitFor(() => expect(b.serviceWorker.getRegistration).not.toHaveBeenCalled());
    expect(screen.queryByTestId('push-opt-in')).toBeNull();
    cleanup();

    setSessionForTests({ site: site({ type: 'web-push' }) });
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    mount();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('push-opt-in')).toBeNull();
  });
});
