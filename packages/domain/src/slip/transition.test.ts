import { describe, expect, it } from 'vitest';
import { aHunt, aTournament } from '../hunting.fixture';
import { MATCH_STATUS, selectionKey } from '../selection';
import type { ComboBoostBonus, FreebetBonus, SlipBonus } from '../bonus';
import { minorUnits } from '../money';
import { odds } from '../odds';
import { EUR, USD, run, selectionInput, slipEnv } from './fixtures';
import { initialSlipState } from './initial-state';
import { slipPlaceButtonBlock, slipTransition } from './transition';
import type { SlipEvent, SlipState } from './types';

const pick = (matchId: number, over: Parameters<typeof selectionInput>[1] = {}): SlipEvent => ({
  type: 'outcomeSelected',
  selection: selectionInput(matchId, over),
});
const idOf = (matchId: number, outcomeId = 1) =>
  selectionKey({ matchId, marketId: 1, specifier: '', outcomeId });
const env = slipEnv();
const multi = slipEnv({
  settings: { multiSingleBets: true, availableByProvider: { betradar: true } },
});
const betTypes = (s: SlipState) => s.ticket.bets.map((b) => b.betType);
const counts = (s: SlipState) => s.ticket.bets.map((b) => b.selections.length);

describe('domain 4 Selecting an outcome', () => {
  it('adds an outcome that is not in the slip and removes one that is (toggle)', () => {
    const added = run(env, [pick(1)]).state;
    expect(added.ticket.selectedOutcomeIds).toEqual([idOf(1)]);
    const removed = run(env, [pick(1), pick(1)]).state;
    expect(removed.ticket.selectedOutcomeIds).toEqual([]);
    expect(removed.ticket.bets).toEqual([]);
  });

  it('is ignored while a bet is in progress', () => {
    const placing = run(env, [
      pick(1),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(500), source: 'stake' },
      { type: 'placeRequested' },
    ]).state;
    expect(placing.ticket.inProgress).toBe(true);
    const [after, effects] = slipTransition(placing, pick(2), env);
    expect(after).toBe(placing);
    expect(effects).toEqual([]);
  });

  it('opens the custom-bet modal instead when the first bet is a custom bet', () => {
    const custom = run(env, [
      {
        type: 'customBetAdded',
        selections: [selectionInput(1), selectionInput(1, { outcomeId: 2, marketId: 2 })],
        customOdds: odds(3500),
      },
    ]).state;
    const [after, effects] = slipTransition(custom, pick(2), env);
    expect(after).toBe(custom);
    expect(effects).toEqual([{ type: 'openModal', modal: 'custom-bet-ticket' }]);
  });
});

describe('domain 4 Adding a selection', () => {
  it('creates a new single when singles are allowed for the provider', () => {
    const s = run(multi, [pick(1), pick(2), pick(3)]).state;
    expect(betTypes(s)).toEqual(['single', 'single', 'single']);
  });

  it('otherwise joins the combo: a single with more than one selection becomes a combo', () => {
    const s = run(env, [pick(1), pick(2), pick(3)]).state;
    expect(betTypes(s)).toEqual(['combo']);
    expect(counts(s)).toEqual([3]);
    expect(s.ticket.bets[0]?.odds).toBe(8000);
  });

  it('a combo left with one selection becomes a single', () => {
    const s = run(env, [
      pick(1),
      pick(2),
      { type: 'selectionRemoved', selectionId: idOf(2) },
    ]).state;
    expect(betTypes(s)).toEqual(['single']);
  });

  it('a system whose count no longer matches takes another system type with that count', () => {
    const s = run(env, [
      pick(1),
      pick(2),
      pick(3),
      pick(4),
      { type: 'betTypeChanged', betType: 'system', systemType: { winCount: 3, totalCount: 4 } },
      { type: 'selectionRemoved', selectionId: idOf(4) },
    ]).state;
    expect(betTypes(s)).toEqual(['system']);
    expect(s.ticket.bets[0]?.systemType).toEqual({ winCount: 2, totalCount: 3 });
  });

  it('a system left without a fitting type becomes a combo', () => {
    const s = run(env, [
      pick(1),
      pick(2),
      pick(3),
      { type: 'betTypeChanged', betType: 'system' },
      { type: 'selectionRemoved', selectionId: idOf(3) },
    ]).state;
    expect(betTypes(s)).toEqual(['combo']);
    expect(s.ticket.bets[0]?.systemType).toBeNull();
  });

  it('domain 5: refuses a selection of a match already in the combo, with the rule as an alert', () => {
    const { state, effects } = run(env, [pick(1), pick(2), pick(1, { outcomeId: 2 })]);
    expect(counts(state)).toEqual([2]);
    expect(effects).toContainEqual({
      type: 'showAlert',
      alert: { kind: 'warning', titleKey: 'error.validation.combination.same_match' },
    });
  });

  it('domain 5: refuses a selection of another provider joining the combo', () => {
    const { state, effects } = run(env, [pick(1), pick(2, { provider: 'oddin' })]);
    expect(counts(state)).toEqual([1]);
    expect(effects.at(-1)).toMatchObject({
      alert: { titleKey: 'error.validation.combination.different_providers' },
    });
  });

  it('shell 2.8: the panel opens with the first selection and closes when selections reach zero', () => {
    const opened = run(env, [pick(1)]).state;
    expect(opened.panel).toEqual({ isOpen: true, tab: 'BET_SLIP' });
    const closed = run(env, [pick(1), pick(1)]).state;
    expect(closed.panel.isOpen).toBe(false);
  });

  it('asks for the bonuses of the bets when a signed-in player changes their make-up', () => {
    expect(run(env, [pick(1)]).effects).toEqual([{ type: 'requestBonuses', betIds: ['b1'] }]);
    expect(run(slipEnv({ player: { isLoggedIn: false } }), [pick(1)]).effects).toEqual([]);
  });
});

