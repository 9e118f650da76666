import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ErrorBody, PlaceBetsAnswer, PlaceBetsRequestWire } from '@sb/contract';
import {
  acceptanceDelayMs,
  checkPlacementRequest,
  priceCustomBet,
  systemId,
  validatePlacement,
  type BetDraft,
  type CurrentSelection,
  type MatchModel,
  type Odds,
  type PlaceBetsRequest,
  type PlacementError,
  type RequestCheckError,
  type ValidBet,
  type ValidationSettings,
} from '@sb/domain';
import type { PlayerIdentity } from '../../http/auth';
import { refKey, type SelectionRef, type SelectionView } from './catalog-port';
import { announceBet, currencyOf, newRef, type BetsDeps } from './deps';
import type { PlacementView } from './participants';
import { oddsChangePolicy } from './player-settings';
import { betIdempotencyKeys } from './schema';
import type { BetRow, LegRow } from './view';

/** An HTTP answer kept as data, so an idempotent repeat can return it again verbatim. */
export interface Answer {
  statusCode: number;
  body: PlaceBetsAnswer | ErrorBody;
  /** The answer repeats the one kept under the Idempotency-Key (`Idempotent-Replayed: true`). */
  replayed?: true;
}

/** domain 8 keys for the domain's generic refusals, so each bad input names itself. */
const REASON_KEYS: Partial<Record<PlacementError['reason'], string>> = {
  no_stake: 'error.place_bets.invalid_stake',
  currency: 'error.place_bets.currency_mismatch',
  selection_unknown: 'error.place_bets.selection_not_found',
  suspended: 'error.place_bets.selection_suspended',
  not_available: 'error.place_bets.selection_not_available',
  payload: 'error.place_bets.invalid_payload',
};

const MESSAGES: Record<string, string> = {
  'error.place_bets.invalid_odds': 'The odds have changed',
  'error.place_bets.invalid_odds_custom_bet': 'The price of the custom bet has changed',
  'error.platform.pve_player_bet_forbidden': 'This account may not place bets',
  'error.place_bets.selection_not_found': 'A selection is not offered',
  'error.place_bets.selection_suspended': 'A selection is suspended',
  'error.place_bets.selection_not_available': 'A selection is not available',
  'error.place_bets.invalid_stake': 'The stake must be above zero',
  'error.place_bets.stake_precision': 'The stake has more decimals than its currency',
  'error.place_bets.unknown_currency': 'The stake currency is not supported',
  'error.place_bets.currency_mismatch': 'All bets of a slip are staked in one currency',
  'error.place_bets.duplicate_selection': 'A selection appears twice',
  'error.wallet.insufficient_funds': 'The balance does not cover the stake',
  'error.wallet.account_not_found': 'The player holds no account in this currency',
};

export const refusal = (
  statusCode: number,
  key: string,
  details?: Record<string, string>,
  code: number = statusCode,
): Answer => ({
  statusCode,
  body: {
    error: {
      code,
      key,
      message: MESSAGES[key] ?? 'The bet could not be placed',
      ...(details && Object.keys(details).length ? { details } : {}),
    },
  },
});

export function firstSelectionId(
  body: PlaceBetsRequestWire,
  betIndex: number | undefined,
): string | null {
  const s = betIndex === undefined ? undefined : body.bets[betIndex]?.selections[0];
  return s ? refKey(selectionRef(s)) : null;
}

function selectionRef(s: {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
}): SelectionRef {
  return {
    matchId: s.match_id,
    marketId: s.market_id,
    specifier: s.specifier,
    outcomeId: s.outcome_id,
  };
}

