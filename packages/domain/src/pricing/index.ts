// Pricing models (issue 4): every market of every sport priced from a statistical model of the
// match and the state of play, settled by the same rules. Pure: no clock, no randomness.
export { applyMargin, DEFAULT_MARGIN as DEFAULT_PRICING_MARGIN } from './margin';
export { MAX_PRICE, MIN_PRICE, ladderStep, ladderTolerance, toLadder } from './price-ladder';
export { formatSpecifier, parseSpecifier, specifierNumber, type Specifiers } from './specifier';
export {
  SETTLEMENT_RESULTS as MARKET_OUTCOME_RESULTS,
  lineResult,
  unitReturn,
  type SettlementResult as MarketOutcomeResult,
} from './settlement-result';
export { effectiveProbability, priceMarkets } from './book';
export {
  marketKey,
  type MarketDef,
  type MarketRole,
  type PricedMarket,
  type PricedOutcome,
  type Scenario,
} from './market-def';
export {
  score as scorePair,
  other as otherSide,
  type Score as ScorePair,
  type Side as CompetitorSide,
} from './score';
export {
  defaultPricing,
  matchMarkets,
  modelEnded,
  priceMatch,
  settleMatch,
  voidMatch,
  type MarketShape,
  type MatchModel,
  type ModelSport,
  type PricingOptions,
  type SettledMarket,
  type SettledOutcome,
} from './match-model';
export {
  customBetMarkets,
  priceCustomBet,
  type CustomBetError,
  type CustomBetOptions,
  type CustomBetPrice,
  type CustomBetSelection,
} from './custom-bet';
export {
  SOCCER_HALF_MINUTES,
  SOCCER_HALF_SHARE,
  soccerBalancedHandicap,
  soccerGoalRate,
  soccerMarkets,
  soccerScenarios,
  type SoccerFacts,
  type SoccerModel,
  type SoccerPeriod,
} from './soccer';
export {
  tennisExpectations,
  tennisGameWin,
  tennisMarkets,
  tennisScenarios,
  tennisTiebreakWin,
  type TennisFacts,
  type TennisModel,
} from './tennis';
export {
  basketballExpectations,
  basketballMarkets,
  basketballScenarios,
  type BasketballFacts,
  type BasketballModel,
} from './basketball';
export {
  HOCKEY_OVERTIME_FACTOR,
  HOCKEY_OVERTIME_MINUTES,
  HOCKEY_PERIOD_MINUTES,
  hockeyGoalRate,
  iceHockeyMarkets,
  iceHockeyScenarios,
  type IceHockeyFacts,
  type IceHockeyModel,
} from './ice-hockey';
export {
  CRICKET_BALLS,
  CRICKET_EXTRA_RATE,
  CRICKET_WICKETS,
  cricketBallOutcomes,
  cricketExpectedFirstInnings,
  cricketMarkets,
  cricketRemainingRuns,
  cricketScenarios,
  type CricketBall,
  type CricketFacts,
  type CricketModel,
} from './cricket';
export {
  CS_ROUNDS_TO_WIN,
  counterStrikeMarkets,
  counterStrikeScenarios,
  csMapWin,
  type CounterStrikeFacts,
  type CounterStrikeModel,
} from './counter-strike';
export {
  outrightMarkets,
  outrightScenarios,
  type OutrightFacts,
  type OutrightModel,
} from './outright';