describe('domain 4 Changing bet type', () => {
  it('single splits the selections into one bet each', () => {
    const s = run(multi, [
      pick(1),
      pick(2),
      { type: 'betTypeChanged', betType: 'combo' },
      { type: 'betTypeChanged', betType: 'single' },
    ]).state;
    expect(betTypes(s)).toEqual(['single', 'single']);
    expect(new Set(s.ticket.bets.map((b) => b.id)).size).toBe(2);
  });

  it('combo merges them', () => {
    const s = run(multi, [
      pick(1),
      pick(2),
      pick(3),
      { type: 'betTypeChanged', betType: 'combo' },
    ]).state;
    expect(betTypes(s)).toEqual(['combo']);
    expect(counts(s)).toEqual([3]);
  });

  it('system builds a system bet of the first fitting type', () => {
    const s = run(env, [
      pick(1),
      pick(2),
      pick(3),
      { type: 'betTypeChanged', betType: 'system' },
    ]).state;
    expect(s.ticket.bets[0]).toMatchObject({
      betType: 'system',
      systemType: { winCount: 2, totalCount: 3 },
    });
  });

  it('is ignored when not allowed: singles without multi-singles, combo of one match, system with Oddin', () => {
    const combo = run(env, [pick(1), pick(2)]).state;
    expect(slipTransition(combo, { type: 'betTypeChanged', betType: 'single' }, env)[0]).toBe(
      combo,
    );
    const sameMatch = run(multi, [pick(1), pick(1, { outcomeId: 2 })]).state;
    expect(betTypes(sameMatch)).toEqual(['single', 'single']);
    expect(slipTransition(sameMatch, { type: 'betTypeChanged', betType: 'combo' }, multi)[0]).toBe(
      sameMatch,
    );
    const oddin = run(
      env,
      [1, 2, 3].map((m) => pick(m, { provider: 'oddin' })),
    ).state;
    expect(slipTransition(oddin, { type: 'betTypeChanged', betType: 'system' }, env)[0]).toBe(
      oddin,
    );
    const two = run(env, [pick(1), pick(2)]).state;
    expect(slipTransition(two, { type: 'betTypeChanged', betType: 'system' }, env)[0]).toBe(two);
  });
});

