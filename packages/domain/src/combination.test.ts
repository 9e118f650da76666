import { describe, expect, it } from 'vitest';
import { MATCH_STATUS, type MatchStatus } from './selection';
import { combinationViolations, type CombinableBet, type CombinationSettings } from './combination';
import { odds } from './odds';

const sel = (id: string, matchId: number, provider = 'betradar', matchStatus: MatchStatus = 0) => ({
  id,
  matchId,
  provider,
  matchStatus,
});
const settings: CombinationSettings = {
  multiSingleBets: true,
  availableByProvider: { betradar: true },
  systemTypes: [],
};
const bet = (over: Partial<CombinableBet>): CombinableBet => ({
  betType: 'combo',
  selections: [],
  systemType: null,
  customOdds: null,
  ...over,
});
const rules = (bets: CombinableBet[], s = settings) =>
  combinationViolations(bets, s).map((v) => v.rule);

describe('domain 5 combination rules', () => {
  it('two selections of the same match cannot be combined in a combo or system', () => {
    const v = combinationViolations(
      [bet({ selections: [sel('a', 1), sel('b', 1), sel('c', 2)] })],
      settings,
    );
    expect(v).toEqual([
      {
        rule: 'same_match',
        key: 'error.validation.combination.same_match',
        betIndex: 0,
        selectionIds: ['a', 'b'],
      },
    ]);
  });

  it('same-match selections may stand as separate singles', () => {
    expect(
      rules([
        bet({ betType: 'single', selections: [sel('a', 1)] }),
        bet({ betType: 'single', selections: [sel('b', 1)] }),
      ]),
    ).toEqual([]);
  });

  it('a selection from the Oddin provider is not allowed in a system bet', () => {
    const selections = [sel('a', 1, 'oddin'), sel('b', 2, 'oddin'), sel('c', 3, 'oddin')];
    expect(
      rules([bet({ betType: 'system', selections, systemType: { winCount: 2, totalCount: 3 } })]),
    ).toEqual(['oddin_in_system']);
    expect(rules([bet({ betType: 'combo', selections })])).toEqual([]);
  });

  it('selections from different providers cannot be combined in one bet', () => {
    expect(rules([bet({ selections: [sel('a', 1), sel('b', 2, 'oddin')] })])).toEqual([
      'different_providers',
    ]);
  });

  it('several singles need the multi_single_bets flag and the provider allowing multi-singles', () => {
    const singles = [
      bet({ betType: 'single', selections: [sel('a', 1)] }),
      bet({ betType: 'single', selections: [sel('b', 2, 'oddin')] }),
    ];
    expect(rules(singles)).toEqual(['multi_singles_not_allowed']);
    expect(
      rules(singles, { ...settings, availableByProvider: { betradar: true, oddin: true } }),
    ).toEqual([]);
    expect(
      rules(singles, {
        ...settings,
        multiSingleBets: false,
        availableByProvider: { betradar: true, oddin: true },
      }),
    ).toEqual(['multi_singles_not_allowed', 'multi_singles_not_allowed']);
  });

  it('a custom bet needs every selection prematch or every selection live', () => {
    const custom = (statuses: MatchStatus[]) =>
      bet({
        customOdds: odds(3000),
        selections: statuses.map((s, i) => sel(`s${i}`, 1, 'betradar', s)),
      });
    expect(rules([custom([MATCH_STATUS.live, MATCH_STATUS.live])])).toEqual([]);
    expect(rules([custom([MATCH_STATUS.prematch, MATCH_STATUS.prematch])])).toEqual([]);
    expect(rules([custom([MATCH_STATUS.prematch, MATCH_STATUS.live])])).toEqual([
      'custom_bet_mixed_status',
    ]);
  });

  it('a system type must exist for the selection count', () => {
    const selections = [sel('a', 1), sel('b', 2), sel('c', 3)];
    expect(
      rules([bet({ betType: 'system', selections, systemType: { winCount: 2, totalCount: 4 } })]),
    ).toEqual(['system_type_missing']);
    const offered = { ...settings, systemTypes: [{ winCount: 2, totalCount: 4 }] };
    expect(
      rules(
        [bet({ betType: 'system', selections, systemType: { winCount: 2, totalCount: 3 } })],
        offered,
      ),
    ).toEqual(['system_type_missing']);
  });

  it('a single holds one selection and a combo at least two', () => {
    expect(rules([bet({ betType: 'single', selections: [sel('a', 1), sel('b', 2)] })])).toEqual([
      'bet_shape',
    ]);
    expect(rules([bet({ betType: 'combo', selections: [sel('a', 1)] })])).toEqual(['bet_shape']);
  });
});