/** domain 8: one answer, its key from the first error, per-bet keys by first selection id. */
function refuse(
  body: PlaceBetsRequestWire,
  errors: readonly (PlacementError | RequestCheckError)[],
  views: ReadonlyMap<string, SelectionView>,
): Answer {
  const keyOf = (e: PlacementError | RequestCheckError): string => {
    if (e.reason === 'invalid_odds') return riskKey(body, e.betIndex, views);
    return (
      (e.key === 'error.place_bets.default' && REASON_KEYS[e.reason as PlacementError['reason']]) ||
      e.key
    );
  };
  const first = errors[0]!;
  const details: Record<string, string> = {};
  for (const e of errors) {
    const id = e.selectionId ?? firstSelectionId(body, e.betIndex);
    if (id && !details[id]) details[id] = keyOf(e);
  }
  const code = 'code' in first && first.code !== undefined ? first.code : undefined;
  if (first.reason === 'pve_forbidden') return refusal(403, first.key, undefined, code);
  if (first.reason === 'not_logged_in') return refusal(401, 'error.unauthorized');
  const key = first.reason === 'invalid_odds' ? first.key : keyOf(first);
  return refusal(400, key, details, code);
}

/** domain 8 wrong-odds keys: which way the price the player sent differs from ours. */
function riskKey(
  body: PlaceBetsRequestWire,
  betIndex: number | undefined,
  views: ReadonlyMap<string, SelectionView>,
): string {
  const bet = betIndex === undefined ? undefined : body.bets[betIndex];
  const higher = bet?.selections.some((s) => {
    const now = views.get(refKey(selectionRef(s)));
    return now !== undefined && s.odds > now.odds;
  });
  return higher
    ? 'error.risk_validation.odds_higher_than_bookmakers_current_odds'
    : 'error.risk_validation.odds_different_than_bookmaker';
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url');
}

function toCurrent(view: SelectionView): CurrentSelection {
  return {
    odds: view.odds as Odds,
    matchStatus: view.matchStatus as CurrentSelection['matchStatus'],
    provider: view.provider,
    active: view.active,
    providerActive: view.providerActive,
    sportKey: view.sportKey,
    ...(view.tournamentId !== undefined ? { tournamentId: view.tournamentId } : {}),
    ...(view.countryCode !== undefined ? { countryCode: view.countryCode } : {}),
  };
}

/** The history kind: combos are stored by size and shown as combo (domain 3). */
function kindOf(bet: ValidBet): string {
  if (bet.bet.customOdds) return 'custom_bet';
  if (bet.bet.betType === 'system') return 'system';
  const n = bet.bet.selections.length;
  return n === 1 ? 'single' : n === 2 ? 'double' : n === 3 ? 'treble' : 'accumulator';
}

/** A selection as the wire names it (snake_case) in the domain's names. */
export const wireKeyParts = (s: {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
}) => ({
  matchId: s.match_id,
  marketId: s.market_id,
  specifier: s.specifier,
  outcomeId: s.outcome_id,
});

const draftKey = (
  selections: readonly {
    matchId: unknown;
    marketId: unknown;
    specifier: string;
    outcomeId: unknown;
  }[],
) => selections.map((s) => `${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}`).join('|');

export interface Prepared {
  rows: Omit<BetRow, 'id'>[];
  legs: Omit<LegRow, 'betId'>[][];
  currency: string;
}

/** What participants see of a placement (participants.ts): a new one, or an edit's new bet. */
export function placementView(playerId: number, prepared: Prepared): PlacementView {
  const { rows, legs, currency } = prepared;
  const first = rows[0]!;
  return {
    playerId,
    locale: first.locale,
    currency,
    quick: first.quick,
    bets: rows.map((r, i) => ({
      ref: r.ref,
      kind: r.kind,
      stake: r.stake,
      odds: r.odds,
      potentialWin: r.potentialWin,
      isLive: r.isLive,
      bonus: r.bonus,
      legs: (legs[i] ?? []).map((l) => ({
        matchId: l.matchId,
        sportKey: l.sportKey,
        matchStatus: l.snapshot.matchStatus ?? 0,
        odds: l.odds,
      })),
    })),
  };
}

