// One entry point over every sport's simulation: start at kick-off, advance with the clock the
// engine passes in, finish at once (trading control), and read the scoreboard.
import type { MatchModel, OutrightModel } from '../pricing';
import {
  advanceBasketball,
  basketballBoard,
  startBasketball,
  type BasketballLive,
} from './basketball-sim';
import {
  advanceCounterStrike,
  counterStrikeBoard,
  startCounterStrike,
  type CounterStrikeLive,
} from './counter-strike-sim';
import { advanceCricket, cricketBoard, startCricket, type CricketLive } from './cricket-sim';
import {
  advanceIceHockey,
  iceHockeyBoard,
  startIceHockey,
  type IceHockeyLive,
} from './ice-hockey-sim';
import { MINUTE } from './live-support';
import type { LiveBoard, LiveEvent } from './live-types';
import { advanceSoccer, soccerBoard, startSoccer, type SoccerLive } from './soccer-sim';
import { advanceTennis, startTennis, tennisBoard, type TennisLive } from './tennis-sim';

export type LiveMatch =
  SoccerLive | TennisLive | BasketballLive | IceHockeyLive | CricketLive | CounterStrikeLive;
export type LiveSport = LiveMatch['sport'];
/** Models of matches that can be played (an outright is not). */
export type LiveModel = Exclude<MatchModel, OutrightModel>;

export interface LiveStep {
  match: LiveMatch;
  events: LiveEvent[];
}

/**
 * About how long each sport's simulation runs, breaks included (simulation ms; measured over
 * many seeded matches in live-match.test.ts). The engine speeds each sport so that all last
 * about as long as a soccer match.
 */
export const LIVE_DURATION_MS: Record<LiveSport, number> = {
  soccer: 111 * MINUTE,
  tennis: 105 * MINUTE,
  basketball: 68 * MINUTE,
  'ice-hockey': 98 * MINUTE,
  cricket: 200 * MINUTE,
  'counter-strike': 125 * MINUTE,
};

/** Kick-off: the first state of play from the prematch model. */
export function startLive(model: LiveModel, seed: number): LiveStep {
  switch (model.sport) {
    case 'soccer': {
      const { state, events } = startSoccer(model, seed);
      return { match: state, events };
    }
    case 'tennis': {
      const { state, events } = startTennis(model, seed);
      return { match: state, events };
    }
    case 'basketball': {
      const { state, events } = startBasketball(model, seed);
      return { match: state, events };
    }
    case 'ice-hockey': {
      const { state, events } = startIceHockey(model, seed);
      return { match: state, events };
    }
    case 'cricket': {
      const { state, events } = startCricket(model, seed);
      return { match: state, events };
    }
    case 'counter-strike': {
      const { state, events } = startCounterStrike(model, seed);
      return { match: state, events };
    }
  }
}

/** Plays on to simulation time `to`. Pure: the given state is not changed. */
export function advanceLiveTo(match: LiveMatch, to: number): LiveStep {
  switch (match.sport) {
    case 'soccer': {
      const r = advanceSoccer(match, to);
      return { match: r.state, events: r.events };
    }
    case 'tennis': {
      const r = advanceTennis(match, to);
      return { match: r.state, events: r.events };
    }
    case 'basketball': {
      const r = advanceBasketball(match, to);
      return { match: r.state, events: r.events };
    }
    case 'ice-hockey': {
      const r = advanceIceHockey(match, to);
      return { match: r.state, events: r.events };
    }
    case 'cricket': {
      const r = advanceCricket(match, to);
      return { match: r.state, events: r.events };
    }
    case 'counter-strike': {
      const r = advanceCounterStrike(match, to);
      return { match: r.state, events: r.events };
    }
  }
}

/** Plays on for `dt` simulation ms. */
export const advanceLive = (match: LiveMatch, dt: number): LiveStep =>
  advanceLiveTo(match, match.t + dt);

/** Plays the rest of the match at once (trading control "finish now"). */
export function finishLive(match: LiveMatch): LiveStep {
  let current = match;
  const events: LiveEvent[] = [];
  for (let i = 0; i < 400 && current.phase !== 'ended'; i++) {
    const step = advanceLiveTo(current, current.t + 30 * MINUTE);
    current = step.match;
    events.push(...step.events);
  }
  return { match: current, events };
}

export function liveBoard(match: LiveMatch): LiveBoard {
  switch (match.sport) {
    case 'soccer':
      return soccerBoard(match);
    case 'tennis':
      return tennisBoard(match);
    case 'basketball':
      return basketballBoard(match);
    case 'ice-hockey':
      return iceHockeyBoard(match);
    case 'cricket':
      return cricketBoard(match);
    case 'counter-strike':
      return counterStrikeBoard(match);
  }
}

/** Markets stay suspended: a dangerous moment is running or play is interrupted. */
export function bettingStopped(match: LiveMatch): boolean {
  return match.phase === 'interrupted' || match.t < match.betStopUntil;
}
