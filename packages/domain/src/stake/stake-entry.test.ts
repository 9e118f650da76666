import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, type Currency, type MinorUnits } from '../money';
import { parseStake, stakeEntry } from './stake-entry';

const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true };
const BTC: Currency = { code: 'BTC', subunits: 100_000_000, fiat: false };

describe('issue 22 defect 2: stakes are parsed with the currency decimals', () => {
  it.each([
    ['1e3', 'characters'],
    ['abc', 'characters'],
    ['-5', 'characters'],
    ['+5', 'characters'],
    ['1 000', 'characters'],
    ['1.2.3', 'characters'],
    ['0.001', 'decimals'],
    ['12345678', 'too_large'],
  ])('refuses %s (%s) in EUR', (text, reason) => {
    expect(stakeEntry(text, EUR)).toEqual({ kind: 'refused', reason });
  });

  it.each([
    ['', null],
    ['1', 100],
    ['12.', 1200],
    ['12,5', 1250],
    ['0.05', 5],
    ['.5', 50],
    ['.', 0],
    ['0012', 1200],
  ])('reads %s as %s cents', (text, cents) => {
    const entry = stakeEntry(text, EUR);
    if (cents === null) expect(entry).toEqual({ kind: 'empty' });
    else expect(entry).toEqual({ kind: 'stake', value: cents });
  });

  it('takes eight decimals in BTC, not nine', () => {
    expect(parseStake('0.00000001', BTC)).toBe(1);
    expect(parseStake('0.000000001', BTC)).toBeNull();
  });

  it('property: a stake shown with its decimals reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (cents) => {
        expect(parseStake(formatMoney(cents as MinorUnits, EUR), EUR)).toBe(cents);
      }),
    );
  });

  it('property: no text is both refused and a stake, and every stake is a safe integer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        const value = parseStake(text, BTC);
        if (value !== null) expect(Number.isSafeInteger(value)).toBe(true);
        expect(value === null).toBe(stakeEntry(text, BTC).kind === 'refused');
      }),
    );
  });
});