/** A checked placement waiting for its transaction. */
export interface PlacementJob {
  playerId: number;
  body: PlaceBetsRequestWire;
  prepared: Prepared;
  hash: string;
  key?: string;
}

export type Placed = { row: BetRow; legs: LegRow[] };
export type JobOutcome =
  | { kind: 'done'; answer: Answer; placed: Placed[] }
  /** Another request holds this Idempotency-Key: its answer is the answer. */
  | { kind: 'key_taken' };

/** Commits checked placements (group-commit.ts batches them into shared transactions). */
export interface PlacementSubmitter {
  submit(job: PlacementJob): Promise<JobOutcome>;
}

type Decision = { kind: 'refused'; answer: Answer } | { kind: 'place'; prepared: Prepared };

/** Everything checked again (issue 7): the body, the selections now, the rules and limits. */
export async function decide(
  deps: BetsDeps,
  player: PlayerIdentity,
  body: PlaceBetsRequestWire,
): Promise<Decision> {
  const noViews = new Map<string, SelectionView>();
  if (player.pve) {
    return {
      kind: 'refused',
      answer: refuse(
        body,
        [{ reason: 'pve_forbidden', key: 'error.platform.pve_player_bet_forbidden', code: 114 }],
        noViews,
      ),
    };
  }
  const wireErrors = checkPlacementRequest(body, { currencyOf: (code) => currencyOf(deps, code) });
  if (wireErrors.length) return { kind: 'refused', answer: refuse(body, wireErrors, noViews) };

  const playerId = Number(player.id);
  const settings = await deps.catalog.settings();
  const refs = body.bets.flatMap((b) => b.selections.map(selectionRef));
  const views = await deps.catalog.selections(refs, player.locale);

  // Custom bets are priced as a whole from their match's model (bet builder).
  const customPrices = new Map<string, Odds | null>();
  for (const [betIndex, bet] of body.bets.entries()) {
    if (bet.custom_odds === undefined) continue;
    const matches = new Set(bet.selections.map((s) => s.match_id));
    const at = firstSelectionId(body, betIndex) ?? '';
    if (!settings.customBetEnabled) {
      return {
        kind: 'refused',
        answer: refusal(400, 'error.place_bets.custom_bet_disabled', {
          [at]: 'error.place_bets.custom_bet_disabled',
        }),
      };
    }
    if (matches.size !== 1 || (bet.selections.length < 2 && !settings.customBetAllowSingle)) {
      return {
        kind: 'refused',
        answer: refusal(400, 'error.custom_bet.one_match', { [at]: 'error.custom_bet.one_match' }),
      };
    }
    const match = await deps.catalog.customBetMatch([...matches][0]!, player.locale);
    customPrices.set(
      draftKey(bet.selections.map(wireKeyParts)),
      priceOf(match?.model ?? null, bet.selections),
    );
  }

  // The policy only matters where a price moved: when none did, every policy says unchanged,
  // so the common placement skips the lookup.
  const moved = body.bets.some((bet) =>
    bet.custom_odds !== undefined
      ? customPrices.get(draftKey(bet.selections.map(wireKeyParts))) !== bet.custom_odds
      : bet.selections.some((sel) => {
          const view = views.get(refKey(selectionRef(sel)));
          return view !== undefined && view.odds !== sel.odds;
        }),
  );
  const policy = moved
    ? await oddsChangePolicy(deps, playerId, settings.defaultOddsChangePolicy)
    : settings.defaultOddsChangePolicy;
  const currency = currencyOf(deps, body.bets[0]!.stake.currency)!;
  const validation: ValidationSettings = {
    multiSingleBets: deps.multiSingleBets(),
    availableByProvider: settings.availableByProvider,
    systemTypes: [],
    betLimits: settings.betLimits,
    betLimitsEnabled: settings.betLimitsEnabled,
    oddsChangePolicy: policy,
  };
  const claimed = body.bets.flatMap((b) => (b.bonus ? [b.bonus.id] : []));
  // Verification matters to a combo boost only (`only_verified`): asked when one is claimed.
  const isVerified =
    deps.bonuses && body.bets.some((b) => b.bonus?.type === 'comboboost')
      ? await deps.bonuses.isVerified(playerId)
      : true;
  const result = validatePlacement(body as unknown as PlaceBetsRequest, validation, {
    player: { isLoggedIn: true, isPve: player.pve, isVerified },
    currency,
    lookup: (ids) => {
      const view = views.get(
        refKey({
          matchId: Number(ids.matchId),
          marketId: Number(ids.marketId),
          specifier: ids.specifier,
          outcomeId: String(ids.outcomeId),
        }),
      );
      return view ? toCurrent(view) : null;
    },
    customOdds: (bet: BetDraft) => customPrices.get(draftKey(bet.selections)) ?? null,
    // The bonuses the player holds now (domain 5); without a bonus engine none, so a claimed
    // bonus is refused. Ownership, status and uses are checked again in the transaction.
    bonuses: claimed.length && deps.bonuses ? await deps.bonuses.held(playerId, claimed) : [],
  });
  if (!result.ok) return { kind: 'refused', answer: refuse(body, result.errors, views) };

  const now = deps.now();
  const rows: Prepared['rows'] = [];
  const legs: Prepared['legs'] = [];
  for (const valid of result.bets) {
    const stake = valid.bet.stake;
    const vipAt = deps.options.vipStake[currency.code];
    const isVip = vipAt !== undefined && stake >= vipAt;
    const legViews = valid.bet.selections.map((s) =>
      views.get(
        refKey({
          matchId: Number(s.matchId),
          marketId: Number(s.marketId),
          specifier: s.specifier,
          outcomeId: String(s.outcomeId),
        }),
      )!,
    );
    const delay = acceptanceDelayMs(
      legViews.map((v) => ({ sportKey: v.sportKey, matchStatus: v.matchStatus })),
      deps.options.delays,
      isVip,
    );
    const system =
      valid.bet.betType === 'system' && valid.bet.systemType ? valid.bet.systemType : null;
    rows.push({
      ref: newRef(),
      playerId,
      locale: player.locale,
      kind: kindOf(valid),
      status: delay > 0 ? 'submitted' : 'waiting_results',
      currency: currency.code,
      stake,
      odds: valid.odds,
      potentialWin: valid.potentialWin,
      systemId: system ? systemId(system) : null,
      systemWin: system ? system.winCount : null,
      systemTotal: system ? system.totalCount : null,
      customOdds: valid.bet.customOdds,
      bonus: valid.bet.bonus
        ? { id: valid.bet.bonus.id, type: valid.bet.bonus.type, odds: valid.bet.bonus.odds ?? null }
        : null,
      bonusPaid: 0,
      isLive: legViews.some((v) => v.matchStatus === 1),
      isVip,
      acceptAt: delay > 0 ? new Date(now + delay) : null,
      result: 'no_results',
      reason: null,
      paid: 0,
      settleSeq: 0,
      clawbackDue: 0,
      initialStake: null,
      cashedOut: 0,
      replaces: null,
      replacedBy: null,
      deviceId: body.meta.device_id || null,
      quick: body.meta.quick,
      usedInJackpot: false,
      createdAt: new Date(now),
      updatedAt: new Date(now),
      settledAt: null,
    });
    legs.push(
      valid.bet.selections.map((s, position) => {
        const v = legViews[position]!;
        return {
          position,
          matchId: Number(s.matchId),
          marketId: Number(s.marketId),
          specifier: s.specifier,
          outcomeId: String(s.outcomeId),
          odds: s.odds,
          result: 'no_results',
          sportKey: v.sportKey,
          provider: v.provider,
          snapshot: {
            matchUrnId: v.matchUrnId,
            matchSlug: v.matchSlug,
            matchName: v.matchName,
            startTime: v.startTime,
            competitors: v.competitors,
            marketName: v.marketName,
            outcomeName: v.outcomeName,
            matchStatus: v.matchStatus,
          },
        };
      }),
    );
  }
  return { kind: 'place', prepared: { rows, legs, currency: currency.code } };
}

