import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BasketballModel } from './basketball';
import type { CounterStrikeModel } from './counter-strike';
import type { CricketModel } from './cricket';
import type { IceHockeyModel } from './ice-hockey';
import { priceMatch, type MatchModel } from './match-model';
import type { OutrightModel } from './outright';
import { soccerBalancedHandicap, type SoccerModel, type SoccerPeriod } from './soccer';
import type { TennisModel } from './tennis';
import { expectMonotoneLines, expectOverround, lineOfSpecifier } from './test-support';

const goals = fc.integer({ min: 0, max: 5 });
const margin = fc.double({ min: 0.02, max: 0.1, noNaN: true });

export const soccerModel: fc.Arbitrary<SoccerModel> = fc
  .record({
    xgHome: fc.double({ min: 0.3, max: 3.5, noNaN: true }),
    xgAway: fc.double({ min: 0.3, max: 3.5, noNaN: true }),
    period: fc.constantFrom<SoccerPeriod>('not_started', 'first_half', 'half_time', 'second_half'),
    minuteInHalf: fc.double({ min: 0, max: 44, noNaN: true }),
    h: goals,
    a: goals,
    hh: goals,
    ha: goals,
    redHome: fc.integer({ min: 0, max: 1 }),
    redAway: fc.integer({ min: 0, max: 1 }),
  })
  .map((r) => {
    const started = r.period !== 'not_started';
    const score = started ? { home: r.h, away: r.a } : { home: 0, away: 0 };
    const ht =
      r.period === 'half_time' || r.period === 'second_half'
        ? { home: Math.min(r.hh, score.home), away: Math.min(r.ha, score.away) }
        : null;
    return {
      sport: 'soccer' as const,
      xgHome: r.xgHome,
      xgAway: r.xgAway,
      period: r.period,
      minuteInHalf: started && r.period !== 'half_time' ? r.minuteInHalf : 0,
      stoppageAnnounced: null,
      score,
      htScore: ht,
      redCards: started ? { home: r.redHome, away: r.redAway } : { home: 0, away: 0 },
      hcpCentre: soccerBalancedHandicap(r.xgHome, r.xgAway),
    };
  });

const tennisModel: fc.Arbitrary<TennisModel> = fc
  .record({
    serveHome: fc.double({ min: 0.5, max: 0.78, noNaN: true }),
    serveAway: fc.double({ min: 0.5, max: 0.78, noNaN: true }),
    firstSet: fc.constantFrom(null, { home: 6, away: 4 }, { home: 6, away: 7 }),
    gh: fc.integer({ min: 0, max: 6 }),
    ga: fc.integer({ min: 0, max: 6 }),
    ph: fc.integer({ min: 0, max: 3 }),
    pa: fc.integer({ min: 0, max: 3 }),
    server: fc.constantFrom('home' as const, 'away' as const),
  })
  .map((r) => {
    const tiebreak = r.gh === 6 && r.ga === 6;
    const games = r.gh === 6 || r.ga === 6 ? (tiebreak ? r : { gh: 5, ga: 5 }) : r;
    return {
      sport: 'tennis' as const,
      serveHome: r.serveHome,
      serveAway: r.serveAway,
      bestOf: 3 as const,
      sets: r.firstSet ? [r.firstSet] : [],
      games: { home: games.gh, away: games.ga },
      points: { home: r.ph, away: r.pa },
      tiebreak,
      server: r.server,
      tiebreakFirstServer: tiebreak ? r.server : null,
      ended: false,
      gamesCentre: 22,
      gamesHcpCentre: 0,
    };
  });

