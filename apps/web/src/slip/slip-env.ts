import type { BetLimitsSettings, Currency, MinorUnits, SlipEnv } from '@sb/domain';
import { deviceId } from '../account/device';
import { currentAccount, getSession } from '../account/session';
import {
  getStakeMemory,
  getSportsbookSettings,
  oddsChangePolicy,
  rememberedStake,
} from './settings';

const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true };

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
  player: { isLoggedIn: false, isPve: false, isVerified: false, currency: EUR },
  deviceId: '',
};

let cache: { key: readonly unknown[]; env: SlipEnv } | null = null;

/**
 * The slip's environment now: GET /settings, the site config and the player (domain 3, shell 3).
 * Rebuilt only when one of its sources changed, so a keystroke costs no allocation here.
 */
export function liveSlipEnv(): SlipEnv {
  const session = getSession();
  const settings = getSportsbookSettings();
  const policy = oddsChangePolicy();
  const memory = getStakeMemory();
  const key = [
    session.profile,
    session.accounts,
    session.site,
    settings,
    policy,
    session.status,
    memory,
  ];
  if (cache && cache.key.every((v, i) => v === key[i])) return cache.env;
  const account = currentAccount(session);
  const profile = session.profile;
  const currencyCode = profile?.currency ?? settings?.default_currency_code ?? 'EUR';
  const listed = settings?.currencies.find((c) => c.code === currencyCode);
  const currency: Currency = account
    ? { code: account.currency, subunits: account.subunits, fiat: account.fiat }
    : listed
      ? { code: listed.code, subunits: listed.subunits, fiat: listed.fiat }
      : EUR;
  const env: SlipEnv = {
    settings: {
      oddsChangePolicy: policy,
      multiSingleBets: session.site?.featureFlags.multi_single_bets ?? false,
      availableByProvider: settings?.multi_bet_settings.available_by_provider ?? {},
      providerStatuses: Object.fromEntries(
        Object.entries(settings?.provider_statuses ?? {}).map(([k, v]) => [k, v === 'active']),
      ),
      // The wire carries minor units and x1000 odds: the domain's brands, unbranded.
      betLimits: (settings?.bet_limits_settings ?? null) as BetLimitsSettings | null,
      betLimitsEnabled: !!settings?.bet_limits_settings,
      customBetAllowSingle: settings?.custom_bet_allow_single ?? false,
      isMyBetsVisible: session.site?.isMyBetsVisible ?? true,
    },
    player: {
      isLoggedIn: session.status === 'logged_in',
      isPve: profile?.serasa.pve ?? false,
      // A boost may be only_verified (domain 9): the identity verification, as the server asks.
      isVerified: profile?.verification.state === 'verified',
      currency,
      rememberedStake:
        session.status === 'logged_in'
          ? ((rememberedStake(currency.code) ?? null) as MinorUnits | null)
          : null,
    },
    deviceId: deviceId(),
  };
  cache = { key, env };
  return env;
}
