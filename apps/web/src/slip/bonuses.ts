import type {
  FreebetWire,
  HuntingWire,
  SlipComboBoost,
  SlipFreebet,
  SlipHunting,
  SlipLootbox,
  SlipTournament,
  TournamentWire,
  LootboxWire,
} from '@sb/contract';
import {
  odds,
  systemId,
  type ComboBoostBonus,
  type FreebetBonus,
  type HuntingBonus,
  type MinorUnits,
  type SlipBonus,
  type SlipEvent,
  type SlipState,
  type TournamentBonus,
  type LootboxBonus,
} from '@sb/domain';
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
    countryCodes: offer.bonus.country_codes,
    eventConditions: {
      sportKeys: offer.bonus.event_conditions.sport_keys,
      tournamentIds: offer.bonus.event_conditions.tournament_ids,
    },
  };
}

/** The domain's freebet from the server's (domain 3 Freebet; its conditions held for the bet). */
export function freebetOf(bonus: FreebetWire): FreebetBonus {
  return {
    id: bonus.id,
    type: bonus.type,
    amount: bonus.issued.amount as MinorUnits,
    currencyCode: bonus.issued.currency,
    minOdds: bonus.min_odds !== null ? odds(bonus.min_odds) : null,
    maxOdds: bonus.max_odds !== null ? odds(bonus.max_odds) : null,
    matchStatus: bonus.match_status,
    selectionCountFrom: bonus.selection_count_from,
    selectionCountTo: bonus.selection_count_to,
    isActive: bonus.issued.is_active,
  };
}

/** The domain's hunt from the server's (domain 3 Hunting; the slip previews its points). */
export function huntingOf(bonus: HuntingWire): HuntingBonus {
  return { ...farmingOf(bonus), type: 'hunting' };
}

/** The domain's tournament from the server's: a hunt's round and the score so far. */
export function tournamentOf(bonus: TournamentWire): TournamentBonus {
  return {
    ...farmingOf(bonus),
    type: 'tournament',
    farmedFreebets: bonus.issued.farmed_freebets_count,
    farmedAmount: bonus.issued.farmed_amount as MinorUnits,
  };
}

/** The domain's lootbox from the server's: a hunt's farming, its chest opened on the page. */
export function lootboxOf(bonus: LootboxWire): LootboxBonus {
  return { ...farmingOf(bonus), type: 'lootbox' };
}

function farmingOf(bonus: HuntingWire | TournamentWire | LootboxWire): Omit<HuntingBonus, 'type'> {
  const currency = bonus.issued.currency ?? '';
  return {
    id: bonus.id,
    currencyCode: currency,
    minOdds: bonus.min_odds !== null ? odds(bonus.min_odds) : null,
    maxOdds: bonus.max_odds !== null ? odds(bonus.max_odds) : null,
    matchStatus: bonus.match_status,
    selectionCountFrom: bonus.selection_count_from,
    selectionCountTo: bonus.selection_count_to,
    minStake: (bonus.min_stakes[currency] ?? 0) as MinorUnits,
    pointsTarget: bonus.points_target,
    farmOncePerEvent: bonus.farm_once_per_event,
    maxFreebet: (bonus.max_freebets[currency] ?? 0) as MinorUnits,
    points: bonus.issued.points,
    farmedStake: bonus.issued.farmed_stake as MinorUnits,
    farmedEventIds: bonus.issued.farmed_event_ids,
    isActive: bonus.issued.is_active,
  };
}

type Offer = SlipComboBoost | SlipFreebet | SlipHunting | SlipTournament | SlipLootbox;

function bonusOf(offer: Offer): SlipBonus {
  if (offer.bonus.type === 'comboboost') return comboBoostOf(offer as SlipComboBoost);
  if (offer.bonus.type === 'hunting') return huntingOf(offer.bonus);
  if (offer.bonus.type === 'tournament') return tournamentOf(offer.bonus);
  if (offer.bonus.type === 'lootbox') return lootboxOf(offer.bonus);
  return freebetOf(offer.bonus as FreebetWire);
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
    const answer = await api<{ data: Offer[][] }>('POST', bonusesPath, {
      body: {
        bets: bets.map((b) => ({
          selections: b.selections.map((s) => ({
            odds: s.odds,
            match_status: s.matchStatus,
            match_id: s.matchId,
            // Where the match is played: a combo boost's countries and events (domain 3).
            sport_key: s.sportKey,
            ...(s.tournamentId !== undefined ? { tournament_id: s.tournamentId } : {}),
            ...(s.countryCode ? { country_code: s.countryCode } : {}),
          })),
          currency: b.currency.code,
          ...(b.betType === 'system' && b.systemType ? { system_id: systemId(b.systemType) } : {}),
          ...(b.customOdds !== null ? { custom_odds: b.customOdds } : {}),
        })),
      },
    });
    bets.forEach((bet, i) =>
      dispatch({
        type: 'bonusesChanged',
        betId: bet.id,
        availableBonuses: (answer.data[i] ?? []).map(bonusOf),
      }),
    );
  } catch {
    // Not knowing is offering nothing: the bet is placed without a bonus.
  }
}
