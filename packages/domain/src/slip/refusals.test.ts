import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money';
import { odds } from '../odds';
import { run, selectionInput, slipEnv } from './fixtures';
import { slipBetTypeRefusal, slipPlaceButtonRefusal } from './transition';
import type { SlipEvent } from './types';

const pick = (matchId: number, over: Parameters<typeof selectionInput>[1] = {}): SlipEvent => ({
  type: 'outcomeSelected',
  selection: selectionInput(matchId, over),
});
const multi = slipEnv({
  settings: { multiSingleBets: true, availableByProvider: { betradar: true } },
});

describe('issue 22 defect 7: a bet type the slip cannot take says which rule', () => {
  it('three singles, two of one match: system and combo name the same-match rule', () => {
    const { state } = run(multi, [pick(1), pick(1, { marketId: 2 }), pick(2)]);
    expect(state.ticket.bets.map((b) => b.betType)).toEqual(['single', 'single', 'single']);
    expect(slipBetTypeRefusal(state, 'system', multi)).toBe(
      'error.validation.combination.same_match',
    );
    expect(slipBetTypeRefusal(state, 'combo', multi)).toBe(
      'error.validation.combination.same_match',
    );
    expect(slipBetTypeRefusal(state, 'single', multi)).toBeNull();
  });

  it('an oddin selection keeps a combo out of system', () => {
    const env = slipEnv();
    const { state } = run(env, [pick(1), pick(2), pick(3, { provider: 'oddin' })]);
    // Mixed providers cannot even make the combo: the rule that keeps it out is named.
    expect(slipBetTypeRefusal(state, 'system', env)).not.toBeNull();
  });

  it('a combo of three may become a system: no refusal', () => {
    const env = slipEnv();
    const { state } = run(env, [pick(1), pick(2), pick(3)]);
    expect(state.ticket.bets[0]?.betType).toBe('combo');
    expect(slipBetTypeRefusal(state, 'system', env)).toBeNull();
    expect(slipBetTypeRefusal(state, 'single', env)).toBe(
      'error.validation.combination.multi_singles_not_allowed',
    );
  });
});

describe('issue 22 defect 2: the place button says why it is disabled', () => {
  it('no stake, then odds changed, then nothing', () => {
    const env = slipEnv();
    let { state } = run(env, [pick(1)]);
    expect(slipPlaceButtonRefusal(state, env)).toEqual({
      block: 'no_stake',
      key: 'slip.blocked.no_stake',
    });
    ({ state } = run(
      env,
      [
        {
          type: 'stakeChanged',
          betId: state.ticket.bets[0]!.id,
          value: minorUnits(500),
          source: 'stake',
        },
        {
          type: 'marketsChanged',
          matchId: 1,
          complete: false,
          markets: [
            {
              id: 1,
              specifier: '',
              status: 1,
              outcomes: [{ id: 1, active: true, odds: odds(1900) }],
            },
          ],
        },
      ],
      state,
    ));
    expect(slipPlaceButtonRefusal(state, env)?.key).toBe('slip.blocked.odds_changed');
    ({ state } = run(env, [{ type: 'oddsChangesAccepted' }], state));
    expect(slipPlaceButtonRefusal(state, env)).toBeNull();
  });

  it('a suspended selection', () => {
    const env = slipEnv();
    const { state } = run(env, [
      pick(1, { active: false }),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(500), source: 'stake' },
    ]);
    expect(slipPlaceButtonRefusal(state, env)?.key).toBe('slip.blocked.suspended');
  });
});
