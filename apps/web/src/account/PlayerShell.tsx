import { clientOnly } from '../page/client-only';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { AlertHost } from '../alerts/AlertHost';
import { whenIdle } from '../browser/when-idle';
import { useT } from '../i18n/useT';
import { ModalHost } from '../modals/ModalHost';
import { openModal } from '../modals/modal-store';
import { loadSportsbookSettings } from '../slip/settings';
import { useSlipSelector } from '../slip/SlipProvider';
import { SlipSync } from '../slip/SlipSync';
import { setApiLanguage, setUnauthorizedHandler } from '../api/http-client';
import { requiredForm } from './flows';
import {
  isLoggedIn,
  loadSession,
  loadSite,
  onSessionEvent,
  sessionExpired,
  useSession,
} from './session';

// A signed-in player's private channel: fetched once there is one to listen to.
const PrivateUpdates = clientOnly(() => import('./PrivateUpdates').then((m) => m.PrivateUpdates));

// shell 2.5 URL triggers ride in a query or a hash: their runner is fetched once a URL has one
// (most arrivals have neither; issue 8 first-load budget).
const UrlTriggersRunner = clientOnly(() =>
  import('../navigation/UrlTriggersRunner').then((m) => m.UrlTriggersRunner),
);

// The sign-up and deposit reminders, the cookie-consent banner (shell 4.2, 9) and, in a host's
// frame, the embedding (issue 23): fetched after the page is up.
const AfterPage = clientOnly(() => import('../composition/AfterPage').then((m) => m.AfterPage));

// A one-tap bet's outcome (issue 22 defect 1), fetched once there is one to show.
const QuickBetOutcome = clientOnly(() =>
  import('../slip/QuickBetOutcome').then((m) => m.QuickBetOutcome),
);

/** Once a URL of this visit had a query or a hash (the client's asPath carries the hash). */
function useUrlMayTrigger(): boolean {
  const router = useRouter();
  const [may, setMay] = useState(false);
  if (!may && router.isReady && /[?#]/.test(router.asPath)) setMay(true);
  return may;
}

/**
 * Everything a page needs around the player, mounted once in _app: the session (loaded on
 * arrival), the 401 rule of shell 8, the private channel, the slip's sync, the URL triggers,
 * and the one modal and the one alert on screen.
 */
export function PlayerShell() {
  const { locale } = useT();
  const signedIn = useSession(isLoggedIn);
  const urlMayTrigger = useUrlMayTrigger();
  const quickOutcome = useSlipSelector((s) => s.quickBet.state !== 'initial');
  const known = useSession((s) => s.status === 'logged_in' || s.status === 'not_logged_in');
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);

  useEffect(() => setApiLanguage(locale), [locale]);

  useEffect(() => {
    // shell 8: a 401 anywhere signs the player out and asks for sign-in, with no alert; 'User
    // is out of limit' (issue 20) shows the session-limit modal, the activity limit its own.
    setUnauthorizedHandler((key) => {
      sessionExpired();
      if (key === 'error.user_limits.out_of_limit') openModal({ name: 'out-of-session-limit' });
      else if (key === 'error.user_limits.activity_limit_reached')
        openModal({ name: 'activity-limit-reached' });
      else openModal({ name: 'sign-in' });
    });
    void loadSite().then(
      () => loadSession(),
      () => loadSession(),
    );
    void loadSportsbookSettings();
    // A signed-in arrival with required fields missing gets their modal first (shell 2.4).
    return onSessionEvent((e) => {
      if (e.type !== 'signedIn') return;
      const required = requiredForm(e.profile);
      if (required) openModal(required);
    });
  }, []);

  return (
    <>
      <SlipSync />
      {signedIn && <PrivateUpdates />}
      {urlMayTrigger && <UrlTriggersRunner />}
      {quickOutcome && <QuickBetOutcome />}
      {known && idle && <AfterPage />}
      <ModalHost />
      <AlertHost />
    </>
  );
}
