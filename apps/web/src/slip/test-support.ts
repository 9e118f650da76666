import {
  MATCH_STATUS,
  odds,
  slipTransition,
  type MatchStatus,
  type SelectionInput,
  type SlipEnv,
} from '@sb/domain';

import { slipEngine } from './slip-chunk';
import { createSlipStore, type SlipStore } from './slip-store';

// Builders for the web slip's tests (the domain keeps its own fixtures private).

export function selectionInput(
  matchId: number,
  over: Partial<Omit<SelectionInput, 'odds'>> & { odds?: number; matchStatus?: MatchStatus } = {},
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
    outcomeId: '1',
    outcomeName: '1',
    active: true,
    ...rest,
    odds: odds(o),
  };
}

export function slipEnv(over: { player?: Partial<SlipEnv['player']> } = {}): SlipEnv {
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
    },
    player: {
      isLoggedIn: true,
      isPve: false,
      isVerified: true,
      currency: { code: 'EUR', subunits: 100, fiat: true },
      ...over.player,
    },
    deviceId: 'device-1',
  };
}

/** The page's slip store with its engine at hand, so a test's clicks apply synchronously. */
export function testSlipStore(): SlipStore {
  return createSlipStore(slipEngine);
}

/** A store over the domain reducer alone: a fixed environment, effects dropped. */
export function reducerSlipStore(env: SlipEnv): SlipStore {
  return createSlipStore({
    transition: slipTransition,
    env: () => env,
    onEffect: () => {},
    startEvents: () => [],
  });
}
