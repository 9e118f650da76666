import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { getSession, loadSession, useSession } from '../account/session';
import { safeStorage } from '../browser/storage';
import { liveSlipEnv } from '../slip/slip-env';
import { useSlipStore } from '../slip/slip-context';
import { openModal } from '../modals/modal-store';
import { readUrlTriggers, TRACKING_KEY, type UrlTriggers } from './url-triggers';

// What a trigger sets off (a deposit, a shared slip) is fetched when a URL carries one: most
// arrivals carry none (issue 8 first-load budget).
const deposits = () => import('../deposit/deposit');
const sharedBets = () => import('../sharebet/share');

function captureTracking(tags: UrlTriggers['tracking']): void {
  let kept: Record<string, string> = {};
  try {
    kept = JSON.parse(safeStorage.get(TRACKING_KEY) ?? '{}') as Record<string, string>;
  } catch {
    kept = {};
  }
  safeStorage.set(TRACKING_KEY, JSON.stringify({ ...kept, ...tags }));
  // shell 7.3: stag sets the affiliate cookie through GET /player.
  if (tags.stag) void loadSession(tags.stag);
}

/**
 * shell 2.5: on every page and every navigation, the URL's triggers open their modal, start
 * the deposit, restore a shared slip, show a deposit outcome, keep tracking tags; then they
 * leave the URL. What needs the session or the site config waits for them.
 */
export function UrlTriggersRunner() {
  const router = useRouter();
  const store = useSlipStore();
  const status = useSession((s) => s.status);
  const site = useSession((s) => s.site);
  const pending = useRef<{ deposit: boolean; betcode: string | null }>({
    deposit: false,
    betcode: null,
  });

  const flush = () => {
    const { status: now, site: config } = getSession();
    if (now !== 'logged_in' && now !== 'not_logged_in') return;
    if (pending.current.deposit) {
      pending.current.deposit = false;
      if (now === 'logged_in' && config) void deposits().then((m) => m.startDeposit());
      else openModal({ name: 'sign-in' });
    }
    const code = pending.current.betcode;
    if (code && config) {
      pending.current.betcode = null;
      // domain 4: restoring needs the site flag isShareBetOn as well as a code.
      if (config.isShareBetOn)
        void sharedBets().then((m) =>
          m.restoreSharedBets(code, liveSlipEnv().player.currency, store.dispatch),
        );
    }
  };

  useEffect(() => {
    if (!router.isReady) return;
    const t = readUrlTriggers(router.asPath, window.location.hash, router.pathname);
    if (Object.keys(t.tracking).length > 0) captureTracking(t.tracking);
    if (t.modal) openModal(t.modal);
    const depositStatus = t.depositStatus;
    if (depositStatus)
      void deposits().then(
        (m) => m.isQuickDepositStatus(depositStatus) && m.showDepositOutcome(depositStatus),
      );
    if (t.deposit) pending.current.deposit = true;
    if (t.betcode) pending.current.betcode = t.betcode;
    if (t.cleaned !== null) {
      void router.replace(t.cleaned, undefined, { shallow: true, scroll: false });
    }
    flush();
    // flush reads the latest session itself; the URL is what starts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady, router.asPath]);

  useEffect(() => {
    flush();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, site]);

  return null;
}
