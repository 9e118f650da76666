import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import type { HostMessage } from '@sb/contract';
import { frameGate, type FrameGateAction } from '@sb/domain';
import { showAlert } from '../alerts/alerts';
import { ApiError } from '../api/http-client';
import { changeLanguage } from '../account/language';
import { currentAccount, getSession, isLoggedIn, signOut, useSession } from '../account/session';
import { closeModal, getModal, onModalChange, type ModalName } from '../modals/modal-store';
import { onBetsPlaced } from '../mybets/bets-events';
import { useLocalized } from '../navigation/localized';
import { STORAGE_KEYS, safeStorage } from '../browser/storage';
import { useSlipStore } from '../slip/SlipProvider';
import { HostLink } from './host-link';
import { INIT_PATH, initTarget } from './init-route';
import { signInWithHostToken } from './host-session';

/** shell 9: layout size notices at most every 100 ms. */
const HEIGHT_EVERY_MS = 100;

/** The modals that start a sign-in, a sign-up or a deposit (shell 5). */
const GATED: Partial<Record<ModalName, FrameGateAction>> = {
  'sign-in': 'sign-in',
  'sign-up': 'sign-up',
  'quick-deposit': 'deposit',
  'iframe-deposit': 'deposit',
  'deposit-reminder': 'deposit',
};

/**
 * The sportsbook inside a host's iframe (issue 23): mounted by PlayerShell only in a frame.
 * It takes the host's messages (HostLink checks their origin and shape), and tells the host
 * its route, its height, the player's session and balance, and the bets placed.
 */
export function EmbedBridge() {
  const site = useSession((s) => s.site);
  return site ? (
    <Bridge allowed={site.allowedHostOrigins} partner={site.bettingPartnerOrigin} />
  ) : null;
}

function Bridge({ allowed, partner }: { allowed: string[]; partner: string | null }) {
  const router = useRouter();
  const localized = useLocalized();
  const store = useSlipStore();
  const signedIn = useSession(isLoggedIn);
  const account = useSession(currentAccount);
  const [host] = useState(
    () =>
      new HostLink(window.parent, { allowed, partner }, (origin, why) =>
        console.warn(`embed: a message from ${origin} was refused (${why})`),
      ),
  );

  // The host's messages, from the parent window only.
  useEffect(() => {
    const handle = async (message: HostMessage, origin: string) => {
      switch (message.type) {
        case 'init':
        case 'set_token':
          if (message.token) {
            try {
              await signInWithHostToken(message.token);
              host.trust(origin);
            } catch (e) {
              host.post({ type: 'error', key: e instanceof ApiError ? e.key : 'error.default' });
            }
          }
          // domain 2: the page opened first goes where the host wanted, now signed in.
          if (router.pathname === INIT_PATH)
            return window.location.replace(localized.href(initTarget(window.location.search)));
          if (message.type === 'init') {
            document.documentElement.dataset.embedded = '';
            applyOptions(message);
            host.post({ type: 'route', route: router.asPath, title: document.title });
            host.post({ type: 'session', signedIn: isLoggedIn(getSession()) });
          }
          return;
        case 'update_options':
          return applyOptions(message);
        case 'navigate':
          return void localized.push(message.route);
        case 'open_slip':
          store.dispatch({ type: 'panelTabChanged', tab: 'BET_SLIP' });
          if (!store.getState().panel.isOpen) store.dispatch({ type: 'panelToggled' });
          return;
        case 'sign_out':
          return void signOut();
      }
    };
    const applyOptions = (
      o: Pick<HostMessage & { type: 'init' }, 'locale' | 'oddsFormat' | 'theme'>,
    ) => {
      if (o.oddsFormat) {
        // As another tab would change it: the page's odds re-read it (odds/useOddsType.ts).
        safeStorage.set(STORAGE_KEYS.oddsType, o.oddsFormat);
        window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.oddsType }));
      }
      for (const [name, value] of Object.entries(o.theme ?? {}))
        document.documentElement.style.setProperty(name, value);
      if (o.locale && o.locale !== router.locale) {
        const url = localized.pathIn(o.locale, router.asPath);
        if (isLoggedIn(getSession())) void changeLanguage(o.locale, url);
        else window.location.assign(url);
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const message = host.receive(event);
      if (message) void handle(message, event.origin);
    };
    window.addEventListener('message', onMessage);
    host.post({ type: 'ready', route: router.asPath });
    return () => window.removeEventListener('message', onMessage);
    // One listener for the frame's life; the router and the store are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  // The route, after every navigation.
  useEffect(() => {
    const done = (url: string) => host.post({ type: 'route', route: url, title: document.title });
    router.events.on('routeChangeComplete', done);
    return () => router.events.off('routeChangeComplete', done);
  }, [host, router.events]);

  // The content's height, for a host that sizes the frame to it (at most every 100 ms).
  useEffect(() => {
    let last = -1;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const send = () => {
      timer = null;
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height !== last) host.post({ type: 'height', height: (last = height) });
    };
    const observer = new ResizeObserver(() => (timer ??= setTimeout(send, HEIGHT_EVERY_MS)));
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [host]);

  // The session and the balance.
  useEffect(() => host.post({ type: 'session', signedIn }), [host, signedIn]);
  useEffect(() => {
    if (account)
      host.post({
        type: 'balance',
        amount: account.balance,
        currency: account.currency,
        subunits: account.subunits,
      });
  }, [host, account]);

  // The bets placed in the frame.
  useEffect(() => onBetsPlaced((bets) => host.post({ type: 'bet_placed', bets })), [host]);

  // shell 5: sign-in, sign-up and deposit go to the host, or nowhere when nobody listens.
  useEffect(() => {
    const off = onModalChange(() => {
      const modal = getModal();
      const action = modal && GATED[modal.name];
      if (!modal || !action) return;
      const gate = frameGate(action, host.handles);
      if (gate === 'open') return;
      closeModal(modal.name);
      if (gate === 'host')
        host.post(
          action === 'deposit'
            ? { type: 'deposit_request' }
            : { type: 'login_request', form: action },
        );
      else showAlert({ kind: 'info', titleKey: 'error.embed.blocked_in_frame' });
    });
    return () => void off();
  }, [host]);

  return null;
}
