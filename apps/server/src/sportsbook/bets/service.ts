import { lt, sql } from 'drizzle-orm';
import type {
  BetWire,
  BetsAnswer,
  BetsExportQuery,
  EditBetQuoteWire,
  EditBetRequestWire,
  StakeMemoryWire,
  BetsQuery,
  BetsSummaryAnswer,
  BetsSummaryQuery,
  CustomMarketsAnswer,
  PlaceBetsRequestWire,
  SharedBetWire,
} from '@sb/contract';
import {
  maxStake,
  OPEN_BET_STATUSES,
  parseSystemId,
  priceBet,
  priceCustomBet,
  type MaxStake,
  type MinorUnits,
  type Odds,
  type OddsChangePolicy,
} from '@sb/domain';
import type { PlayerIdentity } from '../../http/auth';
import type { Orm } from '../../db';
import { AppError } from '../../http/errors';
import { AcceptanceWorker } from './acceptance';
import { refKey, type SelectionRef } from './catalog-port';
import { CashoutNotifier, cashOut, freshView, ownBet, setAutoCashout } from './cashout';
import { customMarkets, customOdds } from './custom';
import { PlacementCommitter } from './group-commit';
import { currencyOf, type BetsDeps, type BonusSource } from './deps';
import { confirmEdit, quoteEdit } from './edit';
import { exportBets } from './export';
import { rememberLastStake, setStakeMemory, stakeMemory } from './stakes';
import { createBetEvents, type BetEventListener } from './events';
import { listBets } from './history';
import { betsSummary } from './summary';
import { Participants, type PlacementParticipant } from './participants';
import { placeBets, type Answer } from './placement';
import {
  oddsChangePolicy,
  playerSettings,
  saveSettings,
  type PlayerSettings,
  type SettingsChange,
} from './player-settings';
import { betIdempotencyKeys } from './schema';
import { SettlementService, type SettleReport } from './settlement';
import { createShareCode, sharedBets, type SharedSlipBet } from './share-codes';

type Defaulted = 'now' | 'log' | 'multiSingleBets' | 'announcesOffers' | 'events' | 'participants';
export type CreateBetsOptions = Omit<BetsDeps, Defaulted> & Partial<Pick<BetsDeps, Defaulted>>;

/**
 * The bets module's service (issue 7): placement, live acceptance, history, cash-out,
 * settlement, custom bets, max stake and share codes, and the bet lifecycle events (`onBet`).
 * Built once by the composition root (compose.ts), which hands it to the routes.
 */
export class BetsService {
  readonly deps: BetsDeps;
  readonly acceptance: AcceptanceWorker;
  readonly settlement: SettlementService;
  readonly cashoutNotifier: CashoutNotifier;
  readonly committer: PlacementCommitter;
  private cleanup: NodeJS.Timeout | undefined;

  constructor(input: CreateBetsOptions) {
    const log =
      input.log ??
      ((message: string, err?: unknown) => console.warn(`[bets] ${message}`, err ?? ''));
    this.deps = {
      ...input,
      now: input.now ?? (() => Date.now()),
      log,
      multiSingleBets: input.multiSingleBets ?? (() => true),
      announcesOffers: input.announcesOffers ?? (() => true),
      events: input.events ?? createBetEvents((message, err) => log(message, err)),
      participants: input.participants ?? new Participants(log),
    };
    this.acceptance = new AcceptanceWorker(this.deps);
    this.settlement = new SettlementService(this.deps);
    this.cashoutNotifier = new CashoutNotifier(this.deps);
    this.committer = new PlacementCommitter(this.deps);
  }

  /**
   * Hears every bet after its transaction committed: placed, accepted, rejected, settled,
   * cashed_out (events.ts). Returns the removal.
   */
  onBet(listener: BetEventListener): () => void {
    return this.deps.events.on(listener);
  }

  /**
   * Takes another module into every placement's transaction (participants.ts: limits,
   * bonuses, jackpots). Returns the removal.
   */
  addParticipant(participant: PlacementParticipant): () => void {
    return this.deps.participants.add(participant);
  }

  /** The bonuses a bet may claim (issue 19); each claim is checked again at placement. */
  setBonusSource(source: BonusSource): void {
    this.deps.bonuses = source;
  }

  /** The background parts: acceptance timers, settlement on results, cash-out offers (main.ts). */
  start(): void {
    this.acceptance.start();
    this.settlement.start();
    this.cashoutNotifier.start();
    this.cleanup = setInterval(() => void this.forgetOldKeys().catch(() => {}), 60 * 60 * 1000);
    this.cleanup.unref();
  }

