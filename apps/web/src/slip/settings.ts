import { useSyncExternalStore } from 'react';
import { isOddsChangePolicy, type OddsChangePolicy } from './policy';
import { api } from '../api/http-client';
import { safeStorage } from '../browser/storage';

/**
 * The part of GET /settings (domain 3 Settings, contract `sportsbookSettings`) the web reads:
 * quick stakes and limits per currency (minor units), odds x1000, providers, the policy, the
 * verticals.
 */
export interface SportsbookSettings {
  custom_bet_allow_single: boolean;
  custom_bet_enabled: boolean;
  stakes: Record<string, number[]>;
  auto_accept_odds_change: OddsChangePolicy;
  provider_statuses: Record<string, 'active' | 'inactive'>;
  multi_bet_settings: { available_by_provider: Record<string, boolean> };
  bet_limits_settings: {
    max_stake_limit: LimitLists;
    payout_limit: LimitLists;
    selection_limit: { value: number };
    odds_limit: { value: number; action: 'reject' | 'accept' };
  } | null;
  currencies: { code: string; fiat: boolean; subunits: number }[];
  default_currency_code: string;
  /** The verticals a provider runs (issue 23; the vertical pages read it). */
  additional_providers?: Record<string, { enabled: boolean }>;
}

interface LimitLists {
  fiat: { currency_code: string; amount: number; action: 'reject' | 'accept' }[];
  crypto: { currency_code: string; amount: number; action: 'reject' | 'accept' }[];
}

// domain 3 Settings as the slip reads them (GET /settings), plus the player's own odds-change
// policy (POST /settings auto_accept_odds_change), kept locally so it survives a reload.

let settings: SportsbookSettings | null = null;
/** The book's settings as fetched; `settings` is them with the player's quick stakes over. */
let book: SportsbookSettings | null = null;
let ownStakes: Record<string, number[]> = {};
let policy: OddsChangePolicy | null = null;
const listeners = new Set<() => void>();
const POLICY_KEY = 'auto_accept_odds_change';

function changed() {
  for (const l of listeners) l();
}

export async function loadSportsbookSettings(): Promise<SportsbookSettings | null> {
  if (settings) return settings;
  const stored = safeStorage.get(POLICY_KEY);
  if (isOddsChangePolicy(stored)) policy = stored;
  try {
    book = (await api<{ data: SportsbookSettings }>('GET', '/api/sportsbook/v2/settings')).data;
  } catch {
    return null;
  }
  withOwnStakes();
  return settings;
}

function withOwnStakes(): void {
  settings = book && { ...book, stakes: { ...book.stakes, ...ownStakes } };
  changed();
}

export function getSportsbookSettings(): SportsbookSettings | null {
  return settings;
}

/** The policy in force: the player's choice, else the operator's default. */
export function oddsChangePolicy(): OddsChangePolicy {
  return policy ?? settings?.auto_accept_odds_change ?? 'none';
}

const SETTINGS_PATH = '/api/sportsbook/v2/settings';
type PolicyAnswer = {
  data: { auto_accept_odds_change: OddsChangePolicy; stake_memory?: StakeMemory };
};

/** issue 22: the stake a new bet starts with (minor units per currency). */
export interface StakeMemory {
  mode: 'last' | 'default' | 'none';
  defaults: Record<string, number>;
  last: Record<string, number>;
}

let memory: StakeMemory | null = null;

export function getStakeMemory(): StakeMemory | null {
  return memory;
}

/** The stake a new bet in this currency starts with, or null. */
export function rememberedStake(currency: string): number | null {
  if (!memory) return null;
  const value =
    memory.mode === 'last'
      ? memory.last[currency]
      : memory.mode === 'default'
        ? memory.defaults[currency]
        : undefined;
  return value && value > 0 ? value : null;
}

/** A placement's stake becomes the last one (the server keeps the same, for other devices). */
export function noteLastStake(currency: string, stake: number): void {
  if (!memory || stake <= 0) return;
  memory = { ...memory, last: { ...memory.last, [currency]: stake } };
  changed();
}

/** The player changes how stakes are remembered (POST /settings stake_memory). */
export async function setStakeMemory(change: {
  mode?: StakeMemory['mode'];
  defaults?: Record<string, number>;
}): Promise<void> {
  const answer = await api<PolicyAnswer>('POST', SETTINGS_PATH, { body: { stake_memory: change } });
  memory = answer.data.stake_memory ?? memory;
  changed();
}

export function useStakeMemory(): StakeMemory | null {
  return useSyncExternalStore(subscribe, getStakeMemory, () => null);
}

function setPolicy(next: OddsChangePolicy): void {
  policy = next;
  safeStorage.set(POLICY_KEY, next);
  changed();
}

/**
 * The player picks a policy; stored on the server when signed in (domain 7 POST /settings),
 * which re-checks placements and live acceptance with it.
 */
export async function setOddsChangePolicy(
  next: OddsChangePolicy,
  signedIn: boolean,
): Promise<void> {
  setPolicy(next);
  if (signedIn) {
    const answer = await api<PolicyAnswer>('POST', SETTINGS_PATH, {
      body: { auto_accept_odds_change: next },
    });
    setPolicy(answer.data.auto_accept_odds_change);
  }
}

/**
 * After sign-in (player-settings.ts, issue 27): what the server keeps for the player is in
 * force: their policy, stake memory and quick stakes; after sign-out, the book's stakes again.
 */
export function applyPlayerSettings(
  saved: {
    auto_accept_odds_change?: OddsChangePolicy;
    stake_memory?: StakeMemory | undefined;
    stakes?: Record<string, number[]> | undefined;
  } | null,
): void {
  memory = saved?.stake_memory ?? null;
  ownStakes = saved?.stakes ?? {};
  if (saved?.auto_accept_odds_change) setPolicy(saved.auto_accept_odds_change);
  withOwnStakes();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSportsbookSettings(): SportsbookSettings | null {
  return useSyncExternalStore(
    subscribe,
    () => settings,
    () => null,
  );
}

export function useOddsChangePolicy(): OddsChangePolicy {
  return useSyncExternalStore(subscribe, oddsChangePolicy, () => 'none');
}