describe('domain 4 Ticket state', () => {
  const staked = (e = env): SlipState =>
    run(e, [
      pick(1),
      pick(2),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(1000), source: 'stake' },
    ]).state;

  it('placing sets initial with inProgress, marks processing bets with a stake, and calls the API', () => {
    const [s, effects] = slipTransition(staked(), { type: 'placeRequested' }, env);
    expect(s.ticket).toMatchObject({
      ticketState: 'initial',
      inProgress: true,
      processingBets: ['b1'],
    });
    expect(effects).toEqual([
      {
        type: 'placeBets',
        slipBetIds: ['b1'],
        request: {
          meta: { device_id: 'device-1', quick: false, type: 'combo' },
          bets: [
            {
              bonus: null,
              stake: { value: 1000, currency: 'EUR' },
              selections: [
                { match_id: 1, market_id: 1, specifier: '', outcome_id: 1, odds: 2000 },
                { match_id: 2, market_id: 1, specifier: '', outcome_id: 1, odds: 2000 },
              ],
            },
          ],
        },
      },
    ]);
  });

  it('placing while not logged in resets to initial and requests sign-in', () => {
    const out = slipEnv({ player: { isLoggedIn: false } });
    const [s, effects] = slipTransition(staked(out), { type: 'placeRequested' }, out);
    expect(s.ticket.ticketState).toBe('initial');
    expect(s.ticket.inProgress).toBe(false);
    expect(effects).toEqual([{ type: 'openSignIn' }]);
  });

  it('domain 6: a pve player gets error.platform.pve_player_bet_forbidden', () => {
    const pve = slipEnv({ player: { isPve: true } });
    const [s] = slipTransition(staked(pve), { type: 'placeRequested' }, pve);
    expect(s.ticket).toMatchObject({
      ticketState: 'error',
      error: { message: 'error.platform.pve_player_bet_forbidden', code: 114 },
    });
  });

  it('domain 5: placing is ignored while the place button is disabled', () => {
    const noStake = run(env, [pick(1)]).state;
    expect(slipPlaceButtonBlock(noStake, env)).toBe('no_stake');
    expect(slipTransition(noStake, { type: 'placeRequested' }, env)[0]).toBe(noStake);
  });

  it('success stores the placed bets', () => {
    const [placing] = slipTransition(staked(), { type: 'placeRequested' }, env);
    const placed = [{ slipBetId: 'b1', betId: 'B-1', status: 'waiting_results' as const }];
    const [s] = slipTransition(placing, { type: 'placeSucceeded', placedBets: placed }, env);
    expect(s.ticket).toMatchObject({
      ticketState: 'success',
      inProgress: false,
      processingBets: [],
      placedBets: placed,
    });
    expect(s.ticket.bets[0]).toMatchObject({ betId: 'B-1', status: 'waiting_results' });
  });

  it('processing while placed bets await acceptance, success once accepted', () => {
    const [placing] = slipTransition(staked(), { type: 'placeRequested' }, env);
    const [processing] = slipTransition(
      placing,
      {
        type: 'placeSucceeded',
        placedBets: [{ slipBetId: 'b1', betId: 'B-1', status: 'submitted' }],
      },
      env,
    );
    expect(processing.ticket).toMatchObject({ ticketState: 'processing', processingBets: ['b1'] });
    expect(slipTransition(processing, pick(9), env)[0]).toBe(processing);
    const [done] = slipTransition(
      processing,
      { type: 'betChanged', bet: { slipBetId: 'b1', betId: 'B-1', status: 'waiting_results' } },
      env,
    );
    expect(done.ticket).toMatchObject({ ticketState: 'success', processingBets: [] });
  });

  it('partially placed keeps the refused bets with their message on the first selection id', () => {
    const multiStaked = run(multi, [
      pick(1),
      pick(2),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(100), source: 'stake' },
      { type: 'stakeChanged', betId: 'b2', value: minorUnits(100), source: 'stake' },
      { type: 'placeRequested' },
    ]).state;
    const [s] = slipTransition(
      multiStaked,
      {
        type: 'placeSucceeded',
        placedBets: [
          { slipBetId: 'b1', betId: 'B-1', status: 'waiting_results' },
          {
            slipBetId: 'b2',
            betId: 'B-2',
            status: 'rejected',
            error: 'error.place_bets.invalid_odds',
          },
        ],
      },
      multi,
    );
    expect(s.ticket.ticketState).toBe('partially_placed');
    expect(s.ticket.bets.map((b) => b.id)).toEqual(['b2']);
    expect(s.ticket.error).toEqual({
      message: 'error.place_bets.invalid_odds',
      details: { [idOf(2)]: 'error.place_bets.invalid_odds' },
    });
  });

  it('an error with a code goes to the error state; error clears processing bets', () => {
    const [placing] = slipTransition(staked(), { type: 'placeRequested' }, env);
    const error = { message: 'error.place_bets.invalid_odds', code: 101 };
    const [s, effects] = slipTransition(placing, { type: 'placeFailed', error }, env);
    expect(s.ticket).toMatchObject({
      ticketState: 'error',
      error,
      inProgress: false,
      processingBets: [],
    });
    expect(effects).toEqual([]);
  });

  it('an error without a code resets to initial with a generic error alert', () => {
    const [placing] = slipTransition(staked(), { type: 'placeRequested' }, env);
    const [s, effects] = slipTransition(
      placing,
      { type: 'placeFailed', error: { message: 'network' } },
      env,
    );
    expect(s.ticket).toMatchObject({ ticketState: 'initial', error: null, processingBets: [] });
    expect(effects).toEqual([
      {
        type: 'showAlert',
        alert: {
          kind: 'error',
          titleKey: 'error.default.title',
          descriptionKey: 'error.default.description',
        },
      },
    ]);
  });

  it('clear resets the slip but keeps system types', () => {
    const types = [{ winCount: 2, totalCount: 3 }];
    const s = run(env, [
      { type: 'systemTypesLoaded', systemTypes: types },
      pick(1),
      pick(2),
      { type: 'cleared' },
    ]).state;
    expect(s.ticket).toEqual({ ...initialSlipState(types).ticket });
  });

  it('after a success, closing the receipt clears or keeps the selections', () => {
    const [placing] = slipTransition(staked(), { type: 'placeRequested' }, env);
    const [success] = slipTransition(
      placing,
      {
        type: 'placeSucceeded',
        placedBets: [{ slipBetId: 'b1', betId: 'B-1', status: 'waiting_results' }],
      },
      env,
    );
    const [kept] = slipTransition(success, { type: 'receiptClosed', keepSelections: true }, env);
    expect(kept.ticket).toMatchObject({ ticketState: 'initial', placedBets: [] });
    expect(kept.ticket.bets[0]).toMatchObject({ betId: null, stake: 1000 });
    const [cleared] = slipTransition(
      success,
      { type: 'receiptClosed', keepSelections: false },
      env,
    );
    expect(cleared.ticket.bets).toEqual([]);
  });
});

