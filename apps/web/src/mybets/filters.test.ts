import type { BetWire } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import { filterBets, isOpenBet, mergeBet, outcomeOf, patchCashout } from './filters';

const bet = (id: string, over: Partial<BetWire> = {}): BetWire => ({
  id,
  type: 'single',
  ref: `R${id}`,
  status: 'waiting_results',
  stake: { value: 1000, currency: 'EUR', subunits: 100 },
  win_amount: null,
  odds: 2000,
  potential_win: 2000,
  selections: [],
  created_at: '2025-01-01T00:00:00Z',
  result: 'no_results',
  to_cashout: null,
  bonus: null,
  system: null,
  used_in_jackpot: false,
  is_vip: false,
  reason: null,
  ...over,
});

const won = bet('w', { status: 'done', result: 'win_entire', win_amount: 2000 });
const lost = bet('l', { status: 'done', result: 'lose_entire', win_amount: 0 });
const refunded = bet('r', { status: 'done', result: 'refund_entire', win_amount: 1000 });
const open = bet('o');
const pending = bet('p', { status: 'submitted' });

describe('My bets filters (domain 3 history and outcome filters)', () => {
  it('splits open bets (running or awaiting acceptance) from settled ones', () => {
    expect(isOpenBet(open)).toBe(true);
    expect(isOpenBet(pending)).toBe(true);
    expect(isOpenBet(won)).toBe(false);
    const all = [open, won, lost, refunded, pending];
    expect(filterBets(all, 'open', 'all').map((b) => b.id)).toEqual(['o', 'p']);
    expect(filterBets(all, 'settled', 'all').map((b) => b.id)).toEqual(['w', 'l', 'r']);
  });

  it('keeps only won, lost or refunded bets for the outcome filters', () => {
    const all = [open, won, lost, refunded];
    expect(filterBets(all, 'all', 'win')).toEqual([won]);
    expect(filterBets(all, 'settled', 'lose')).toEqual([lost]);
    expect(filterBets(all, 'all', 'refund')).toEqual([refunded]);
    expect(outcomeOf(open)).toBeNull();
  });

  it('puts a new bet on top and replaces a known one in place', () => {
    const list = [open, won];
    expect(mergeBet(list, pending).map((b) => b.id)).toEqual(['p', 'o', 'w']);
    const settled = { ...open, status: 'done' as const, result: 'lose_entire' as const };
    expect(mergeBet(list, settled)[0]).toEqual(settled);
  });

  it('drops a VIP bet once it is rejected (domain 4 Bet list)', () => {
    const vip = bet('v', { is_vip: true, status: 'submitted' });
    const rejected = { ...vip, status: 'rejected' as const };
    expect(mergeBet([vip, open], rejected).map((b) => b.id)).toEqual(['o']);
  });

  it('updates the cash-out offer of one bet only', () => {
    const list = patchCashout([open, won], 'o', 1500);
    expect(list[0]?.to_cashout).toBe(1500);
    expect(list[1]).toBe(won);
  });
});
