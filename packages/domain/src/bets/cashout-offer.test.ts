import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../money';
import { cashoutDecision } from './cashout-offer';

const m = (n: number) => n as MinorUnits;

describe('issue 7 cash-out: pay only if the offer is still at least what the player saw', () => {
  it('pays what was seen when the offer held or rose', () => {
    expect(cashoutDecision(1500, m(1500), 100)).toEqual({ ok: true, pay: 1500 });
    expect(cashoutDecision(1500, m(1700), 100)).toEqual({ ok: true, pay: 1500 });
  });
  it('pays the lower offer within the tolerance, refuses beyond it', () => {
    expect(cashoutDecision(1500, m(1486), 100)).toEqual({ ok: true, pay: 1486 });
    expect(cashoutDecision(1500, m(1484), 100)).toMatchObject({
      ok: false,
      key: 'error.cashout.amount_changed',
      offer: 1484,
    });
  });
  it('refuses when no offer is available or the amount is not a positive whole number', () => {
    expect(cashoutDecision(1500, null, 100)).toMatchObject({ key: 'error.cashout.unavailable' });
    expect(cashoutDecision(0, m(100), 100)).toMatchObject({ key: 'error.cashout.invalid_amount' });
    expect(cashoutDecision(1.5, m(100), 100)).toMatchObject({
      key: 'error.cashout.invalid_amount',
    });
  });
});
