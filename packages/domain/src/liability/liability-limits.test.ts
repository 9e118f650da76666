import { describe, expect, it } from 'vitest';
import { parseLiabilityLimits } from './liability-limits';

describe('issue 24: liability limits are amounts of zero or more', () => {
  it('takes amounts, null for no limit, and the action', () => {
    expect(parseLiabilityLimits({ market: 500_000, match: 0, onPass: 'lower_max_stake' })).toEqual({
      ok: true,
      limits: { market: 500_000, match: 0, onPass: 'lower_max_stake' },
    });
    expect(parseLiabilityLimits({})).toEqual({
      ok: true,
      limits: { market: null, match: null, onPass: 'suspend' },
    });
  });

  it('refuses a limit below zero, a fraction or an unknown action, naming the field', () => {
    const key = 'error.liability.invalid_limit';
    expect(parseLiabilityLimits({ market: -1 })).toEqual({ ok: false, key, field: 'market' });
    expect(parseLiabilityLimits({ match: -100 })).toEqual({ ok: false, key, field: 'match' });
    expect(parseLiabilityLimits({ match: 1.5 })).toEqual({ ok: false, key, field: 'match' });
    expect(parseLiabilityLimits({ market: '100' })).toEqual({ ok: false, key, field: 'market' });
    expect(parseLiabilityLimits({ onPass: 'close' })).toEqual({ ok: false, key, field: 'onPass' });
  });
});
