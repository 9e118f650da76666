import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SharedBetWire } from '@sb/contract';
import { normalizeShareCode, priceCustomBet, shareCodeFromBytes } from '@sb/domain';
import { AppError } from '../../http/errors';
import { refKey, type SelectionRef } from './catalog-port';
import type { BetsDeps } from './deps';
import { betShareCodes } from './schema';

/** A slip as it was shared: placement payloads, the stake optional. */
export interface SharedSlipBet {
  stake?: { value: number; currency: string } | undefined;
  selections: (SelectionRef & { odds: number })[];
  system_id?: string | undefined;
  custom_odds?: number | undefined;
}

/** POST /bets/share-code { bets } -> { code }: short, unguessable, safe to paste in a chat. */
export async function createShareCode(
  deps: BetsDeps,
  playerId: number | null,
  slip: SharedSlipBet[],
): Promise<string> {
  for (const bet of slip) {
    if (bet.stake && (!Number.isSafeInteger(bet.stake.value) || bet.stake.value < 0)) {
      throw new AppError(400, 'error.place_bets.invalid_stake', 'A stake is whole minor units');
    }
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = shareCodeFromBytes(randomBytes(10));
    const [row] = await deps.db.orm
      .insert(betShareCodes)
      .values({ code, bets: slip, playerId })
      .onConflictDoNothing()
      .returning({ code: betShareCodes.code });
    if (row) return row.code;
  }
  throw new Error('no free share code after 5 draws');
}

/**
 * GET /bets/share-code?code=: the shared bets with current prices. Selections the book no longer
 * offers are left out, and bets left with none; an unknown code answers no bets (domain 8).
 */
export async function sharedBets(
  deps: BetsDeps,
  text: string,
  locale: string,
): Promise<SharedBetWire[]> {
  const code = normalizeShareCode(text);
  if (!code) return [];
  const [row] = await deps.db.orm.select().from(betShareCodes).where(eq(betShareCodes.code, code));
  if (!row) return [];
  const slip = row.bets as SharedSlipBet[];
  const views = await deps.catalog.selections(
    slip.flatMap((b) => b.selections),
    locale,
  );
  const out: SharedBetWire[] = [];
  for (const bet of slip) {
    const selections: SharedBetWire['selections'] = [];
    for (const s of bet.selections) {
      const v = views.get(refKey(s));
      if (!v) continue;
      selections.push({
        id: refKey(s),
        match_id: s.matchId,
        match_urn_id: v.matchUrnId,
        match_slug: v.matchSlug,
        match_status: v.matchStatus,
        match_name: v.matchName,
        sport_key: v.sportKey,
        competitors: v.competitors,
        provider: v.provider,
        market_id: s.marketId,
        market_name: v.marketName,
        specifier: s.specifier,
        outcome_id: s.outcomeId,
        outcome_name: v.outcomeName,
        odds: v.odds,
        shared_odds: s.odds,
        active: v.active && v.providerActive,
      });
    }
    if (selections.length === 0) continue;
    let customPrice: number | null = null;
    if (bet.custom_odds !== undefined && selections.length === bet.selections.length) {
      const match = await deps.catalog.customBetMatch(bet.selections[0]!.matchId, locale);
      const price = match?.model ? priceCustomBet(match.model, bet.selections) : null;
      customPrice = price?.ok ? price.odds : null;
    }
    out.push({
      stake: bet.stake ? { value: bet.stake.value, currency: bet.stake.currency } : null,
      selections,
      system_id: bet.system_id ?? null,
      custom_odds: customPrice,
    });
  }
  return out;
}
