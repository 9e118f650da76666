import type { SlipComboBoost } from '@sb/contract';
import { odds, systemId, type ComboBoostBonus, type SlipEvent, type SlipState } from '@sb/domain';
import { bonusesPath } from '../api/catalog';
import { api } from '../api/http-client';

// domain 7 POST /bonuses (issue 19): the bonuses each slip bet may carry, asked when the
// reducer says the bets changed (effect requestBonuses), answered into the reducer as
// bonusesChanged; the reducer picks one (domain 4 default preference) and prices the boost.
// In the slip's chunk: nothing here is in the first load.

/** The domain's combo boost from the server's (ranges as the wire names them). */
export function comboBoostOf(offer: SlipComboBoost): ComboBoostBonus {
  return {
    id: offer.bonus.id,
    type: 'comboboost',
    minOdds: odds(offer.bonus.min_odds),
    ranges: offer.bonus.ranges.map((r) => ({
      minCount: r.min_count,
      maxCount: r.max_count,
      bonusOdds: odds(r.bonus_odds),
    })),
    onlyVerified: offer.bonus.only_verified,
  };
}

export async function requestBonuses(
  betIds: readonly string[],
  state: SlipState,
  dispatch: (event: SlipEvent) => void,
): Promise<void> {
  const bets = betIds
    .map((id) => state.ticket.bets.find((b) => b.id === id))
    .filter((b) => b !== undefined);
  if (bets.length === 0) return;
  try {
    const answer = await api<{ data: SlipComboBoost[][] }>('POST', bonusesPath, {
      body: {
        bets: bets.map((b) => ({
          selections: b.selections.map((s) => ({ odds: s.odds, match_status: s.matchStatus })),
          ...(b.betType === 'system' && b.systemType ? { system_id: systemId(b.systemType) } : {}),
          ...(b.customOdds !== null ? { custom_odds: b.customOdds } : {}),
        })),
      },
    });
    bets.forEach((bet, i) =>
      dispatch({
        type: 'bonusesChanged',
        betId: bet.id,
        availableBonuses: (answer.data[i] ?? []).map(comboBoostOf),
      }),
    );
  } catch {
    // Not knowing is offering nothing: the bet is placed without a bonus.
  }
}