describe('domain 4 Odds-change policy and suspension', () => {
  const market = (o: number, over: { status?: number; active?: boolean } = {}) => ({
    type: 'marketsChanged' as const,
    matchId: 1,
    complete: true,
    markets: [
      {
        id: 1,
        specifier: '',
        status: over.status ?? 1,
        outcomes: [{ id: 1, active: over.active ?? true, odds: odds(o) }],
      },
    ],
  });
  const sel = (s: SlipState) => s.ticket.bets[0]?.selections[0];

  // The policy guards a price agreed with a stake (issue 22 defect 8): these bets have one.
  const stake: SlipEvent = {
    type: 'stakeChanged',
    betId: 'b1',
    value: minorUnits(500),
    source: 'stake',
  };

  it('none: any change flags the selection and the ticket goes to odds changed', () => {
    const s = run(env, [pick(1), stake, market(2100)]).state;
    expect(sel(s)).toMatchObject({ odds: 2100, acceptedOdds: 2000, isChanged: true });
    expect(s.ticket.ticketState).toBe('odds_changed');
  });

  it('higher: a rise is accepted and only a drop flags', () => {
    const higher = slipEnv({ settings: { oddsChangePolicy: 'higher' } });
    const up = run(higher, [pick(1), stake, market(2100)]).state;
    expect(sel(up)).toMatchObject({ odds: 2100, acceptedOdds: 2100, isChanged: false });
    expect(up.ticket.ticketState).toBe('initial');
    const down = run(higher, [pick(1), stake, market(1900)]).state;
    expect(sel(down)).toMatchObject({ odds: 1900, isChanged: true });
  });

  it('any: all changes are accepted', () => {
    const any = slipEnv({ settings: { oddsChangePolicy: 'any' } });
    expect(sel(run(any, [pick(1), market(1500)]).state)).toMatchObject({
      odds: 1500,
      acceptedOdds: 1500,
      isChanged: false,
    });
  });

  it('accepting odds changes returns to initial', () => {
    const s = run(env, [pick(1), stake, market(2100), { type: 'oddsChangesAccepted' }]).state;
    expect(sel(s)).toMatchObject({ acceptedOdds: 2100, isChanged: false });
    expect(s.ticket.ticketState).toBe('initial');
  });

  it('adding or removing sets odds changed if any bet has changed odds', () => {
    const s = run(env, [pick(1), stake, market(2100), pick(2)]).state;
    expect(s.ticket.ticketState).toBe('odds_changed');
  });

  it('issue 22 defect 8: before a stake is entered, a move is the price, not a change to accept', () => {
    const s = run(env, [pick(1, { matchStatus: MATCH_STATUS.live }), market(2100)]).state;
    expect(sel(s)).toMatchObject({ odds: 2100, acceptedOdds: 2100, isChanged: false });
    expect(s.ticket.ticketState).toBe('initial');
    const staked = run(env, [stake, market(2200)], s).state;
    expect(sel(staked)).toMatchObject({ odds: 2200, acceptedOdds: 2100, isChanged: true });
  });

  it("issue 22 defect 8: a remembered stake is not the player's until they touch it or place", () => {
    const remembering = slipEnv({ player: { rememberedStake: minorUnits(750) } });
    const live = pick(1, { matchStatus: MATCH_STATUS.live });
    // A returning player's new live pick starts at the remembered stake; a move is the price.
    const s = run(remembering, [live, market(2100)]).state;
    expect(s.ticket.bets[0]).toMatchObject({ stake: 750, stakePrefilled: true });
    expect(sel(s)).toMatchObject({ odds: 2100, acceptedOdds: 2100, isChanged: false });
    expect(s.ticket.ticketState).toBe('initial');
    // Once they type (even the same amount), the price they see is the one they agreed to.
    const typed = run(
      remembering,
      [{ ...stake, value: minorUnits(750) } as SlipEvent, market(2200)],
      s,
    ).state;
    expect(sel(typed)).toMatchObject({ odds: 2200, acceptedOdds: 2100, isChanged: true });
    expect(typed.ticket.ticketState).toBe('odds_changed');
    // Placing with the remembered stake agrees it too: a later move must be accepted.
    const failed = run(remembering, [
      live,
      { type: 'placeRequested' },
      { type: 'placeFailed', error: { message: 'error.default.title' } },
      market(2100),
    ]).state;
    expect(failed.ticket.bets[0]?.stakePrefilled).toBe(false);
    expect(sel(failed)).toMatchObject({ odds: 2100, acceptedOdds: 2000, isChanged: true });
  });

  it("issue 22 defect 8: a stake carried by a shared slip is not the player's own entry", () => {
    const staked = run(env, [pick(1, { matchStatus: MATCH_STATUS.live }), stake]).state.ticket.bets;
    const shared = run(env, [
      { type: 'betsRestored', bets: staked, source: 'share' },
      market(2100),
    ]).state;
    expect(shared.ticket.bets[0]).toMatchObject({ stake: 500, stakePrefilled: true });
    expect(sel(shared)).toMatchObject({ odds: 2100, acceptedOdds: 2100, isChanged: false });
    // Restored from this player's own storage, a typed stake stays theirs.
    const own = run(env, [
      { type: 'betsRestored', bets: staked, source: 'storage' },
      market(2100),
    ]).state;
    expect(sel(own)).toMatchObject({ odds: 2100, acceptedOdds: 2000, isChanged: true });
  });

  it('a missing market, an inactive market or an inactive outcome marks the selection suspended', () => {
    expect(
      sel(
        run(env, [pick(1), { type: 'marketsChanged', matchId: 1, complete: true, markets: [] }])
          .state,
      )?.isSuspended,
    ).toBe(true);
    expect(sel(run(env, [pick(1), market(2000, { status: -1 })]).state)?.isSuspended).toBe(true);
    expect(sel(run(env, [pick(1), market(2000, { status: 0 })]).state)?.isSuspended).toBe(true);
    expect(sel(run(env, [pick(1), market(2000, { active: false })]).state)?.isSuspended).toBe(true);
    expect(
      sel(run(env, [pick(1), market(2000, { active: false }), market(2000)]).state)?.isSuspended,
    ).toBe(false);
  });

  it('a partial update leaves selections of markets it does not carry alone', () => {
    const s = run(env, [
      pick(1),
      { type: 'marketsChanged', matchId: 1, complete: false, markets: [] },
    ]).state;
    expect(sel(s)?.isSuspended).toBe(false);
  });

  it('a non-bettable match status suspends its selections', () => {
    const s = run(env, [
      pick(1),
      { type: 'matchStatusChanged', matchId: 1, status: MATCH_STATUS.finished },
    ]).state;
    expect(sel(s)?.isSuspended).toBe(true);
  });

  it('provider status change marks selections of an inactive provider not available', () => {
    const s = run(env, [
      pick(1),
      { type: 'providerStatusChanged', provider: 'betradar', active: false },
    ]).state;
    expect(sel(s)?.isNotAvailable).toBe(true);
    expect(slipPlaceButtonBlock(s, env)).toBe('no_stake');
    const back = run(
      env,
      [{ type: 'providerStatusChanged', provider: 'betradar', active: true }],
      s,
    ).state;
    expect(sel(back)?.isNotAvailable).toBe(false);
  });
});

