// Builders for tests and benchmarks: selections, a slip environment, a slip driven by events.
// Not exported from the package index.
import { MATCH_STATUS, type MatchStatus } from '../selection';
import type { Currency } from '../money';
import { odds } from '../odds';
import { initialSlipState } from './initial-state';
import { slipTransition } from './transition';
import type { SelectionInput, SlipEffect, SlipEnv, SlipEvent, SlipState } from './types';

export const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true };
export const USD: Currency = { code: 'USD', subunits: 100, fiat: true };

export function selectionInput(
  matchId: number,
  over: Omit<Partial<SelectionInput>, 'odds'> & { odds?: number; matchStatus?: MatchStatus } = {},
): SelectionInput {
  const { odds: o = 2000, ...rest } = over;
  return {
    type: 'match',
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `match-${matchId}`,
    matchStatus: MATCH_STATUS.prematch,
    marketGroup: 'main',
    sportKey: 'soccer',
    nameA: `Home ${matchId}`,
    nameB: `Away ${matchId}`,
    categoryName: 'England',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: 1,
    outcomeName: '1',
    active: true,
    ...rest,
    odds: odds(o),
  };
}

export function slipEnv(
  over: {
    settings?: Partial<SlipEnv['settings']>;
    player?: Partial<SlipEnv['player']>;
  } = {},
): SlipEnv {
  return {
    settings: {
      oddsChangePolicy: 'none',
      multiSingleBets: false,
      availableByProvider: {},
      providerStatuses: {},
      betLimits: null,
      betLimitsEnabled: false,
      customBetAllowSingle: false,
      isMyBetsVisible: true,
      ...over.settings,
    },
    player: { isLoggedIn: true, isPve: false, isVerified: true, currency: EUR, ...over.player },
    deviceId: 'device-1',
  };
}

/** Run events from a state, collecting every effect. */
export function run(
  env: SlipEnv,
  events: readonly SlipEvent[],
  from: SlipState = initialSlipState(),
): { state: SlipState; effects: SlipEffect[] } {
  let state = from;
  const effects: SlipEffect[] = [];
  for (const e of events) {
    const [next, fx] = slipTransition(state, e, env);
    state = next;
    effects.push(...fx);
  }
  return { state, effects };
}
