import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleMatch, voidMatch, type SettledMarket } from './match-model';
import type { SettlementResult } from './settlement-result';
import type { SoccerModel } from './soccer';
import type { TennisModel } from './tennis';
import { specifierNumber } from './specifier';

// issue 4: every market's result agrees with the final score. Each check below is an
// independent reading of the market's rule, not a call into the model's own settle.

const resultOf = (
  markets: SettledMarket[],
  marketId: number,
  specifier: string,
  outcome: string,
): SettlementResult => {
  const m = markets.find((x) => x.marketId === marketId && x.specifier === specifier);
  if (!m) throw new Error(`no market ${marketId} ${specifier}`);
  return m.outcomes.find((o) => o.id === outcome)!.result;
};

/** A line bet on `x` (adjusted margin): quarter lines are two half bets. */
function asian(x: number): SettlementResult {
  const whole = (v: number) => (v > 0 ? 1 : v < 0 ? -1 : 0);
  const isQuarter = Math.abs(x * 4) % 2 === 1;
  const sum = isQuarter ? whole(x - 0.25) + whole(x + 0.25) : 2 * whole(x);
  return (
    {
      2: 'win_entire',
      1: 'refund_half_win_other',
      0: 'refund_entire',
      [-1]: 'refund_half_lose_other',
      [-2]: 'lose_entire',
    } as const
  )[sum as 2 | 1 | 0 | -1 | -2];
}
const win = (b: boolean): SettlementResult => (b ? 'win_entire' : 'lose_entire');