describe('domain 4 Stake source', () => {
  it('stake: the typed amount is the stake; profit follows', () => {
    const s = run(env, [
      pick(1, { odds: 2500 }),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(1000), source: 'stake' },
    ]).state;
    expect(s.ticket.bets[0]).toMatchObject({
      stake: 1000,
      stakeSource: 'stake',
      odds: 2500,
      profit: 1500,
    });
  });

  it('potentialWin: the stake is what wins the typed amount, rescaled when odds change', () => {
    const any = slipEnv({ settings: { oddsChangePolicy: 'any' } });
    const s = run(any, [
      pick(1, { odds: 2000 }),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(5000), source: 'potentialWin' },
    ]).state;
    expect(s.ticket.bets[0]).toMatchObject({ stake: 2500, stakeSource: 'potentialWin' });
    const moved = run(
      any,
      [
        {
          type: 'marketsChanged',
          matchId: 1,
          complete: true,
          markets: [
            {
              id: 1,
              specifier: '',
              status: 1,
              outcomes: [{ id: 1, active: true, odds: odds(2500) }],
            },
          ],
        },
      ],
      s,
    ).state;
    expect(moved.ticket.bets[0]).toMatchObject({ stake: 2000, profit: 3000 });
  });

  it('a currency change resets the stake to 0 and the source to sharing', () => {
    const s = run(env, [
      pick(1),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(1000), source: 'stake' },
      { type: 'currencyChanged', currency: USD },
    ]).state;
    expect(s.ticket.bets[0]).toMatchObject({ stake: 0, stakeSource: 'sharing', currency: USD });
  });
});

