import type { SharedBetWire } from '@sb/contract';
import {
  draftOf,
  isBettableMatchStatus,
  minorUnits,
  odds as toOdds,
  parseSystemId,
  placementPayload,
  selectionKey,
  type Currency,
  type MatchStatus,
  type SlipBet,
  type SlipEvent,
  type SlipSelection,
} from '@sb/domain';
import { showAlert } from '../alerts/alerts';
import { api, errorKey } from '../api/http-client';
import { getSportsbookSettings } from '../slip/settings';

// domain 4 Share-bet, domain 7 /bets/share-code: a slip becomes a short code and a link; the
// link's `betcode` restores the bets into another slip (then leaves the URL).

export const SHARE_PARAM = 'betcode';
const SHARE_PATH = '/api/sportsbook/v2/bets/share-code';

/** POST /bets/share-code with the bets as they would be placed. */
export async function shareSlip(bets: readonly SlipBet[]): Promise<string> {
  try {
    const body = { bets: bets.map((b) => placementPayload(draftOf(b))) };
    return (await api<{ code: string }>('POST', SHARE_PATH, { body })).code;
  } catch (e) {
    showAlert({ kind: 'error', titleKey: 'share.failed', descriptionKey: errorKey(e) });
    throw e;
  }
}

/** The link that restores a code, under the page's locale prefix (shell 2.2). */
export function shareLink(code: string, locale: string, defaultLocale: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return `${window.location.origin}${prefix}/?${SHARE_PARAM}=${encodeURIComponent(code)}`;
}

function currencyOf(code: string | undefined, fallback: Currency): Currency {
  const listed = getSportsbookSettings()?.currencies.find((c) => c.code === code);
  return listed ? { code: listed.code, subunits: listed.subunits, fiat: listed.fiat } : fallback;
}

/** A shared bet as a slip bet at today's prices (the reducer reprices and reshapes it). */
export function slipBetOf(shared: SharedBetWire, index: number, fallback: Currency): SlipBet {
  const selections: SlipSelection[] = shared.selections.map((s) => {
    const status = s.match_status as MatchStatus;
    const ids = {
      matchId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    };
    return {
      ...ids,
      id: selectionKey(ids),
      type: 'match',
      matchUrnId: s.match_urn_id,
      matchSlug: s.match_slug,
      matchStatus: status,
      marketGroup: '',
      sportKey: s.sport_key,
      nameA: s.competitors[0]?.name ?? s.match_name,
      nameB: s.competitors[1]?.name ?? '',
      categoryName: '',
      provider: s.provider,
      marketName: s.market_name,
      outcomeName: s.outcome_name,
      active: s.active,
      odds: toOdds(s.odds),
      acceptedOdds: toOdds(s.odds),
      initialOdds: toOdds(s.shared_odds),
      isSuspended: !s.active || !isBettableMatchStatus(status),
      isChanged: false,
      isNotAvailable: false,
    };
  });
  const systemType = shared.system_id ? parseSystemId(shared.system_id) : null;
  const customOdds = shared.custom_odds !== null ? toOdds(shared.custom_odds) : null;
  const first = selections[0];
  return {
    id: `shared${index}`,
    stake: minorUnits(shared.stake?.value ?? 0),
    currency: currencyOf(shared.stake?.currency, fallback),
    betType: systemType ? 'system' : selections.length > 1 ? 'combo' : 'single',
    customOdds,
    selections,
    availableBonuses: [],
    bonus: null,
    bonusOdds: null,
    bonusId: null,
    stakeSource: 'sharing',
    systemType,
    betId: null,
    status: null,
    isVip: false,
    freebetStake: null,
    odds: first ? first.odds : toOdds(1000),
    profit: minorUnits(0),
    jackpots: [],
  };
}

/**
 * GET /bets/share-code and restore (domain 4 Share-bet restore): an empty answer opens the
 * not-found modal; a failure says try later (and is reported by the reducer's alert).
 */
export async function restoreSharedBets(
  code: string,
  fallback: Currency,
  dispatch: (event: SlipEvent) => void,
): Promise<void> {
  dispatch({ type: 'restoreStarted' });
  try {
    const answer = await api<{ bets: SharedBetWire[] }>(
      'GET',
      `${SHARE_PATH}?code=${encodeURIComponent(code)}`,
    );
    const bets = answer.bets.map((b, i) => slipBetOf(b, i, fallback));
    dispatch({ type: 'betsRestored', bets, source: 'share' });
  } catch (e) {
    console.error('share-bet restore failed', e);
    dispatch({ type: 'restoreFailed' });
  }
}
