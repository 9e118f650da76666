import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_STATUSES, OPEN_BET_STATUSES, isOpenBetStatus } from './settlement';
import { isBettableMatch, isBettableMatchStatus, MATCH_STATUS } from './selection';

describe('bettable (domain 4)', () => {
  it('takes bets only prematch and live, and only while the provider is up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 8 }), fc.boolean(), (status, providerActive) => {
        const inPlay = status === MATCH_STATUS.prematch || status === MATCH_STATUS.live;
        expect(isBettableMatchStatus(status)).toBe(inPlay);
        expect(isBettableMatch({ status, providerActive })).toBe(inPlay && providerActive);
      }),
    );
  });
});

describe('bet statuses (domain 3)', () => {
  it('calls open exactly the statuses of a bet still running', () => {
    expect(OPEN_BET_STATUSES.every((s) => BET_STATUSES.includes(s))).toBe(true);
    expect(BET_STATUSES.filter(isOpenBetStatus)).toEqual([
      'waiting_results',
      'ready_to_process',
      'cashout_in_progress',
      'submitted',
    ]);
  });
});
