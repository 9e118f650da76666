// One entry point over every sport's model: which markets a match has, their prices from the
// state of play, and their results once it is over.
import { priceMarkets, type ScenarioSets } from './book';
import {
  basketballJointScenarios,
  basketballMarkets,
  basketballScenarios,
  type BasketballModel,
} from './basketball';
import {
  counterStrikeMarkets,
  counterStrikeScenarios,
  type CounterStrikeModel,
} from './counter-strike';
import { cricketMarkets, cricketScenarios, type CricketModel } from './cricket';
import { iceHockeyMarkets, iceHockeyScenarios, type IceHockeyModel } from './ice-hockey';
import { DEFAULT_MARGIN } from './margin';
import type { MarketDef, PricedMarket, Scenario } from './market-def';
import { outrightMarkets, outrightScenarios, type OutrightModel } from './outright';
import type { SettlementResult } from './settlement-result';
import { soccerJointScenarios, soccerMarkets, soccerScenarios, type SoccerModel } from './soccer';
import { tennisMarkets, tennisScenarios, type TennisModel } from './tennis';

/** The pricing state of a match: its sport's model with the state of play (JSON-safe). */
export type MatchModel =
  | SoccerModel
  | TennisModel
  | BasketballModel
  | IceHockeyModel
  | CricketModel
  | CounterStrikeModel
  | OutrightModel;
export type ModelSport = MatchModel['sport'];

export interface PricingOptions {
  /** Bookmaker margin, e.g. 0.05 for 5 %. */
  margin: number;
}
export const defaultPricing: PricingOptions = { margin: DEFAULT_MARGIN };

/** Facts are sport-specific; this layer only passes them between a sport's own functions. */
type AnyFacts = never;
interface Book {
  defs: MarketDef<AnyFacts>[];
  scenarios(): ScenarioSets<AnyFacts>;
  joint(): Scenario<AnyFacts>[];
}

function book<F>(
  defs: MarketDef<F>[],
  scenarios: () => ScenarioSets<F>,
  joint?: () => Scenario<F>[],
): Book {
  const all = () => {
    const sets = scenarios();
    const first = Object.values(sets)[0];
    return first ?? [];
  };
  return {
    defs: defs as unknown as MarketDef<AnyFacts>[],
    scenarios: scenarios as unknown as () => ScenarioSets<AnyFacts>,
    joint: (joint ?? all) as unknown as () => Scenario<AnyFacts>[],
  };
}

/**
 * Market definitions depend only on a match's lines (fixed when it is created), not on the
 * state of play, so they are built once per set of lines (a pure cache).
 */
const defsCache = new Map<string, MarketDef<AnyFacts>[]>();
function defs<F>(key: string, build: () => MarketDef<F>[]): MarketDef<F>[] {
  let d = defsCache.get(key);
  if (!d) {
    if (defsCache.size > 5000) defsCache.clear();
    d = build() as unknown as MarketDef<AnyFacts>[];
    defsCache.set(key, d);
  }
  return d as unknown as MarketDef<F>[];
}

function bookOf(m: MatchModel): Book {
  switch (m.sport) {
    case 'soccer':
      return book(
        defs(`soccer|${m.hcpCentre}`, () => soccerMarkets(m.hcpCentre)),
        () => soccerScenarios(m),
        () => soccerJointScenarios(m),
      );
    case 'tennis':
      return book(
        defs(`tennis|${m.bestOf}|${m.gamesCentre}|${m.gamesHcpCentre}`, () => tennisMarkets(m)),
        () => ({ match: tennisScenarios(m) }),
      );
    case 'basketball':
      return book(
        defs(`basketball|${m.totalCentre}|${m.hcpCentre}`, () => basketballMarkets(m)),
        () => basketballScenarios(m),
        () => basketballJointScenarios(m),
      );
    case 'ice-hockey':
      return book(
        defs(`ice-hockey|${m.totalCentre}`, () => iceHockeyMarkets(m)),
        () => iceHockeyScenarios(m),
      );
    case 'cricket':
      return book(
        defs(`cricket|${m.totalCentre}`, () => cricketMarkets(m)),
        () => cricketScenarios(m),
      );
    case 'counter-strike':
      return book(
        defs(`counter-strike|${m.bestOf}`, () => counterStrikeMarkets(m)),
        () => counterStrikeScenarios(m),
      );
    case 'outright':
      return book(outrightMarkets(m), () => outrightScenarios(m));
  }
}

/** The markets a match offers, without prices. */
export interface MarketShape {
  marketId: number;
  specifier: string;
  outcomes: readonly string[];
  groups: readonly string[];
  role: MarketDef<unknown>['role'];
  customBet: boolean;
  priority: number;
  family?: string;
  line?: number;
}

export function matchMarkets(model: MatchModel): MarketShape[] {
  return bookOf(model).defs.map((d) => ({
    marketId: d.marketId,
    specifier: d.specifier,
    outcomes: d.outcomes,
    groups: d.groups,
    role: d.role,
    customBet: d.customBet,
    priority: d.priority,
    ...(d.family !== undefined ? { family: d.family } : {}),
    ...(d.line !== undefined ? { line: d.line } : {}),
  }));
}

/** Every market of the match priced from the state of play (issue 4: models, not random numbers). */
export function priceMatch(
  model: MatchModel,
  options: PricingOptions = defaultPricing,
): PricedMarket[] {
  const b = bookOf(model);
  return priceMarkets(b.defs, b.scenarios(), options.margin);
}

/** Whether the model has reached the end of play, so its results are known. */
export function modelEnded(model: MatchModel): boolean {
  switch (model.sport) {
    case 'soccer':
      return model.period === 'ended';
    case 'outright':
      return model.winner !== null;
    default:
      return model.ended;
  }
}

export interface SettledOutcome {
  id: string;
  result: SettlementResult;
}
export interface SettledMarket {
  marketId: number;
  specifier: string;
  outcomes: SettledOutcome[];
}

/**
 * Results of every market from the final state (issue 4: on finish every market's outcomes
 * get their result). Null while play is not over.
 */
export function settleMatch(model: MatchModel): SettledMarket[] | null {
  if (!modelEnded(model)) return null;
  const b = bookOf(model);
  const sets = b.scenarios();
  return b.defs.map((def) => {
    const list = sets[def.scope] ?? [];
    const facts = list.reduce(
      (best, s) => (best === null || s.p > best.p ? s : best),
      null as Scenario<AnyFacts> | null,
    );
    const results = facts
      ? def.settle(facts.facts)
      : def.outcomes.map((): SettlementResult => 'canceled');
    return {
      marketId: def.marketId,
      specifier: def.specifier,
      outcomes: def.outcomes.map((id, i) => ({ id, result: results[i]! })),
    };
  });
}

/** A void match: every outcome of every market is `canceled` (stakes back). */
export function voidMatch(model: MatchModel): SettledMarket[] {
  return bookOf(model).defs.map((def) => ({
    marketId: def.marketId,
    specifier: def.specifier,
    outcomes: def.outcomes.map((id) => ({ id, result: 'canceled' as const })),
  }));
}

/** For custom bets: the markets, the scenario sets and the joint scenarios of a match. */
export function modelBook(model: MatchModel): {
  defs: MarketDef<unknown>[];
  scenarios: () => ScenarioSets<unknown>;
  joint: () => Scenario<unknown>[];
} {
  const b = bookOf(model);
  return b as unknown as ReturnType<typeof modelBook>;
}