describe('domain 4 Freebet choice and bonus selection', () => {
  const freebet: FreebetBonus = {
    id: 'fb1',
    type: 'freebet',
    amount: minorUnits(700),
    currencyCode: 'EUR',
    minOdds: null,
    maxOdds: null,
    matchStatus: null,
    selectionCountFrom: null,
    selectionCountTo: null,
    isActive: true,
  };
  const boost: ComboBoostBonus = {
    id: 'cb1',
    type: 'comboboost',
    minOdds: odds(1200),
    onlyVerified: false,
    ranges: [{ minCount: 2, maxCount: 10, bonusOdds: odds(1100) }],
  };
  const offered = (list: SlipBonus[] = [freebet, boost]): SlipEvent => ({
    type: 'bonusesChanged',
    betId: 'b1',
    availableBonuses: list,
  });

  it('choosing a freebet sets the stake to the freebet stake; removing it sets the stake to 0', () => {
    const chosen = run(env, [
      pick(1),
      offered(),
      { type: 'freebetChosen', betId: 'b1', bonusId: 'fb1' },
    ]).state;
    expect(chosen.ticket.bets[0]).toMatchObject({ stake: 700, freebetStake: 700, bonusId: 'fb1' });
    const typed = run(
      env,
      [{ type: 'stakeChanged', betId: 'b1', value: minorUnits(5), source: 'stake' }],
      chosen,
    ).state;
    expect(typed.ticket.bets[0]?.stake).toBe(700);
    const removed = run(env, [{ type: 'freebetChosen', betId: 'b1', bonusId: null }], chosen).state;
    expect(removed.ticket.bets[0]).toMatchObject({ stake: 0, freebetStake: null, bonus: null });
  });

  it('a freebet that is no longer available resets the stake to 0', () => {
    const chosen = run(env, [
      pick(1),
      offered(),
      { type: 'freebetChosen', betId: 'b1', bonusId: 'fb1' },
    ]).state;
    const gone = run(env, [offered([boost])], chosen).state;
    expect(gone.ticket.bets[0]).toMatchObject({ stake: 0, freebetStake: null });
  });

  it('a combo boost chosen by default but out of range neither boosts nor blocks placing', () => {
    const s = run(env, [
      pick(1),
      offered([boost]),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(100), source: 'stake' },
    ]).state;
    expect(s.ticket.bets[0]).toMatchObject({ bonusId: 'cb1', bonusOdds: null, odds: 2000 });
    expect(slipPlaceButtonBlock(s, env)).toBeNull();
    const [, effects] = slipTransition(s, { type: 'placeRequested' }, env);
    expect(effects[0]).toMatchObject({ type: 'placeBets', request: { bets: [{ bonus: null }] } });
  });

  it('when the bonus list changes, the default preference picks hunting, then tournament, then comboboost', () => {
    const s = run(env, [pick(1), offered([boost, aTournament({ id: 't1' })])]).state;
    expect(s.ticket.bets[0]?.bonusId).toBe('t1');
    const onlyBoost = run(env, [pick(1), pick(2), offered([boost])]).state;
    expect(onlyBoost.ticket.bets[0]).toMatchObject({ bonusId: 'cb1', bonusOdds: 1100, odds: 4400 });
  });

  it('signing in asks for the bonuses of the bets made before', () => {
    const out = slipEnv({ player: { isLoggedIn: false } });
    const s = run(out, [pick(1), pick(2)]).state;
    const [, none] = slipTransition(s, { type: 'signedIn' }, out);
    expect(none).toEqual([]);
    const [, effects] = slipTransition(s, { type: 'signedIn' }, env);
    expect(effects).toEqual([{ type: 'requestBonuses', betIds: s.ticket.bets.map((b) => b.id) }]);
    expect(slipTransition(initialSlipState(), { type: 'signedIn' }, env)[1]).toEqual([]);
  });

  it('a hunt is sent with a bet that farms it, and left out of one whose stake is under its least', () => {
    const hunt = aHunt({ id: 'h1', currencyCode: EUR.code, minOdds: null });
    const placing = (stake: number) => {
      const s = run(env, [
        pick(1),
        pick(2),
        offered([boost, hunt]),
        { type: 'stakeChanged', betId: 'b1', value: minorUnits(stake), source: 'stake' },
      ]).state;
      expect(s.ticket.bets[0]?.bonusId).toBe('h1');
      return slipTransition(s, { type: 'placeRequested' }, env)[1][0];
    };
    expect(placing(150)).toMatchObject({
      request: { bets: [{ bonus: { id: 'h1', type: 'hunting' } }] },
    });
    expect(placing(99)).toMatchObject({ request: { bets: [{ bonus: null }] } });
  });
});