  stop(): void {
    this.acceptance.stop();
    this.settlement.stop();
    this.cashoutNotifier.stop();
    if (this.cleanup) clearInterval(this.cleanup);
  }

  async place(
    player: PlayerIdentity,
    body: PlaceBetsRequestWire,
    idempotencyKey?: string,
  ): Promise<Answer> {
    const { answer, placed } = await placeBets(
      this.deps,
      player,
      body,
      idempotencyKey,
      this.committer,
    );
    for (const p of placed) if (p.row.acceptAt) this.acceptance.schedule(p.row.acceptAt);
    const first = placed[0]?.row;
    // A quick bet's stake is its own setting; the slip's last stake is remembered (issue 22).
    if (first && !body.meta.quick) {
      await rememberLastStake(this.deps, Number(player.id), first.currency, first.stake).catch(
        (err: unknown) => this.deps.log('remembering the stake failed', err),
      );
    }
    return answer;
  }

  list(player: PlayerIdentity, query: BetsQuery): Promise<BetsAnswer> {
    return listBets(this.deps, player, query);
  }

  /** Profit and loss per currency over a period (issue 27). */
  summary(player: PlayerIdentity, query: BetsSummaryQuery): Promise<BetsSummaryAnswer> {
    return betsSummary(this.deps, Number(player.id), query);
  }

  /** The history under its filters as CSV (issue 22). */
  exportCsv(player: PlayerIdentity, query: BetsExportQuery): Promise<string> {
    return exportBets(this.deps, player, query);
  }

  /** Cash-out of a bet, or of a part of its stake (issue 22 partial cash-out). */
  cashOut(
    player: PlayerIdentity,
    betId: string,
    toCashout: number,
    part?: number,
    inTx?: (tx: Orm) => Promise<void>,
  ): Promise<BetWire> {
    return cashOut(this.deps, Number(player.id), betId, toCashout, part, inTx);
  }

  /** One of the player's bets as My bets shows it (404 for another's). */
  async bet(player: PlayerIdentity, betId: string): Promise<BetWire> {
    const { row } = await ownBet(this.deps, Number(player.id), betId);
    return (await freshView(this.deps, row.id))!;
  }

  /** An edited bet and the bet that replaced it, as the edit answered (its retry after a crash). */
  async edited(
    player: PlayerIdentity,
    betId: string,
  ): Promise<{ cashed_out: BetWire; placed: BetWire }> {
    const { row } = await ownBet(this.deps, Number(player.id), betId);
    if (row.replacedBy === null)
      throw new AppError(409, 'error.cashout.bet_changed', 'The bet changed meanwhile');
    const [cashedOut, placed] = await Promise.all([
      freshView(this.deps, row.id),
      freshView(this.deps, row.replacedBy),
    ]);
    return { cashed_out: cashedOut!, placed: placed! };
  }

  /** Edit bet (issue 22): the price of taking legs out of or adding legs to an open bet. */
  quoteEdit(player: PlayerIdentity, request: EditBetRequestWire): Promise<EditBetQuoteWire> {
    return quoteEdit(this.deps, player, request);
  }

  /** Edit bet, confirmed at the price shown: cash-out and new bet in one transaction. */
  async confirmEdit(
    player: PlayerIdentity,
    request: EditBetRequestWire & { cashout: number; odds: number },
    inTx?: (tx: Orm) => Promise<void>,
  ): Promise<{ cashed_out: BetWire; placed: BetWire }> {
    const done = await confirmEdit(this.deps, player, request, inTx);
    if (done.acceptAt) this.acceptance.schedule(done.acceptAt);
    return { cashed_out: done.cashedOut, placed: done.placed };
  }

  /** Sets (or with null removes) a bet's auto cash-out rule (issue 22). */
  setAutoCashout(
    player: PlayerIdentity,
    betId: string,
    threshold: number | null,
  ): Promise<BetWire> {
    return setAutoCashout(this.deps, Number(player.id), betId, threshold);
  }

  /** Settles every bet of a match from its results now (also run on the catalog's onResults). */
  settleMatch(matchId: number): Promise<SettleReport | undefined> {
    return this.settlement.enqueue(matchId);
  }

  customMarkets(matchId: number, locale: string): Promise<CustomMarketsAnswer> {
    return customMarkets(this.deps, matchId, locale);
  }

  customOdds(selections: SelectionRef[], locale: string) {
    return customOdds(this.deps, selections, locale);
  }

  createShareCode(playerId: number | null, slip: SharedSlipBet[]): Promise<string> {
    return createShareCode(this.deps, playerId, slip);
  }

