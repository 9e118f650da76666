// GET /settings: the Settings entity of domain 3 with defaults an operator can live with: odds
// types, quick stakes, bet limits per currency, providers and their status, market groups.
import type { SportsbookSettings } from '@sb/contract';
import {
  DEFAULT_ODDS_TYPE,
  intlLocale,
  ODDS_TYPES,
  type OddsChangePolicy,
  type OddsType,
} from '@sb/domain';
import type { Db } from '../../db';
import { CATALOG_LOCALES, localizedName } from './locale';
import type { LocalizedNames } from './schema';

interface SettingsCurrency {
  code: string;
  fiat: boolean;
  subunits: number;
  subcurrencies: { code: string; subunits: number }[];
  /** Units of this currency worth about one euro, for limits and quick stakes. */
  perEuro: number;
}

const fiat = (code: string, perEuro: number, subunits = 100): SettingsCurrency => ({
  code,
  fiat: true,
  subunits,
  subcurrencies: [{ code, subunits }],
  perEuro,
});

/** The wallet's currencies (platform module) with their subunits. */
export const SETTINGS_CURRENCIES: SettingsCurrency[] = [
  fiat('EUR', 1),
  fiat('USD', 1.1),
  fiat('GBP', 0.85),
  fiat('BRL', 5.5),
  fiat('CAD', 1.5),
  fiat('PLN', 4.3),
  fiat('SEK', 11.5),
  fiat('NOK', 11.5),
  fiat('TRY', 35),
  fiat('INR', 90),
  fiat('JPY', 160, 1),
  {
    code: 'BTC',
    fiat: false,
    subunits: 100_000_000,
    subcurrencies: [
      { code: 'BTC', subunits: 100_000_000 },
      { code: 'mBTC', subunits: 100_000 },
      { code: 'uBTC', subunits: 100 },
    ],
    perEuro: 1 / 60_000,
  },
  {
    code: 'LTC',
    fiat: false,
    subunits: 100_000_000,
    subcurrencies: [{ code: 'LTC', subunits: 100_000_000 }],
    perEuro: 1 / 80,
  },
  {
    code: 'USDT',
    fiat: false,
    subunits: 1_000_000,
    subcurrencies: [{ code: 'USDT', subunits: 1_000_000 }],
    perEuro: 1.1,
  },
];

/** A euro amount in minor units of a currency, rounded to a tidy figure (two digits). */
function minorUnits(euros: number, c: SettingsCurrency): number {
  const units = euros * c.perEuro;
  const magnitude = Math.pow(10, Math.floor(Math.log10(units)) - 1);
  const tidy = Math.round(units / magnitude) * magnitude;
  return Math.round(tidy * c.subunits);
}

export const COUNTRIES = [
  'GB',
  'DE',
  'ES',
  'IT',
  'FR',
  'PT',
  'NL',
  'BR',
  'AR',
  'US',
  'SE',
  'FI',
  'CZ',
  'IN',
  'AU',
  'PL',
  'TR',
  'JP',
  'CA',
  'NO',
];

const NO_VERTICALS: SportsbookSettings['additional_providers'] = {
  horse_racing: { enabled: false },
  lotto: { enabled: false },
  premium_cricket: { enabled: false },
  virtual_gaming_arena: { enabled: false },
};

export async function loadSettings(
  db: Db,
  locale: string,
  additionalProviders: SportsbookSettings['additional_providers'] = NO_VERTICALS,
): Promise<SportsbookSettings> {
  const [providers, groups] = await Promise.all([
    db.query<{
      key: string;
      name: string;
      status: string;
      sport_type: string;
      multi_bets: boolean;
      system_bets: boolean;
      multi_single_bets: boolean;
      custom_bets: boolean;
      updated_at: Date;
    }>('select * from providers order by key'),
    db.query<{
      key: string;
      name: string;
      names: LocalizedNames;
      priority: number;
      sports: string[];
    }>('select key, name, names, priority, sports from market_groups order by priority, key'),
  ]);
  const status = (s: string) => (s === 'active' ? 'active' : 'inactive') as 'active' | 'inactive';
  const limits = (euros: number, action: 'reject' | 'accept') => ({
    fiat: SETTINGS_CURRENCIES.filter((c) => c.fiat).map((c) => ({
      currency_code: c.code,
      amount: minorUnits(euros, c),
      action,
    })),
    crypto: SETTINGS_CURRENCIES.filter((c) => !c.fiat).map((c) => ({
      currency_code: c.code,
      amount: minorUnits(euros, c),
      action,
    })),
  });
  const updated = providers.reduce(
    (max, p) => (p.updated_at > max ? p.updated_at : max),
    new Date(0),
  );
  const displayNames = new Intl.DisplayNames([intlLocale(locale), 'en'], { type: 'region' });
  return {
    custom_bet_allow_single: false,
    custom_bet_enabled: true,
    stakes: Object.fromEntries(
      SETTINGS_CURRENCIES.map((c) => [c.code, [5, 10, 25, 50].map((e) => minorUnits(e, c))]),
    ),
    auto_accept_odds_change: 'none',
    odds_types: { available: [...ODDS_TYPES], selected: DEFAULT_ODDS_TYPE },
    updated_at: updated.toISOString(),
    video_settings: { enabled: false },
    provider_statuses: Object.fromEntries(providers.map((p) => [p.key, status(p.status)])),
    sport_type_providers: providers.reduce<Record<string, string[]>>((acc, p) => {
      (acc[p.sport_type] ??= []).push(p.key);
      return acc;
    }, {}),
    multi_bet_settings: {
      available_by_provider: Object.fromEntries(providers.map((p) => [p.key, p.multi_bets])),
    },
    additional_providers: additionalProviders,
    allow_multiple_active_user_freebets: false,
    bet_limits_settings: {
      max_stake_limit: limits(10_000, 'reject'),
      payout_limit: limits(100_000, 'reject'),
      selection_limit: { value: 20 },
      odds_limit: { value: 1_000_000, action: 'accept' },
    },
    locales: [...CATALOG_LOCALES],
    currencies: SETTINGS_CURRENCIES.map(({ perEuro: _perEuro, ...c }) => c),
    default_currency_code: 'EUR',
    countries: COUNTRIES.map((code) => ({ code, name: displayNames.of(code) ?? code })),
    market_groups: Object.fromEntries(
      groups.map((g) => [
        g.key,
        {
          key: g.key,
          name: localizedName(g.name, g.names, locale),
          priority: g.priority,
          sports: g.sports,
        },
      ]),
    ),
    providers: providers.map((p) => ({
      key: p.key,
      name: p.name,
      status: status(p.status),
      sport_type: p.sport_type,
      multi_bets: p.multi_bets,
      system_bets: p.system_bets,
      multi_single_bets: p.multi_single_bets,
      custom_bets: p.custom_bets,
    })),
  };
}

/** What a player saved with POST /settings (bets module); null where they chose nothing. */
export interface PlayerSettingsView {
  oddsChangePolicy: OddsChangePolicy | null;
  stakes: Record<string, number[]>;
  oddsType: OddsType | null;
}

/** The book's settings as one signed-in player sees them (domain 7 GET /settings, issue 27). */
export function withPlayerSettings(
  book: SportsbookSettings,
  own: PlayerSettingsView,
): SportsbookSettings {
  return {
    ...book,
    stakes: { ...book.stakes, ...own.stakes },
    auto_accept_odds_change: own.oddsChangePolicy ?? book.auto_accept_odds_change,
    odds_types: { ...book.odds_types, selected: own.oddsType ?? book.odds_types.selected },
  };
}
