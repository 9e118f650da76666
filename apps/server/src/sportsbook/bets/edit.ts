import { eq } from 'drizzle-orm';
import type {
  BetWire,
  EditBetQuoteWire,
  EditBetRequestWire,
  PlaceBetsRequestWire,
} from '@sb/contract';
import {
  EDIT_BET_KEYS,
  confirmEditQuote,
  quoteEditBet,
  type ComboBoostBonus,
  type EditBetQuote,
  type MatchStatus,
  type MinorUnits,
  type Odds,
  type SelectionResult,
} from '@sb/domain';
import type { PlayerIdentity } from '../../http/auth';
import type { Orm } from '../../db';
import { AppError } from '../../http/errors';
import { SYSTEM_ACCOUNTS, type WalletTx } from '../../platform';
import { refKey, type SelectionRef, type SelectionView } from './catalog-port';
import { cashOutIn, freshView, offerOf, ownBet } from './cashout';
import { announceBet, subunitsOf, type BetsDeps } from './deps';
import { decide, placementView, storeBets, wireKeyParts } from './placement';
import { bets } from './schema';
import type { BetRow, LegRow } from './view';

const bettable = (v: SelectionView) =>
  v.active && v.providerActive && (v.matchStatus === 0 || v.matchStatus === 1);

const MESSAGES: Record<string, string> = {
  [EDIT_BET_KEYS.notEditable]: 'Only an open single or combo whose legs are all open can be edited',
  [EDIT_BET_KEYS.unavailable]: 'The bet cannot be edited now (no cash-out offer)',
  [EDIT_BET_KEYS.noChange]: 'Nothing to change',
  [EDIT_BET_KEYS.unknownLeg]: 'The bet has no such selection',
  [EDIT_BET_KEYS.empty]: 'A bet needs at least one selection',
  [EDIT_BET_KEYS.invalidStake]: 'The stake must be a whole positive amount',
  [EDIT_BET_KEYS.priceChanged]: 'The price of the edit has changed',
};

interface Priced {
  row: BetRow;
  legs: LegRow[];
  quote: EditBetQuote;
  /** The new bet's selections as the wire names them, at their odds now. */
  selections: PlaceBetsRequestWire['bets'][number]['selections'];
}

/** The edit's price now from the catalog (issue 22), or a 400 with the rule's key. */
async function price(
  deps: BetsDeps,
  playerId: number,
  request: EditBetRequestWire,
): Promise<Priced> {
  const { row, legs } = await ownBet(deps, playerId, request.bet_id);
  const added: SelectionRef[] = request.add.map(wireKeyParts);
  const views = await deps.catalog.selections([...legs, ...added], row.locale);
  for (const ref of added) {
    const view = views.get(refKey(ref));
    if (!view || !bettable(view)) {
      throw new AppError(400, 'error.place_bets.selection_suspended', 'A selection is suspended');
    }
  }
  const openViews = new Map(
    legs.filter((l) => l.result === 'no_results').map((l) => [refKey(l), views.get(refKey(l))!]),
  );
  const sorted = [...legs].sort((a, b) => a.position - b.position);
  const result = quoteEditBet({
    boost: await heldBoost(deps, playerId, row),
    betType: row.systemId ? 'system' : legs.length > 1 ? 'combo' : 'single',
    isCustom: row.customOdds !== null,
    open: row.status === 'waiting_results',
    legs: sorted.map((l) => {
      const view = views.get(refKey(l));
      return {
        id: refKey(l),
        matchId: l.matchId,
        provider: l.provider,
        matchStatus: (view?.matchStatus ?? 0) as MatchStatus,
        result: l.result as SelectionResult,
        currentOdds: view && bettable(view) ? (view.odds as Odds) : null,
      };
    }),
    remove: request.remove,
    add: added.map((ref) => {
      const view = views.get(refKey(ref))!;
      return {
        id: refKey(ref),
        matchId: ref.matchId,
        provider: view.provider,
        matchStatus: view.matchStatus as MatchStatus,
        odds: view.odds as Odds,
      };
    }),
    offer: offerOf(deps, row, legs, openViews) as MinorUnits | null,
    stake: request.stake ?? null,
  });
  if (!result.ok) {
    throw new AppError(400, result.key, MESSAGES[result.key] ?? 'The bet cannot be edited');
  }
  const byId = new Map([...sorted, ...added].map((s) => [refKey(s), s]));
  const selections = result.quote.selections.map((s) => {
    const ref = byId.get(s.id)!;
    return {
      match_id: ref.matchId,
      market_id: ref.marketId,
      specifier: ref.specifier,
      outcome_id: String(ref.outcomeId),
      odds: s.odds,
    };
  });
  return { row, legs, quote: result.quote, selections };
}

/**
 * The combo boost the bet carries, if the player still holds it (a boost ended or used up since
 * is not carried over): the edit's new bet keeps it while its combo reaches a range.
 */
async function heldBoost(
  deps: BetsDeps,
  playerId: number,
  row: BetRow,
): Promise<{ bonus: ComboBoostBonus; isVerified: boolean } | null> {
  if (row.bonus?.type !== 'comboboost' || !deps.bonuses) return null;
  const held = await deps.bonuses.held(playerId, [row.bonus.id]);
  const bonus = held.find((b): b is ComboBoostBonus => b.type === 'comboboost');
  return bonus ? { bonus, isVerified: await deps.bonuses.isVerified(playerId) } : null;
}