  sharedBets(code: string, locale: string): Promise<SharedBetWire[]> {
    return sharedBets(this.deps, code, locale);
  }

  /** The player's odds-change policy, else the book's default (settings auto_accept_odds_change). */
  async oddsChangePolicyOf(playerId: number | string): Promise<OddsChangePolicy> {
    const settings = await this.deps.catalog.settings();
    return oddsChangePolicy(this.deps, Number(playerId), settings.defaultOddsChangePolicy);
  }

  /** The stake the slip starts with, per currency (issue 22). */
  stakeMemory(playerId: number | string): Promise<StakeMemoryWire> {
    return stakeMemory(this.deps, Number(playerId));
  }

  setStakeMemory(
    playerId: number | string,
    change: {
      mode?: StakeMemoryWire['mode'] | undefined;
      defaults?: Record<string, number> | undefined;
    },
  ): Promise<void> {
    return setStakeMemory(this.deps, Number(playerId), change);
  }

  /** What the player saved with POST /settings (issue 27), null where they chose nothing. */
  settingsOf(playerId: number | string): Promise<PlayerSettings> {
    return playerSettings(this.deps, Number(playerId));
  }

  /** POST /settings: the odds-change policy, quick stakes and odds format (domain 7). */
  saveSettings(playerId: number | string, change: SettingsChange): Promise<void> {
    return saveSettings(this.deps, Number(playerId), change);
  }

  /**
   * POST /bets/max-stake: per bet, the largest stake the limits of the currency and the
   * player's balance allow at the bet's odds now.
   */
  async maxStakes(
    player: PlayerIdentity,
    request: {
      currency?: string | undefined;
      bets: {
        selections: (SelectionRef & { odds: number })[];
        system_id?: string | undefined;
        custom_odds?: number | undefined;
      }[];
    },
  ): Promise<(MaxStake & { currency: string; subunits: number })[]> {
    const { deps } = this;
    const code = request.currency ?? (await this.playerCurrency(player));
    const currency = currencyOf(deps, code);
    if (!currency) {
      throw new AppError(
        400,
        'error.place_bets.unknown_currency',
        `Currency ${code} is not supported`,
      );
    }
    const settings = await deps.catalog.settings();
    const views = await deps.catalog.selections(
      request.bets.flatMap((b) => b.selections),
      player.locale,
    );
    const balance = await deps.wallet.balance(player.id, currency.code);
    const out: (MaxStake & { currency: string; subunits: number })[] = [];
    for (const bet of request.bets) {
      let odds: Odds;
      if (bet.custom_odds !== undefined) {
        const match = await deps.catalog.customBetMatch(bet.selections[0]!.matchId, player.locale);
        const price = match?.model ? priceCustomBet(match.model, bet.selections) : null;
        odds = (price?.ok ? price.odds : bet.custom_odds) as Odds;
      } else {
        const systemType = bet.system_id ? parseSystemId(bet.system_id) : null;
        odds = priceBet({
          betType: systemType ? 'system' : bet.selections.length > 1 ? 'combo' : 'single',
          selections: bet.selections.map((s) => ({
            odds: (views.get(refKey(s))?.odds ?? s.odds) as Odds,
          })),
          stake: 1_000_000 as MinorUnits,
          systemType,
          customOdds: null,
          bonusOdds: null,
        }).odds;
      }
      out.push({
        ...maxStake({
          limits: settings.betLimits,
          enabled: settings.betLimitsEnabled,
          currency,
          odds,
          balance: (balance ?? 0) as MinorUnits,
        }),
        currency: currency.code,
        subunits: currency.subunits,
      });
    }
    return out;
  }

  private async playerCurrency(player: PlayerIdentity): Promise<string> {
    const accounts = await this.deps.wallet.accounts(player.id);
    return accounts[0]?.currency ?? 'EUR';
  }

  /** Idempotency keys older than their time to live are forgotten. */
  async forgetOldKeys(): Promise<void> {
    await this.deps.db.orm
      .delete(betIdempotencyKeys)
      .where(
        lt(
          betIdempotencyKeys.createdAt,
          new Date(this.deps.now() - this.deps.options.idempotencyTtlMs),
        ),
      );
    // Auto cash-out rules of bets no longer open (settled, cashed out, closed) can never fire
    // (issue 22). Open is the domain's OPEN_BET_STATUSES.
    const open = sql.join(
      OPEN_BET_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    );
    await this.deps.db.orm.execute(sql`
      delete from bet_auto_cashouts a using bets b
      where a.bet_id = b.id and b.status not in (${open})`);
  }
}

export function createBets(input: CreateBetsOptions): BetsService {
  return new BetsService(input);
}
