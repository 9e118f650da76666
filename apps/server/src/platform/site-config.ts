import fs from 'node:fs';
import path from 'node:path';
import { siteConfig as siteConfigSchema, type SiteConfig } from '@sb/contract';
import { UI_LOCALES } from '@sb/domain';
import { repoRoot } from '../config';
import { defaultCurrencies } from './currencies';

/** Countries offered at sign-up (code, English name). */
const countries: [string, string][] = [
  ['AR', 'Argentina'],
  ['AT', 'Austria'],
  ['AU', 'Australia'],
  ['BE', 'Belgium'],
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['CH', 'Switzerland'],
  ['CL', 'Chile'],
  ['CO', 'Colombia'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DE', 'Germany'],
  ['DK', 'Denmark'],
  ['EE', 'Estonia'],
  ['EG', 'Egypt'],
  ['ES', 'Spain'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['GR', 'Greece'],
  ['IE', 'Ireland'],
  ['IN', 'India'],
  ['IR', 'Iran'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['KP', 'North Korea'],
  ['KZ', 'Kazakhstan'],
  ['LT', 'Lithuania'],
  ['LV', 'Latvia'],
  ['MA', 'Morocco'],
  ['MT', 'Malta'],
  ['MX', 'Mexico'],
  ['NG', 'Nigeria'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['NZ', 'New Zealand'],
  ['PE', 'Peru'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RO', 'Romania'],
  ['RS', 'Serbia'],
  ['SA', 'Saudi Arabia'],
  ['SE', 'Sweden'],
  ['TR', 'Türkiye'],
  ['UA', 'Ukraine'],
  ['AE', 'United Arab Emirates'],
  ['US', 'United States'],
  ['ZA', 'South Africa'],
];

/** Defaults that make the demo work with no config file (shell 3 'Site config'). */
export const defaultSiteConfig: SiteConfig = {
  siteName: 'Open Sportsbook',
  // The URL locales of the web (shell 2.2, 2.6): Kazakh is `kz`, its Intl language `kk`.
  locales: [...UI_LOCALES],
  faviconUrl: '/favicon.ico',
  logoUrl: '/logo.svg',
  theme: {},
  seo: {
    title: 'Open Sportsbook: live odds, prematch and in-play betting',
    description:
      'Bet on football, tennis, basketball, ice hockey, cricket and e-sports with live odds that move as the game does.',
    keywords: 'sports betting, live betting, odds, football, tennis, esports',
    meta: [],
    openGraph: {
      imageUrl: '/og-image.png',
      imageWidth: 1200,
      imageHeight: 630,
      imageAlt: 'Open Sportsbook',
    },
    index: true,
  },
  seoPages: {},
  noIndexOrigins: [],
  allowedHostOrigins: [],
  bettingPartnerOrigin: null,
  imageHosts: [],
  chat: null,
  tagManager: null,
  pushNotifications: null,
  isMyBetsVisible: true,
  signUpReminderSeconds: 60,
  depositReminder: { showDepositReminder: true, playerGroupId: 'quick_deposit', remindAfter: 10 },
  translations: {},
  isShareBetOn: true,
  // Example regulatory blocks; the country comes from the ingress's X-Country-Code header.
  blockedCountries: ['US', 'FR', 'KP', 'IR'],
  rtlEnabled: true,
  signInAllowed: true,
  signUpAllowed: true,
  bonusNotifications: true,
  activityTracking: true,
  affiliateCookie: true,
  phoneVerification: { enabled: true, mandatory: false },
  signUpRequiredFields: [],
  deposit: {
    mode: 'quick',
    casinoDepositUrl: null,
    requireProfileFields: true,
    profileFields: ['firstName', 'lastName', 'dateOfBirth'],
    testCards: [
      { number: '4242 4242 4242 4242', outcome: 'succeeds' },
      { number: '4000 0000 0000 0002', outcome: 'declined' },
      { number: '4000 0000 0000 0077', outcome: 'pending, then succeeds' },
    ],
  },
  projectSettings: {
    emailConfirmationRequired: true,
    localeInUrlRequired: false,
    favouritesFloatingButton: true,
    // Every player holds the combo boost as soon as they ask (issue 19): a toast for it on
    // every first visit is noise, so its toast is off unless an operator turns it on.
    comboBoostNotificationsDisabled: true,
    identityVerificationProviders: [],
  },
  featureFlags: {
    quick_deposit: true,
    quick_deposit_test: true,
    sign_up_iframe_preloader: false,
    sign_in_iframe_preloader: false,
    iframe_user_unlock: false,
    activity_tracking: true,
    responsible_gambling: true,
    jackpots: true,
    multi_single_bets: true,
    delta_compression: false,
  },
  currencies: defaultCurrencies,
  defaultCurrency: 'EUR',
  countries: countries.map(([code, name]) => ({ code, name })),
};

export type SiteConfigOverride = DeepPartial<SiteConfig>;
type DeepPartial<T> = T extends (infer U)[]
  ? U[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * The site config: defaults, then the operator's file (SITE_CONFIG, or config/site.json at
 * the repo root when present), then code overrides (tests). Objects merge key by key;
 * arrays and scalars replace. A file that does not validate stops the start-up.
 * `file: null` skips the file (tests run on the defaults, whatever the operator configured).
 */
export function loadSiteConfig(
  override: SiteConfigOverride = {},
  file: string | null | undefined = process.env.SITE_CONFIG,
): SiteConfig {
  const fromFile =
    file === null ? {} : readConfigFile(file ?? path.join(repoRoot, 'config/site.json'), !!file);
  const merged = merge(merge(defaultSiteConfig, fromFile), override);
  const parsed = siteConfigSchema.safeParse(merged);
  if (!parsed.success)
    throw new Error(
      `Invalid site config: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  const config = parsed.data;
  if (!config.currencies.some((c) => c.code === config.defaultCurrency))
    throw new Error(
      `Invalid site config: defaultCurrency ${config.defaultCurrency} is not in currencies`,
    );
  return config;
}

function readConfigFile(file: string, mustExist: boolean): unknown {
  if (!fs.existsSync(file)) {
    if (mustExist) throw new Error(`SITE_CONFIG file ${file} does not exist`);
    return {};
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

function merge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch))
    return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) continue; // "$comment" and the like
    out[key] = merge(out[key], value);
  }
  return out as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The country a request comes from, per the ingress header (upper case), if any. */
export function requestCountry(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  const raw = headers['x-country-code'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null;
}