function priceOf(
  model: MatchModel | null,
  selections: readonly { market_id: number; specifier: string; outcome_id: string }[],
): Odds | null {
  if (!model) return null;
  const price = priceCustomBet(
    model,
    selections.map((s) => ({
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    })),
  );
  return price.ok ? (price.odds as Odds) : null;
}

/**
 * POST /bets (domain 3 placement payload): checked again, then the stakes debited through the
 * ledger and the bets stored in one transaction. With an Idempotency-Key, the first answer is
 * kept with the bets and returned again for the same key and body; nothing is placed twice.
 */
export async function placeBets(
  deps: BetsDeps,
  player: PlayerIdentity,
  body: PlaceBetsRequestWire,
  idempotencyKey: string | undefined,
  committer: PlacementSubmitter,
): Promise<{ answer: Answer; placed: { row: BetRow; legs: LegRow[] }[] }> {
  const playerId = Number(player.id);
  const hash = idempotencyKey ? requestHash(body) : '';
  if (idempotencyKey) {
    const seen = await replay(deps, playerId, idempotencyKey, hash);
    if (seen) return { answer: replayedAnswer(seen), placed: [] };
  }
  const decision = await decide(deps, player, body);
  if (decision.kind === 'refused') {
    if (!idempotencyKey) return { answer: decision.answer, placed: [] };
    return {
      answer: await remember(deps, playerId, idempotencyKey, hash, decision.answer),
      placed: [],
    };
  }
  const outcome = await committer.submit({
    playerId,
    body,
    prepared: decision.prepared,
    hash,
    ...(idempotencyKey ? { key: idempotencyKey } : {}),
  });
  if (outcome.kind === 'key_taken') {
    // A concurrent request with the same key committed first: answer as it did.
    const seen = idempotencyKey ? await replay(deps, playerId, idempotencyKey, hash) : null;
    if (seen) return { answer: replayedAnswer(seen), placed: [] };
    throw new Error('idempotency key taken but no answer stored');
  }
  // bet_changed to the owner's other tabs (My bets), with the entities the answer carries;
  // then the lifecycle event (not awaited: the answer does not wait for listeners).
  if (outcome.placed.length > 0) {
    for (const view of (outcome.answer.body as PlaceBetsAnswer).data) {
      void announceBet(deps, 'placed', { locale: player.locale, playerId }, view);
    }
  }
  return { answer: outcome.answer, placed: outcome.placed };
}

