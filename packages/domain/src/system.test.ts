import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits, potentialWin } from './money';
import { odds, totalOdds, type Odds } from './odds';
import {
  binomial,
  combinations,
  forEachLineOdds,
  fullCoverSystemType,
  linesCount,
  parseSystemId,
  stakePerLine,
  systemId,
  systemLines,
  systemPotentialWin,
  systemPotentialWins,
  systemTypes,
  systemTypesFor,
} from './system';

const arbOdds = fc.integer({ min: 1001, max: 20_000 }).map((n) => odds(n));

describe('domain 3 Ticket.systemTypes: sorted by total count, then win count', () => {
  it('lists Patent (1 of 3 up), 2/3, Trixie, Lucky 15, 2/4, Yankee, 3/4 for up to 4 selections', () => {
    const ids = systemTypes(4).map(systemId);
    expect(ids).toEqual(['patent', '2/3', 'trixie', 'lucky_15', '2/4', 'yankee', '3/4']);
  });

  it('domain 5: finds the types for a selection count, none for fewer than 3', () => {
    const all = systemTypes(8, false);
    expect(systemTypesFor(5, all).map(systemId)).toEqual(['2/5', '3/5', '4/5']);
    expect(systemTypesFor(2, all)).toEqual([]);
  });

  it('round-trips system ids of the placement payload', () => {
    for (const t of systemTypes(10)) expect(parseSystemId(systemId(t))).toEqual(t);
    expect(parseSystemId('3/3')).toBeNull();
    expect(parseSystemId('1/4')).toBeNull();
    expect(parseSystemId('nonsense')).toBeNull();
  });
});

describe('domain 9: system bets enumerate combinations of winCount from totalCount', () => {
  it('enumerates 2/3 as three doubles', () => {
    expect(systemLines({ winCount: 2, totalCount: 3 })).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('property: the number of lines is the binomial coefficient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 16 }), fc.integer({ min: 2, max: 15 }), (n, k) => {
        fc.pre(k < n);
        const t = { winCount: k, totalCount: n };
        expect(linesCount(t)).toBe(binomial(n, k));
        expect([...combinations(n, k)]).toHaveLength(binomial(n, k));
      }),
    );
  });

  it.each([
    ['trixie', 4],
    ['patent', 7],
    ['yankee', 11],
    ['lucky_15', 15],
    ['canadian', 26],
    ['lucky_31', 31],
    ['heinz', 57],
    ['lucky_63', 63],
    ['super_heinz', 120],
    ['goliath', 247],
  ] as const)('named full-cover bet %s has %i lines', (name, lines) => {
    expect(linesCount(fullCoverSystemType(name))).toBe(lines);
    expect(systemLines(fullCoverSystemType(name))).toHaveLength(lines);
  });

  it('shares the stake by the lines: 3.00 on a Trixie is 0.75 a line', () => {
    expect(stakePerLine(minorUnits(300), fullCoverSystemType('trixie'))).toBe(75);
  });

  it('pays 2/3 of 3.00 at 2.00 each as three doubles of 1.00 at 4.00', () => {
    const legs = [odds(2000), odds(2000), odds(2000)];
    expect(systemPotentialWin(minorUnits(300), { winCount: 2, totalCount: 3 }, legs)).toBe(1200);
  });

  it('property: line odds are each line combo total odds and potential win sums the lines', () => {
    const arbCase = fc.constantFrom(...systemTypes(9)).chain((type) =>
      fc.record({
        type: fc.constant(type),
        legs: fc.array(arbOdds, { minLength: type.totalCount, maxLength: type.totalCount }),
        perLine: fc.integer({ min: 1, max: 1e7 }),
      }),
    );
    fc.assert(
      fc.property(arbCase, ({ type, legs, perLine }) => {
        const lines = systemLines(type);
        const expected = lines.map((line) => totalOdds(line.map((i) => legs[i] as Odds)));
        const seen: number[] = [];
        forEachLineOdds(type, legs, (o) => seen.push(o));
        expect([...seen].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
        // With a stake divisible by the lines, the system pays exactly the sum of its combos,
        // wherever that sum is money a number holds exactly (below 2^53 minor units; CI once
        // drew a goliath of 8 legs near 20.0 paying 9.0e15, past it).
        const stake = minorUnits(perLine * lines.length);
        const wins = expected.map((o) => potentialWin(minorUnits(perLine), o));
        const sum = wins.reduce((s, w) => s + BigInt(w), 0n);
        fc.pre(wins.every(Number.isSafeInteger) && sum <= BigInt(Number.MAX_SAFE_INTEGER));
        expect(systemPotentialWin(stake, type, legs)).toBe(Number(sum));
      }),
    );
  });

  it('property: prices up to 16 selections exactly where products pass 2^53', () => {
    // Round odds (2.000, 1.500) make exact 1/1000 boundaries that floats alone would miss.
    const arbLeg = fc.oneof(
      arbOdds,
      fc.constantFrom(1500, 2000, 2500, 1250).map((n) => odds(n)),
    );
    fc.assert(
      fc.property(
        fc.array(arbLeg, { minLength: 10, maxLength: 16 }),
        fc.integer({ min: 5, max: 15 }),
        (legs, k) => {
          fc.pre(k < legs.length);
          const type = { winCount: k, totalCount: legs.length };
          const expected = systemLines(type).map((line) =>
            totalOdds(line.map((i) => legs[i] as Odds)),
          );
          const seen: number[] = [];
          forEachLineOdds(type, legs, (o) => seen.push(o));
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('prices every type of the same selections in one walk, as one by one', () => {
    const legs = Array.from({ length: 8 }, (_, i) => odds(1850 + i * 137));
    const types = systemTypesFor(8, systemTypes(8));
    const stake = minorUnits(12_345);
    expect(systemPotentialWins(stake, types, legs)).toEqual(
      types.map((t) => systemPotentialWin(stake, t, legs)),
    );
  });
});