function quoteWire(deps: BetsDeps, row: BetRow, quote: EditBetQuote): EditBetQuoteWire {
  return {
    bet_id: String(row.id),
    currency: row.currency,
    subunits: subunitsOf(deps, row.currency),
    cashout: quote.cashout,
    selections: quote.selections,
    odds: quote.odds,
    bonus_odds: quote.bonusOdds,
    stake: quote.stake,
    potential_win: quote.potentialWin,
    balance_change: quote.balanceChange,
  };
}

/** POST /bets/edit/quote: what the edit would cost and pay, shown before confirming. */
export async function quoteEdit(
  deps: BetsDeps,
  player: PlayerIdentity,
  request: EditBetRequestWire,
): Promise<EditBetQuoteWire> {
  const { row, quote } = await price(deps, Number(player.id), request);
  return quoteWire(deps, row, quote);
}

/**
 * POST /bets/edit: the old bet cashed out and the new bet placed in ONE transaction, only at
 * the price the player was shown (the same new odds, a cash-out at least as shown and paid as
 * shown), so the balance moves by exactly the quoted difference.
 */
export async function confirmEdit(
  deps: BetsDeps,
  player: PlayerIdentity,
  request: EditBetRequestWire & { cashout: number; odds: number },
  inTx?: (tx: Orm) => Promise<void>,
): Promise<{ cashedOut: BetWire; placed: BetWire; acceptAt: Date | null }> {
  const playerId = Number(player.id);
  const priced = await price(deps, playerId, request);
  const quote = confirmEditQuote(priced.quote, { cashout: request.cashout, odds: request.odds });
  if (!quote) {
    throw new AppError(409, EDIT_BET_KEYS.priceChanged, MESSAGES[EDIT_BET_KEYS.priceChanged]!, {
      quote: quoteWire(deps, priced.row, priced.quote),
    });
  }
  const { row, legs } = priced;
  // The new bet goes through every rule a placement does (limits, combinations, delays).
  const body: PlaceBetsRequestWire = {
    meta: { device_id: '', quick: false, type: priced.selections.length > 1 ? 'combo' : 'single' },
    bets: [
      {
        // The combo boost the quote kept, at the odds it showed (checked again as any claim).
        bonus:
          quote.bonusOdds !== null && row.bonus
            ? { id: row.bonus.id, type: 'comboboost', odds: quote.bonusOdds }
            : null,
        stake: { value: quote.stake, currency: row.currency },
        selections: priced.selections,
      },
    ],
  };
  const decision = await decide(deps, player, body);
  if (decision.kind === 'refused') {
    const error = (decision.answer.body as { error: { key: string; message: string } }).error;
    throw new AppError(decision.answer.statusCode, error.key, error.message);
  }
  const { rows, legs: newLegs } = decision.prepared;
  const newRow = { ...rows[0]!, replaces: row.id };
  let bound = null as WalletTx | null;
  const placedId = await deps.wallet.run(async (w) => {
    bound = w;
    const cashed = await cashOutIn(deps, w, row, legs, {
      part: row.stake,
      pay: quote.cashout,
      kind: 'edit',
      metadata: { edit: true },
    });
    if (!cashed) throw new AppError(409, 'error.cashout.bet_changed', 'The bet changed meanwhile');
    // The new bet takes the placement's participants too (limits, issue 20; jackpots, 21),
    // as a group of one: after the old bet's return is in, so a loss limit counts the edit as
    // its net change.
    const view = deps.participants.any
      ? placementView(playerId, { rows: [newRow], legs: [newLegs[0]!], currency: row.currency })
      : null;
    if (view) {
      await deps.participants.prepare(w, [view]);
      const refused = await deps.participants.check(w, view);
      if (refused) throw new AppError(refused.status ?? 400, refused.key, refused.message);
    }
    const debit = await w.transfer({
      postings: [
        {
          from: { player: playerId },
          to: { system: SYSTEM_ACCOUNTS.house },
          amount: newRow.stake,
          currency: row.currency,
        },
      ],
      reason: 'bet_stake',
      reference: `bet:${newRow.ref}:stake`,
      metadata: { bets: [newRow.ref], edit_of: row.ref },
    });
    if (!debit.ok) throw new AppError(400, debit.key, debit.message);
    if (view) {
      const notes = await deps.participants.staked(w, view);
      if (notes.get(newRow.ref)?.usedInJackpot) newRow.usedInJackpot = true;
      await deps.participants.finish(w, [view]);
    }
    const ids = await storeBets(w.tx, [newRow], [newLegs[0]!]);
    const id = ids.get(newRow.ref)!;
    await w.tx.update(bets).set({ replaces: row.id }).where(eq(bets.id, id));
    await w.tx.update(bets).set({ replacedBy: id }).where(eq(bets.id, row.id));
    // The retry's key is marked committed with the edit (issue 25): a process that dies
    // before answering is answered from the bets, never edited twice nor refused.
    await inTx?.(w.tx);
    return id;
  });
  if (bound && deps.participants.any) deps.participants.committed(bound);
  const [cashedOut, placed] = await Promise.all([
    freshView(deps, row.id),
    freshView(deps, placedId),
  ]);
  const owner = { locale: row.locale, playerId };
  if (cashedOut) await announceBet(deps, 'cashed_out', owner, cashedOut);
  if (placed) await announceBet(deps, 'placed', owner, placed);
  return { cashedOut: cashedOut!, placed: placed!, acceptAt: newRow.acceptAt };
}
