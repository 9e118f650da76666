import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { minorUnits, systemTypes } from '@sb/domain';
import { accountCurrency } from '../account/money';
import { onSessionEvent } from '../account/session';
import { persistSlip, restoreQuickBet, restoreSlip } from './persistence';
import { loadPlayerOddsChangePolicy } from './settings';
import { useSlipStore } from './SlipProvider';

/**
 * Keeps the slip in step with the world: restored from and written to session storage, told of
 * route changes (shell 2.8) and of the session (sign-out, currency, balance: domain 4). The
 * live odds of its matches reach it through the layout's LiveUpdates.
 */
export function SlipSync() {
  const store = useSlipStore();
  const router = useRouter();

  useEffect(() => {
    // domain 3 Ticket.systemTypes: every type up to the largest system, sorted.
    store.dispatch({ type: 'systemTypesLoaded', systemTypes: systemTypes() });
    restoreSlip(store);
    return persistSlip(store);
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
          void loadPlayerOddsChangePolicy();
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