export type Tx = Parameters<Parameters<BetsDeps['wallet']['run']>[0]>[0]['tx'];

/**
 * The bets and their legs in ONE statement (a round trip per placement matters at hundreds of
 * placements a second): rows travel as JSON and are unpacked by jsonb_to_recordset.
 */
export async function storeBets(
  tx: Tx,
  rows: Prepared['rows'],
  legs: Prepared['legs'],
): Promise<Map<string, number>> {
  const betJson = JSON.stringify(
    rows.map((r) => ({
      ref: r.ref,
      player_id: r.playerId,
      locale: r.locale,
      kind: r.kind,
      status: r.status,
      currency: r.currency,
      stake: r.stake,
      odds: r.odds,
      potential_win: r.potentialWin,
      system_id: r.systemId,
      system_win: r.systemWin,
      system_total: r.systemTotal,
      custom_odds: r.customOdds,
      bonus: r.bonus,
      is_live: r.isLive,
      is_vip: r.isVip,
      accept_at: r.acceptAt?.toISOString() ?? null,
      device_id: r.deviceId,
      quick: r.quick,
      used_in_jackpot: r.usedInJackpot,
      created_at: r.createdAt.toISOString(),
    })),
  );
  const legJson = JSON.stringify(
    rows.flatMap((r, i) =>
      (legs[i] ?? []).map((l) => ({
        ref: r.ref,
        position: l.position,
        match_id: l.matchId,
        market_id: l.marketId,
        specifier: l.specifier,
        outcome_id: l.outcomeId,
        odds: l.odds,
        sport_key: l.sportKey,
        provider: l.provider,
        snapshot: l.snapshot,
      })),
    ),
  );
  const result = (await tx.execute(sql`
    with b as (
      insert into bets (ref, player_id, locale, kind, status, currency, stake, odds, potential_win,
        system_id, system_win, system_total, custom_odds, bonus, is_live, is_vip, accept_at,
        device_id, quick, used_in_jackpot, created_at, updated_at)
      select ref, player_id, locale, kind, status, currency, stake, odds, potential_win,
        system_id, system_win, system_total, custom_odds, bonus, is_live, is_vip, accept_at,
        device_id, quick, used_in_jackpot, created_at, created_at
      from jsonb_to_recordset(${betJson}::jsonb) as x(ref text, player_id bigint, locale text,
        kind text, status text, currency text, stake bigint, odds integer, potential_win bigint,
        system_id text, system_win integer, system_total integer, custom_odds integer, bonus jsonb,
        is_live boolean, is_vip boolean, accept_at timestamptz, device_id text, quick boolean,
        used_in_jackpot boolean, created_at timestamptz)
      returning id, ref
    ), s as (
      insert into bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id,
        odds, sport_key, provider, snapshot)
      select b.id, l.position, l.match_id, l.market_id, l.specifier, l.outcome_id, l.odds,
        l.sport_key, l.provider, l.snapshot
      from jsonb_to_recordset(${legJson}::jsonb) as l(ref text, position smallint,
        match_id integer, market_id integer, specifier text, outcome_id text, odds integer,
        sport_key text, provider text, snapshot jsonb)
      join b on b.ref = l.ref
    )
    select id, ref from b`)) as unknown as { rows: { id: string | number; ref: string }[] };
  return new Map(result.rows.map((r) => [r.ref, Number(r.id)]));
}