describe('soccer results agree with the final score', () => {
  const finalScores = fc
    .record({
      hh: fc.integer({ min: 0, max: 4 }),
      ha: fc.integer({ min: 0, max: 4 }),
      sh: fc.integer({ min: 0, max: 4 }),
      sa: fc.integer({ min: 0, max: 4 }),
      centre: fc.integer({ min: -8, max: 8 }),
    })
    .map((r) => ({
      ht: { home: r.hh, away: r.ha },
      ft: { home: r.hh + r.sh, away: r.ha + r.sa },
      centre: r.centre / 4,
    }));

  it('every market', () => {
    fc.assert(
      fc.property(finalScores, ({ ht, ft, centre }) => {
        const model: SoccerModel = {
          sport: 'soccer',
          xgHome: 1.4,
          xgAway: 1.2,
          period: 'ended',
          minuteInHalf: 50,
          stoppageAnnounced: 4,
          score: ft,
          htScore: ht,
          redCards: { home: 0, away: 0 },
          hcpCentre: centre,
        };
        const settled = settleMatch(model)!;
        const diff = ft.home - ft.away;
        const goals = ft.home + ft.away;
        expect(resultOf(settled, 1, '', '1')).toBe(win(diff > 0));
        expect(resultOf(settled, 1, '', '2')).toBe(win(diff === 0));
        expect(resultOf(settled, 1, '', '3')).toBe(win(diff < 0));
        expect(resultOf(settled, 10, '', '9')).toBe(win(diff >= 0));
        expect(resultOf(settled, 10, '', '10')).toBe(win(diff !== 0));
        expect(resultOf(settled, 10, '', '11')).toBe(win(diff <= 0));
        expect(resultOf(settled, 11, '', '4')).toBe(diff === 0 ? 'refund_entire' : win(diff > 0));
        expect(resultOf(settled, 29, '', '74')).toBe(win(ft.home > 0 && ft.away > 0));
        const correct = ft.home <= 4 && ft.away <= 4 ? `${ft.home}:${ft.away}` : 'other';
        expect(resultOf(settled, 45, '', correct)).toBe('win_entire');
        expect(resultOf(settled, 60, '', '1')).toBe(win(ht.home > ht.away));
        for (const m of settled) {
          if (m.marketId === 18) {
            const line = specifierNumber(m.specifier, 'total');
            expect(m.outcomes[0]!.result).toBe(win(goals > line));
            expect(m.outcomes[1]!.result).toBe(win(goals < line));
          }
          if (m.marketId === 16) {
            const hcp = specifierNumber(m.specifier, 'hcp');
            expect(m.outcomes[0]!.result, `home ${m.specifier} at ${ft.home}:${ft.away}`).toBe(
              asian(diff + hcp),
            );
            expect(m.outcomes[1]!.result, `away ${m.specifier} at ${ft.home}:${ft.away}`).toBe(
              asian(-diff - hcp),
            );
          }
          if (m.marketId === 19 || m.marketId === 20) {
            const line = specifierNumber(m.specifier, 'total');
            const team = m.marketId === 19 ? ft.home : ft.away;
            expect(m.outcomes[0]!.result).toBe(win(team > line));
          }
          // Exactly the winning correct score wins.
          if (m.marketId === 45)
            expect(m.outcomes.filter((o) => o.result === 'win_entire')).toHaveLength(1);
        }
      }),
    );
  });

  it('a quarter line on a draw is half lost for the favourite and half won for the other side', () => {
    const model: SoccerModel = {
      sport: 'soccer',
      xgHome: 1.4,
      xgAway: 1.2,
      period: 'ended',
      minuteInHalf: 50,
      stoppageAnnounced: 4,
      score: { home: 1, away: 1 },
      htScore: { home: 0, away: 0 },
      redCards: { home: 0, away: 0 },
      hcpCentre: 0,
    };
    const settled = settleMatch(model)!;
    expect(resultOf(settled, 16, 'hcp=-0.25', '1714')).toBe('refund_half_lose_other');
    expect(resultOf(settled, 16, 'hcp=-0.25', '1715')).toBe('refund_half_win_other');
    expect(resultOf(settled, 16, 'hcp=0', '1714')).toBe('refund_entire');
  });

  it('a match in play has no results yet, a void match cancels everything', () => {
    const model: SoccerModel = {
      sport: 'soccer',
      xgHome: 1.4,
      xgAway: 1.2,
      period: 'second_half',
      minuteInHalf: 10,
      stoppageAnnounced: null,
      score: { home: 1, away: 0 },
      htScore: { home: 0, away: 0 },
      redCards: { home: 0, away: 0 },
      hcpCentre: 0,
    };
    expect(settleMatch(model)).toBeNull();
    for (const m of voidMatch(model)) for (const o of m.outcomes) expect(o.result).toBe('canceled');
  });
});

describe('tennis results agree with the final sets', () => {
  const setScore = fc.constantFrom(
    { home: 6, away: 0 },
    { home: 6, away: 4 },
    { home: 7, away: 5 },
    { home: 7, away: 6 },
    { home: 3, away: 6 },
    { home: 5, away: 7 },
    { home: 6, away: 7 },
  );
  const match = fc.array(setScore, { minLength: 3, maxLength: 3 }).map((sets) => {
    const played = [];
    let h = 0;
    let a = 0;
    for (const s of sets) {
      if (h === 2 || a === 2) break;
      played.push(s);
      if (s.home > s.away) h++;
      else a++;
    }
    return played;
  });

  it('winner, set betting, total games, game handicap and set winners', () => {
    fc.assert(
      fc.property(match, (sets) => {
        const model: TennisModel = {
          sport: 'tennis',
          serveHome: 0.64,
          serveAway: 0.62,
          bestOf: 3,
          sets,
          games: { home: 0, away: 0 },
          points: { home: 0, away: 0 },
          tiebreak: false,
          server: 'home',
          tiebreakFirstServer: null,
          ended: true,
          gamesCentre: 22,
          gamesHcpCentre: 0,
        };
        const settled = settleMatch(model)!;
        const won = sets.filter((s) => s.home > s.away).length;
        const lost = sets.length - won;
        const gh = sets.reduce((s, x) => s + x.home, 0);
        const ga = sets.reduce((s, x) => s + x.away, 0);
        expect(resultOf(settled, 186, '', '4')).toBe(win(won > lost));
        expect(resultOf(settled, 199, '', `${won}:${lost}`)).toBe('win_entire');
        for (const m of settled) {
          if (m.marketId === 189)
            expect(m.outcomes[0]!.result).toBe(
              win(gh + ga > specifierNumber(m.specifier, 'total')),
            );
          if (m.marketId === 187)
            expect(m.outcomes[0]!.result).toBe(
              asian(gh - ga + specifierNumber(m.specifier, 'hcp')),
            );
          if (m.marketId === 210) {
            const set = sets[specifierNumber(m.specifier, 'setnr') - 1];
            expect(m.outcomes[0]!.result).toBe(set ? win(set.home > set.away) : 'refund_entire');
          }
        }
      }),
    );
  });
});