const basketballModel: fc.Arbitrary<BasketballModel> = fc
  .record({
    pppHome: fc.double({ min: 0.95, max: 1.25, noNaN: true }),
    pppAway: fc.double({ min: 0.95, max: 1.25, noNaN: true }),
    period: fc.integer({ min: 0, max: 5 }),
    left: fc.integer({ min: 1, max: 720 }),
    h: fc.integer({ min: 0, max: 130 }),
    a: fc.integer({ min: 0, max: 130 }),
  })
  .map((r) => ({
    sport: 'basketball' as const,
    pppHome: r.pppHome,
    pppAway: r.pppAway,
    possessionVariance: 1.33,
    possessionSeconds: 14.4,
    periodSeconds: 720,
    overtimeSeconds: 300,
    periods: 4,
    period: r.period,
    secondsLeftInPeriod: r.period === 5 ? Math.min(r.left, 300) : r.left,
    score: r.period === 0 ? { home: 0, away: 0 } : { home: r.h, away: r.a },
    ended: false,
    totalCentre: 220,
    hcpCentre: -3,
  }));

const hockeyModel: fc.Arbitrary<IceHockeyModel> = fc
  .record({
    xgHome: fc.double({ min: 1.5, max: 4.5, noNaN: true }),
    xgAway: fc.double({ min: 1.5, max: 4.5, noNaN: true }),
    period: fc.integer({ min: 0, max: 4 }),
    minute: fc.double({ min: 0, max: 19.9, noNaN: true }),
    h: goals,
    a: goals,
  })
  .map((r) => ({
    sport: 'ice-hockey' as const,
    xgHome: r.xgHome,
    xgAway: r.xgAway,
    period: r.period,
    minuteInPeriod: r.period === 4 ? Math.min(r.minute, 4.9) : r.minute,
    score:
      r.period === 0
        ? { home: 0, away: 0 }
        : r.period === 4
          ? { home: r.h, away: r.h }
          : { home: r.h, away: r.a },
    winner: null,
    ended: false,
    totalCentre: 5.5,
  }));

const cricketModel: fc.Arbitrary<CricketModel> = fc
  .record({
    sh: fc.double({ min: 0.85, max: 1.15, noNaN: true }),
    sa: fc.double({ min: 0.85, max: 1.15, noNaN: true }),
    innings: fc.constantFrom(0 as const, 1 as const, 2 as const),
    runs: fc.integer({ min: 0, max: 200 }),
    wickets: fc.integer({ min: 0, max: 9 }),
    balls: fc.integer({ min: 0, max: 119 }),
    runs2: fc.integer({ min: 0, max: 150 }),
  })
  .map((r) => ({
    sport: 'cricket' as const,
    strengthHome: r.sh,
    strengthAway: r.sa,
    battingFirst: 'home' as const,
    innings: r.innings,
    runs: r.innings === 0 ? [0, 0] : r.innings === 1 ? [r.runs, 0] : [r.runs, r.runs2],
    wickets: r.innings === 0 ? [0, 0] : r.innings === 1 ? [r.wickets, 0] : [10, r.wickets],
    balls: r.innings === 0 ? [0, 0] : r.innings === 1 ? [r.balls, 0] : [120, r.balls],
    ended: false,
    winner: null,
    totalCentre: 150,
  }));

const csModel: fc.Arbitrary<CounterStrikeModel> = fc
  .record({
    p: fc.double({ min: 0.35, max: 0.65, noNaN: true }),
    firstMap: fc.constantFrom(null, { home: 13, away: 9 }, { home: 11, away: 13 }),
    rh: fc.integer({ min: 0, max: 12 }),
    ra: fc.integer({ min: 0, max: 12 }),
  })
  .map((r) => ({
    sport: 'counter-strike' as const,
    roundHome: r.p,
    bestOf: 3 as const,
    maps: r.firstMap ? [r.firstMap] : [],
    rounds: { home: r.rh, away: r.ra },
    ended: false,
  }));

const outrightModel: fc.Arbitrary<OutrightModel> = fc
  .array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 4, maxLength: 20 })
  .map((ratings) => ({
    sport: 'outright' as const,
    competitors: ratings.map((rating, i) => ({ id: `sr:competitor:${i + 1}`, rating })),
    temperature: 8,
    winner: null,
    ended: false,
  }));

