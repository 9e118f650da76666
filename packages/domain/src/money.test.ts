import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  currencyOf,
  equalAsShown,
  formatMoney,
  minorUnits,
  parseMoney,
  potentialWin,
  profit,
  stakeForWin,
  type Currency,
} from './money';
import { odds } from './odds';

const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true };
const KWD: Currency = { code: 'KWD', subunits: 1000, fiat: true };
const BTC: Currency = { code: 'BTC', subunits: 100_000_000, fiat: false };
const JPY: Currency = { code: 'JPY', subunits: 1, fiat: true };

describe('domain 9: a stake is shown as value divided by subunits with fiat or crypto decimals', () => {
  it('shows fiat with 2 decimals and crypto with up to 8', () => {
    expect(currencyDecimals(EUR)).toBe(2);
    expect(currencyDecimals(KWD)).toBe(2);
    expect(currencyDecimals(BTC)).toBe(8);
    expect(currencyDecimals(JPY)).toBe(0);
    expect(formatMoney(minorUnits(1250), EUR)).toBe('12.50');
    expect(formatMoney(minorUnits(5), EUR)).toBe('0.05');
    expect(formatMoney(minorUnits(-5), EUR)).toBe('-0.05');
    expect(formatMoney(minorUnits(12345), KWD)).toBe('12.34'); // rounded down, never up
    expect(formatMoney(minorUnits(12_345), BTC)).toBe('0.00012345');
    expect(formatMoney(minorUnits(700), JPY)).toBe('700');
  });

  it('takes the bet currency from a settings entry with subcurrencies', () => {
    const def = { code: 'BTC', fiat: false, subcurrencies: [{ code: 'mBTC', subunits: 100_000 }] };
    expect(currencyOf(def)).toEqual({ code: 'BTC', subunits: 100_000, fiat: false });
    expect(currencyOf(def, 'uBTC')).toBeNull();
  });

  it('reads typed amounts without floating point', () => {
    expect(parseMoney('12.5', EUR)).toBe(1250);
    expect(parseMoney('12,50', EUR)).toBe(1250);
    expect(parseMoney('0.1', EUR)).toBe(10);
    expect(parseMoney('0.00000001', BTC)).toBe(1);
    expect(parseMoney('1.001', EUR)).toBeNull();
    expect(parseMoney('abc', EUR)).toBeNull();
    expect(parseMoney('', EUR)).toBeNull();
  });

  it('property: parsing what is shown gives the amount back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(EUR, BTC, JPY), (v, c) => {
        expect(parseMoney(formatMoney(minorUnits(v), c), c)).toBe(v);
      }),
    );
  });
});

describe('domain 9: potential win and profit in integer math, payouts rounded down', () => {
  it('computes win and profit of 10.00 at 2.35', () => {
    expect(potentialWin(minorUnits(1000), odds(2350))).toBe(2350);
    expect(profit(minorUnits(1000), odds(2350))).toBe(1350);
    expect(potentialWin(minorUnits(333), odds(1555))).toBe(517); // 517.815 -> 517
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    const stake = minorUnits(9_000_000_000_000);
    expect(potentialWin(stake, odds(1001))).toBe(9_009_000_000_000);
  });

  it('property: the stake for a wanted win reaches it and no smaller stake does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1001, max: 100_000 }),
        (w, o) => {
          const s = stakeForWin(minorUnits(w), odds(o));
          expect(potentialWin(s, odds(o))).toBeGreaterThanOrEqual(w);
          expect(potentialWin(minorUnits(s - 1), odds(o))).toBeLessThan(w);
        },
      ),
    );
  });

  it('domain 5: compares fiat amounts as shown, crypto exactly', () => {
    expect(equalAsShown(minorUnits(10_000), minorUnits(10_004), KWD)).toBe(true);
    expect(equalAsShown(minorUnits(100), minorUnits(101), EUR)).toBe(false);
    expect(equalAsShown(minorUnits(100), minorUnits(101), BTC)).toBe(false);
  });
});