/** A kept answer given again; a key reused for another body is a refusal of its own. */
const replayedAnswer = (seen: Answer): Answer =>
  seen.statusCode === 422 && (seen.body as ErrorBody).error?.key === 'error.idempotency.key_reused'
    ? seen
    : { ...seen, replayed: true };

/** Keeps a refusal under its key (a retry of the same attempt gets the same refusal). */
async function remember(
  deps: BetsDeps,
  playerId: number,
  key: string,
  hash: string,
  answer: Answer,
): Promise<Answer> {
  const [row] = await deps.db.orm
    .insert(betIdempotencyKeys)
    .values({
      playerId,
      key,
      requestHash: hash,
      statusCode: answer.statusCode,
      answer: answer.body,
    })
    .onConflictDoNothing()
    .returning({ key: betIdempotencyKeys.key });
  if (row) return answer;
  return (await replay(deps, playerId, key, hash)) ?? answer;
}

/** The first answer under a key; a different body under the same key is refused. */
export async function replay(
  deps: BetsDeps,
  playerId: number,
  key: string,
  hash: string,
): Promise<Answer | null> {
  const [row] = await deps.db.orm
    .select()
    .from(betIdempotencyKeys)
    .where(and(eq(betIdempotencyKeys.playerId, playerId), eq(betIdempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== hash) {
    return {
      statusCode: 422,
      body: {
        error: {
          code: 422,
          key: 'error.idempotency.key_reused',
          message: 'This Idempotency-Key was used for a different request',
        },
      },
    };
  }
  return { statusCode: row.statusCode, body: row.answer as Answer['body'] };
}
