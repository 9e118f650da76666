import { clientOnly } from '../page/client-only';
import { useQueryClient } from '../query/QueryProvider';
import { useEffect } from 'react';
import { privateChannel, type PrivateEventName } from '@sb/contract';
import { PLACE_BET_KEYS } from '@sb/domain';
import { useT } from '../i18n/useT';
import { onBetsPlaced } from '../mybets/bets-events';
import { refetchBets, updateCashout, upsertBet } from '../mybets/bets-query';
import { useChannel } from '../realtime/useChannel';
import { useSlipStore } from '../slip/slip-context';
import { applyBalance, refreshAccounts, useSession } from './session';
import { loadFavourites } from '../favourites/favourites';
import { setFavourites } from '../favourites/favourites-store';
import { syncPlayerSettings } from '../slip/player-settings';
import { FavouritesFab } from '../favourites/FavouritesFab';

// The player's unseen jackpot hits and their modal (issue 21), fetched with jackpots on.
const JackpotHits = clientOnly(() => import('../jackpots/JackpotHits').then((m) => m.JackpotHits));

// The player's unseen bonuses as toasts (issue 19, shell 4.4), with bonus notifications on.
const BonusToasts = clientOnly(() => import('../bonuses/BonusToasts').then((m) => m.BonusToasts));

/**
 * The player's private channel (shell 4.5, domain 4): balance_changed keeps the header live,
 * bet_changed and bet_cashout_changed keep My bets and a slip awaiting acceptance current; the
 * jackpot hits listen to it for `jackpot_hit` themselves.
 */
export function PrivateUpdates() {
  const { locale } = useT();
  const client = useQueryClient();
  const store = useSlipStore();
  const userId = useSession((s) => (s.status === 'logged_in' ? s.profile?.id : undefined));
  // shell 6: the jackpots flag turns every jackpot screen off.
  const jackpots = useSession((s) => s.site?.featureFlags.jackpots !== false);
  const bonusToasts = useSession((s) => s.site?.bonusNotifications !== false);

  useEffect(() => onBetsPlaced(() => refetchBets(client)), [client]);
  // The stars' favourites (issue 27): the player's while signed in, none after. Cleared only
  // when the player is gone, not when this component mounts again (a cleanup that cleared them
  // could land after the load and leave a reloaded page's stars unstarred: favourites e2e).
  useEffect(() => {
    if (userId) void loadFavourites();
    else for (const type of ['matches', 'leagues', 'sports'] as const) setFavourites(type, []);
  }, [userId]);

  // Their quick stakes, odds format and odds-change policy, from any device (issue 27).
  useEffect(() => syncPlayerSettings(), [userId]);

  useChannel<PrivateEventName>(
    userId ? privateChannel(locale, userId) : null,
    (p) => {
      switch (p.event_name) {
        case 'balance_changed': {
          applyBalance(p.message.currency, p.message.balance);
          break;
        }
        case 'bet_changed': {
          const bet = p.message;
          upsertBet(client, bet);
          store.dispatch({
            type: 'betChanged',
            bet: {
              slipBetId: '',
              betId: bet.id,
              status: bet.status,
              ...(bet.status === 'rejected' ? { error: bet.reason ?? PLACE_BET_KEYS.default } : {}),
            },
          });
          break;
        }
        case 'bet_cashout_changed': {
          updateCashout(client, p.message.bet_id, p.message.to_cashout);
          break;
        }
      }
    },
    // Missed pushes cannot be replayed: fetch the truth again. So too once subscribed: what the
    // page fetched before may have changed while the subscription was on its way (a bet settled).
    {
      onResync: () => {
        refetchBets(client);
        void refreshAccounts();
      },
      onSubscribed: () => {
        refetchBets(client);
        void refreshAccounts();
      },
    },
  );
  return (
    <>
      <FavouritesFab />
      {jackpots && <JackpotHits />}
      {bonusToasts && <BonusToasts />}
    </>
  );
}
