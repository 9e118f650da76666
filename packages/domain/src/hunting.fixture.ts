// A hunt and a tournament for tests (hunting.test.ts, tournament.test.ts, bonus.test.ts).
import type { HuntingBonus } from './hunting';
import type { TournamentBonus } from './tournament';
import { minorUnits } from './money';
import { odds } from './odds';

/** A hunt of 3 points from 1.50, 1.00 minimum stake, paying at most 10.00. */
export function aHunt(over: Partial<HuntingBonus> = {}): HuntingBonus {
  return {
    id: 'h',
    type: 'hunting',
    currencyCode: 'EUR',
    minOdds: odds(1500),
    maxOdds: null,
    matchStatus: null,
    selectionCountFrom: null,
    selectionCountTo: null,
    minStake: minorUnits(100),
    pointsTarget: 3,
    farmOncePerEvent: true,
    maxFreebet: minorUnits(1000),
    points: 0,
    farmedStake: minorUnits(0),
    farmedEventIds: [],
    isActive: true,
    ...over,
  };
}

/** A hunting tournament of the same conditions, nothing farmed yet. */
export function aTournament(over: Partial<TournamentBonus> = {}): TournamentBonus {
  return {
    ...aHunt(),
    id: 't',
    type: 'tournament',
    farmedFreebets: 0,
    farmedAmount: minorUnits(0),
    ...over,
  };
}