describe('other sports settle on their final facts', () => {
  it('basketball: winner, spread and total include overtime', () => {
    const settled = settleMatch({
      sport: 'basketball',
      pppHome: 1.1,
      pppAway: 1.1,
      possessionVariance: 1.33,
      possessionSeconds: 14.4,
      periodSeconds: 720,
      overtimeSeconds: 300,
      periods: 4,
      period: 5,
      secondsLeftInPeriod: 0,
      score: { home: 118, away: 112 },
      ended: true,
      totalCentre: 220,
      hcpCentre: -3,
    })!;
    expect(resultOf(settled, 219, '', '4')).toBe('win_entire');
    expect(resultOf(settled, 223, 'hcp=-4.5', '1714')).toBe('win_entire');
    expect(resultOf(settled, 223, 'hcp=-6.5', '1714')).toBe('lose_entire');
    expect(resultOf(settled, 225, 'total=229.5', '12')).toBe('win_entire');
  });

  it('ice hockey: 1x2 and lines on regular time, the winner market after overtime', () => {
    const settled = settleMatch({
      sport: 'ice-hockey',
      xgHome: 3,
      xgAway: 3,
      period: 4,
      minuteInPeriod: 3,
      score: { home: 2, away: 2 },
      winner: 'away',
      ended: true,
      totalCentre: 5.5,
    })!;
    expect(resultOf(settled, 1, '', '2')).toBe('win_entire');
    expect(resultOf(settled, 406, '', '5')).toBe('win_entire');
    expect(resultOf(settled, 18, 'total=4.5', '13')).toBe('win_entire');
    expect(resultOf(settled, 16, 'hcp=1.5', '1714')).toBe('win_entire');
  });

  it('cricket: winner and first-innings runs', () => {
    const settled = settleMatch({
      sport: 'cricket',
      strengthHome: 1,
      strengthAway: 1,
      battingFirst: 'away',
      innings: 2,
      runs: [171, 160],
      wickets: [6, 10],
      balls: [120, 117],
      ended: true,
      winner: 'away',
      totalCentre: 150,
    })!;
    expect(resultOf(settled, 340, '', '5')).toBe('win_entire');
    expect(resultOf(settled, 605, 'inningnr=1|total=166.5', '12')).toBe('win_entire');
  });

  it('counter-strike: maps, handicap and the unplayed third map refunds', () => {
    const settled = settleMatch({
      sport: 'counter-strike',
      roundHome: 0.5,
      bestOf: 3,
      maps: [
        { home: 13, away: 7 },
        { home: 16, away: 14 },
      ],
      rounds: { home: 0, away: 0 },
      ended: true,
    })!;
    expect(resultOf(settled, 186, '', '4')).toBe('win_entire');
    expect(resultOf(settled, 199, '', '2:0')).toBe('win_entire');
    expect(resultOf(settled, 328, 'total=2.5', '13')).toBe('win_entire');
    expect(resultOf(settled, 327, 'hcp=-1.5', '1714')).toBe('win_entire');
    expect(resultOf(settled, 330, 'mapnr=3', '4')).toBe('refund_entire');
  });
});
