import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { minorUnits } from '@sb/domain';
import { accountCurrency } from '../account/money';
import { onSessionEvent } from '../account/session';
import { whenEngaged } from '../browser/when-engaged';
import { persistSlip, restoreQuickBet, restoreSlip } from './persistence';
import { useSlipStore } from './slip-context';

/**
 * Keeps the slip in step with the world: restored from and written to session storage, told of
 * route changes (shell 2.8) and of the session (sign-out, currency, balance: domain 4). The
 * live odds of its matches reach it through the layout's LiveUpdates.
 */
export function SlipSync() {
  const store = useSlipStore();
  const router = useRouter();

  useEffect(() => {
    restoreSlip(store);
    // An empty slip fetches its engine when the visitor starts to act (a pointer going down
    // precedes its click), so the first odd clicked lands at once; a restored one has fetched it.
    const cancel = whenEngaged(() => void store.load());
    const stopPersisting = persistSlip(store);
    return () => {
      cancel();
      stopPersisting();
    };
  }, [store]);

  useEffect(() => {
    const onRoute = () => store.dispatch({ type: 'routeChanged' });
    router.events.on('routeChangeStart', onRoute);
    return () => router.events.off('routeChangeStart', onRoute);
  }, [router.events, store]);

  useEffect(
    () =>
      onSessionEvent((e) => {
        if (e.type === 'signedOut') store.dispatch({ type: 'signedOut' });
        else if (e.type === 'signedIn') {
          restoreQuickBet(store);
          store.dispatch({ type: 'signedIn' });
        } else if (e.type === 'currencyChanged')
          store.dispatch({ type: 'currencyChanged', currency: accountCurrency(e.account) });
        else if (e.type === 'balanceChanged')
          store.dispatch({
            type: 'balanceChanged',
            currency: e.currency,
            balance: minorUnits(e.balance),
          });
      }),
    [store],
  );

  return null;
}