describe('domain 4 Quick bet', () => {
  const live = (m: number) => pick(m, { matchStatus: MATCH_STATUS.live });
  const approved = (e = env): SlipState =>
    run(e, [
      { type: 'quickBetToggled' },
      { type: 'quickBetStakeChanged', stake: minorUnits(500) },
      { type: 'quickBetApproved' },
    ]).state;

  it('toggling flips enabled and clears approval; stake changes clear approval', () => {
    const s = approved();
    expect(s.quickBet).toMatchObject({ isEnabled: true, isApproved: true, stake: 500 });
    expect(
      run(env, [{ type: 'quickBetStakeChanged', stake: minorUnits(600) }], s).state.quickBet
        .isApproved,
    ).toBe(false);
    expect(run(env, [{ type: 'quickBetToggled' }], s).state.quickBet).toMatchObject({
      isEnabled: false,
      isApproved: false,
    });
    expect(
      run(env, [{ type: 'currencyChanged', currency: USD }], s).state.quickBet.isApproved,
    ).toBe(false);
  });

  it('approval needs a stake above zero', () => {
    const s = run(env, [{ type: 'quickBetToggled' }, { type: 'quickBetApproved' }]).state;
    expect(s.quickBet.isApproved).toBe(false);
  });

  it('a live selection with quick bet on is placed at once', () => {
    const [s, effects] = slipTransition(approved(), live(1), env);
    expect(s.quickBet.state).toBe('processing');
    expect(s.ticket.bets).toEqual([]);
    expect(effects).toMatchObject([
      {
        type: 'placeBets',
        slipBetIds: ['quick'],
        request: { meta: { quick: true }, bets: [{ stake: { value: 500 } }] },
      },
    ]);
    const [ok] = slipTransition(
      s,
      {
        type: 'quickBetSucceeded',
        placedBets: [{ slipBetId: 'quick', betId: 'Q1', status: 'waiting_results' }],
      },
      env,
    );
    expect(ok.quickBet).toMatchObject({ state: 'success', bet: { betId: 'Q1' } });
    const [failed] = slipTransition(
      s,
      { type: 'quickBetFailed', error: { message: 'error.place_bets.default', code: 1 } },
      env,
    );
    expect(failed.quickBet.state).toBe('error');
  });

  it('placing is ignored while processing, and nothing is placed if not approved', () => {
    const [processing] = slipTransition(approved(), live(1), env);
    expect(slipTransition(processing, live(2), env)[0]).toBe(processing);
    const notApproved = run(env, [{ type: 'quickBetToggled' }]).state;
    expect(slipTransition(notApproved, live(1), env)).toEqual([notApproved, []]);
  });

  it('a prematch selection switches quick bet off and goes to the normal slip', () => {
    const [s] = slipTransition(approved(), pick(1), env);
    expect(s.quickBet.isEnabled).toBe(false);
    expect(s.ticket.bets).toHaveLength(1);
  });

  it('flow: not logged in requests sign-in; pve gets error.platform.pve_player_bet_forbidden', () => {
    const out = slipEnv({ player: { isLoggedIn: false } });
    expect(slipTransition(approved(out), live(1), out)[1]).toEqual([{ type: 'openSignIn' }]);
    const pve = slipEnv({ player: { isPve: true } });
    expect(slipTransition(approved(pve), live(1), pve)[0].quickBet.error).toEqual({
      message: 'error.platform.pve_player_bet_forbidden',
      code: 114,
    });
  });

  it('flow: a limit error is the quick bet error; a limit warning opens the slip instead', () => {
    const rejecting = slipEnv({
      settings: {
        betLimitsEnabled: true,
        betLimits: {
          selection_limit: null,
          odds_limit: null,
          payout_limit: null,
          max_stake_limit: {
            fiat: [{ currency_code: 'EUR', amount: minorUnits(100), action: 'reject' }],
            crypto: [],
          },
        },
      },
    });
    expect(slipTransition(approved(rejecting), live(1), rejecting)[0].quickBet.error?.message).toBe(
      'error.validation.bet_limits.max_stake_limit_exceeded',
    );
    const warning = slipEnv({
      settings: {
        betLimitsEnabled: true,
        betLimits: {
          selection_limit: null,
          payout_limit: null,
          max_stake_limit: null,
          odds_limit: { value: odds(1500), action: 'accept' },
        },
      },
    });
    const [s, effects] = slipTransition(approved(warning), live(1), warning);
    expect(s.ticket.bets).toHaveLength(1);
    expect(s.panel.isOpen).toBe(true);
    expect(effects.at(-1)).toMatchObject({
      type: 'showAlert',
      alert: { titleKey: 'warning.validation.bet_limits.odds_limit_exceeded.title' },
    });
  });

  it('flow: potential win not above the stake gives error.potential_win.equal_or_less', () => {
    const s = run(env, [
      { type: 'quickBetToggled' },
      { type: 'quickBetStakeChanged', stake: minorUnits(100) },
      { type: 'quickBetApproved' },
    ]).state;
    const [after] = slipTransition(s, pick(1, { matchStatus: MATCH_STATUS.live, odds: 1001 }), env);
    expect(after.quickBet.error).toEqual({ message: 'error.potential_win.equal_or_less' });
  });

  it('is switched off when the balance drops below the stake or to zero, and on sign-out', () => {
    const s = approved();
    expect(
      run(env, [{ type: 'balanceChanged', currency: 'EUR', balance: minorUnits(499) }], s).state
        .quickBet.isEnabled,
    ).toBe(false);
    expect(
      run(env, [{ type: 'balanceChanged', currency: 'EUR', balance: minorUnits(0) }], s).state
        .quickBet.isEnabled,
    ).toBe(false);
    expect(
      run(env, [{ type: 'balanceChanged', currency: 'EUR', balance: minorUnits(500) }], s).state
        .quickBet.isEnabled,
    ).toBe(true);
    expect(
      run(env, [{ type: 'balanceChanged', currency: 'USD', balance: minorUnits(0) }], s).state
        .quickBet.isEnabled,
    ).toBe(true);
    expect(run(env, [{ type: 'signedOut' }], s).state.quickBet).toMatchObject({
      isEnabled: false,
      isApproved: false,
    });
  });
});

