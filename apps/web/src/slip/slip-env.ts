import type { SlipEnv } from '@sb/domain';

/**
 * The slip's environment for a visitor before settings and the profile are known: the
 * defaults of domain 3 settings (odds-change policy none, limits off until settings say so).
 */
export const visitorSlipEnv: SlipEnv = {
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
    isLoggedIn: false,
    isPve: false,
    isVerified: false,
    currency: { code: 'EUR', subunits: 100, fiat: true },
  },
  deviceId: '',
};