const sports: [string, fc.Arbitrary<MatchModel>][] = [
  ['soccer', soccerModel],
  ['tennis', tennisModel],
  ['basketball', basketballModel],
  ['ice hockey', hockeyModel],
  ['cricket', cricketModel],
  ['counter-strike', csModel],
  ['outrights', outrightModel],
];

describe.each(sports)('%s model (issue 4 pricing)', (_name, model) => {
  it('implied probabilities of every market sum to 1 plus the margin', () => {
    fc.assert(
      fc.property(model, margin, (m, mg) => expectOverround(priceMatch(m, { margin: mg }), mg)),
      { numRuns: 60 },
    );
  });

  it('totals and handicap prices move monotonically with the line', () => {
    fc.assert(
      fc.property(model, (m) => expectMonotoneLines(priceMatch(m), lineOfSpecifier)),
      { numRuns: 60 },
    );
  });

  it('marks one most balanced line per family and never prices below 1.01', () => {
    fc.assert(
      fc.property(model, (m) => {
        const priced = priceMatch(m);
        const perFamily = new Map<string, number>();
        for (const p of priced) {
          for (const o of p.outcomes) expect(o.odds).toBeGreaterThanOrEqual(1010);
          const line = lineOfSpecifier(p);
          if (line && p.mostBalanced)
            perFamily.set(line.family, (perFamily.get(line.family) ?? 0) + 1);
        }
        for (const count of perFamily.values()) expect(count).toBe(1);
      }),
      { numRuns: 30 },
    );
  });
});

describe('soccer prices read like a book', () => {
  const model: SoccerModel = {
    sport: 'soccer',
    xgHome: 1.7,
    xgAway: 1.0,
    period: 'not_started',
    minuteInHalf: 0,
    stoppageAnnounced: null,
    score: { home: 0, away: 0 },
    htScore: null,
    redCards: { home: 0, away: 0 },
    hcpCentre: soccerBalancedHandicap(1.7, 1.0),
  };

  it('makes the stronger side favourite and marks 1x2 as the main market', () => {
    const oneXTwo = priceMatch(model).find((m) => m.marketId === 1)!;
    expect(oneXTwo.role).toBe('main');
    const [home, draw, away] = oneXTwo.outcomes;
    expect(home!.odds).toBeLessThan(away!.odds);
    expect(draw!.odds).toBeGreaterThan(3000);
  });

  it('closes a total once it is decided and deactivates impossible correct scores', () => {
    const live = {
      ...model,
      period: 'second_half' as const,
      minuteInHalf: 10,
      score: { home: 2, away: 1 },
      htScore: { home: 1, away: 0 },
    };
    const priced = priceMatch(live);
    expect(priced.find((m) => m.marketId === 18 && m.specifier === 'total=2.5')!.decided).toBe(
      true,
    );
    expect(priced.find((m) => m.marketId === 18 && m.specifier === 'total=3.5')!.decided).toBe(
      false,
    );
    expect(priced.find((m) => m.marketId === 60)!.decided).toBe(true);
    const cs = priced.find((m) => m.marketId === 45)!;
    expect(cs.outcomes.find((o) => o.id === '0:0')!.active).toBe(false);
    expect(cs.outcomes.find((o) => o.id === '2:1')!.active).toBe(true);
  });

  it('moves the price of the scoring side in when a goal goes in', () => {
    const before = priceMatch({ ...model, period: 'first_half', minuteInHalf: 20 });
    const after = priceMatch({
      ...model,
      period: 'first_half',
      minuteInHalf: 20,
      score: { home: 0, away: 1 },
    });
    const away = (p: typeof before) => p.find((m) => m.marketId === 1)!.outcomes[2]!.odds;
    expect(away(after)).toBeLessThan(away(before));
  });
});