describe('domain 4 Share-bet restore', () => {
  const shared = run(env, [
    pick(1),
    pick(2),
    { type: 'stakeChanged', betId: 'b1', value: minorUnits(300), source: 'stake' },
  ]).state.ticket.bets;

  it('restores bets (as sharing) and opens the panel', () => {
    const s = run(env, [
      { type: 'restoreStarted' },
      { type: 'betsRestored', bets: shared, source: 'share' },
    ]).state;
    expect(s.ticket.isRestoring).toBe(false);
    expect(s.ticket.bets[0]).toMatchObject({ stake: 300, stakeSource: 'sharing' });
    expect(s.panel.isOpen).toBe(true);
  });

  it('an empty result shows the not-found message', () => {
    const { state, effects } = run(env, [{ type: 'betsRestored', bets: [], source: 'share' }]);
    expect(state.ticket.bets).toEqual([]);
    expect(effects).toEqual([{ type: 'openModal', modal: 'share-bet-not-found' }]);
  });

  it("bets in another currency take the player's currency with the stake restarting at 0", () => {
    const usd = slipEnv({ player: { currency: USD } });
    const s = run(usd, [{ type: 'betsRestored', bets: shared, source: 'storage' }]).state;
    expect(s.ticket.bets[0]).toMatchObject({ currency: USD, stake: 0, stakeSource: 'sharing' });
    expect(EUR.code).not.toBe(USD.code);
  });
});

describe('domain 5 custom bets and system types in the slip', () => {
  const two = [selectionInput(1), selectionInput(1, { marketId: 2 })];
  it('a custom bet replaces the slip; its selections must be all prematch or all live', () => {
    const s = run(env, [
      pick(5),
      { type: 'customBetAdded', selections: two, customOdds: odds(3300) },
    ]).state;
    expect(s.ticket.bets).toHaveLength(1);
    expect(s.ticket.bets[0]).toMatchObject({ customOdds: 3300, odds: 3300 });
    const mixed = [
      selectionInput(1),
      selectionInput(1, { marketId: 2, matchStatus: MATCH_STATUS.live }),
    ];
    const { state, effects } = run(env, [
      { type: 'customBetAdded', selections: mixed, customOdds: odds(3300) },
    ]);
    expect(state.ticket.bets).toEqual([]);
    expect(effects).toEqual([
      {
        type: 'showAlert',
        alert: {
          kind: 'warning',
          titleKey: 'error.validation.combination.custom_bet_mixed_status',
        },
      },
    ]);
  });

  it('a custom bet of one selection needs custom_bet_allow_single', () => {
    const one = [selectionInput(1)];
    expect(
      run(env, [{ type: 'customBetAdded', selections: one, customOdds: odds(2000) }]).state.ticket
        .bets,
    ).toEqual([]);
    const allow = slipEnv({ settings: { customBetAllowSingle: true } });
    expect(
      run(allow, [{ type: 'customBetAdded', selections: one, customOdds: odds(2000) }]).state.ticket
        .bets,
    ).toHaveLength(1);
  });

  it('system types arrive sorted; a system whose type is withdrawn falls back', () => {
    const s = run(env, [
      {
        type: 'systemTypesLoaded',
        systemTypes: [
          { winCount: 3, totalCount: 4 },
          { winCount: 2, totalCount: 3 },
        ],
      },
      pick(1),
      pick(2),
      pick(3),
      { type: 'betTypeChanged', betType: 'system' },
    ]).state;
    expect(s.ticket.systemTypes).toEqual([
      { winCount: 2, totalCount: 3 },
      { winCount: 3, totalCount: 4 },
    ]);
    expect(s.ticket.bets[0]?.systemType).toEqual({ winCount: 2, totalCount: 3 });
    const withdrawn = run(
      env,
      [{ type: 'systemTypesLoaded', systemTypes: [{ winCount: 3, totalCount: 4 }] }],
      s,
    ).state;
    expect(betTypes(withdrawn)).toEqual(['combo']);
  });
});

describe('shell 2.8 Ticket panel', () => {
  it('falls back to BET_SLIP if My Bets is hidden, closes on route change', () => {
    const hidden = slipEnv({ settings: { isMyBetsVisible: false } });
    expect(run(hidden, [{ type: 'panelTabChanged', tab: 'MY_BETS' }]).state.panel.tab).toBe(
      'BET_SLIP',
    );
    expect(run(env, [{ type: 'panelTabChanged', tab: 'MY_BETS' }]).state.panel.tab).toBe('MY_BETS');
    expect(run(env, [pick(1), { type: 'routeChanged' }]).state.panel.isOpen).toBe(false);
  });
});
