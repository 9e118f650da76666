// The live-match simulation (issue 4): deterministic for a seed and the clock passed in, so a
// test can play a whole match in milliseconds. Events come from the same models that price.
export { seedOf, simRng, type SimRng } from './rng';
export { clockText } from './live-support';
export type {
  LiveBoard,
  LiveClock,
  LiveCommon,
  LiveEvent,
  LiveEventType,
  LivePeriod,
  LivePhase,
} from './live-types';
export {
  LIVE_DURATION_MS,
  advanceLive,
  advanceLiveTo,
  bettingStopped,
  finishLive,
  liveBoard,
  startLive,
  type LiveMatch,
  type LiveModel,
  type LiveSport,
  type LiveStep,
} from './live-match';
export type { SoccerLive } from './soccer-sim';
export type { TennisLive } from './tennis-sim';
export type { BasketballLive } from './basketball-sim';
export type { IceHockeyLive } from './ice-hockey-sim';
export type { CricketLive } from './cricket-sim';
export type { CounterStrikeLive } from './counter-strike-sim';
export { cricketOvers } from './cricket-sim';
