import { describe, expect, it } from 'vitest';
import { MATCH_STATUS } from '../selection';
import { minorUnits } from '../money';
import { odds } from '../odds';
import { run, selectionInput, slipEnv } from './fixtures';
import { slipTransition } from './transition';
import type { SlipEvent, SlipState } from './types';

// issue 22: acceptance you can see, for quick bets (defect 1) and the slip (retry at the new
// price).

const env = slipEnv();
const livePick = (matchId: number, o = 2560): SlipEvent => ({
  type: 'outcomeSelected',
  selection: selectionInput(matchId, { matchStatus: MATCH_STATUS.live, odds: o }),
});
const moved = (matchId: number, o: number): SlipEvent => ({
  type: 'marketsChanged',
  matchId,
  complete: false,
  markets: [
    { id: 1, specifier: '', status: 1, outcomes: [{ id: 1, active: true, odds: odds(o) }] },
  ],
});
const approved = (): SlipState =>
  run(env, [
    { type: 'quickBetToggled' },
    { type: 'quickBetStakeChanged', stake: minorUnits(100) },
    { type: 'quickBetApproved' },
  ]).state;
const acceptAt = '2030-01-01T00:00:05.000Z';

describe('issue 22 defect 1: a live quick bet shows its outcome', () => {
  it('sends the price tapped, stays processing with its countdown, then shows the rejection', () => {
    const [tapped, effects] = slipTransition(approved(), livePick(1, 2560), env);
    expect(effects).toMatchObject([
      { type: 'placeBets', request: { bets: [{ selections: [{ odds: 2560 }] }] } },
    ]);
    const { state: waiting } = run(
      env,
      [
        {
          type: 'quickBetSucceeded',
          placedBets: [{ slipBetId: 'quick', betId: '7', status: 'submitted', acceptAt }],
        },
      ],
      tapped,
    );
    expect(waiting.quickBet).toMatchObject({ state: 'processing', acceptAt });
    const { state: refused } = run(
      env,
      [
        moved(1, 2580),
        {
          type: 'betChanged',
          bet: {
            slipBetId: '',
            betId: '7',
            status: 'rejected',
            error: 'error.place_bets.invalid_odds',
          },
        },
      ],
      waiting,
    );
    expect(refused.quickBet).toMatchObject({
      state: 'error',
      error: { message: 'error.place_bets.invalid_odds' },
      acceptAt: null,
    });
    // One tap again: at the price now.
    const [again, retry] = slipTransition(refused, { type: 'quickBetRetried' }, env);
    expect(again.quickBet.state).toBe('processing');
    expect(retry).toMatchObject([
      { type: 'placeBets', request: { bets: [{ selections: [{ odds: 2580 }] }] } },
    ]);
  });

  it('an accepted live quick bet becomes a success', () => {
    const { state } = run(
      env,
      [
        livePick(1),
        {
          type: 'quickBetSucceeded',
          placedBets: [{ slipBetId: 'quick', betId: '8', status: 'submitted', acceptAt }],
        },
        { type: 'betChanged', bet: { slipBetId: '', betId: '8', status: 'waiting_results' } },
      ],
      approved(),
    );
    expect(state.quickBet).toMatchObject({ state: 'success', bet: { betId: '8' } });
    expect(run(env, [{ type: 'quickBetDismissed' }], state).state.quickBet.state).toBe('initial');
  });
});

describe('issue 22: a refused live bet offers one-tap retry at the new price', () => {
  it('rejected after its delay, then placed again at the odds now', () => {
    const { state: placed } = run(env, [
      livePick(3, 2000),
      { type: 'stakeChanged', betId: 'b1', value: minorUnits(500), source: 'stake' },
      { type: 'placeRequested' },
      {
        type: 'placeSucceeded',
        placedBets: [{ slipBetId: 'b1', betId: '9', status: 'submitted', acceptAt }],
      },
    ]);
    expect(placed.ticket.ticketState).toBe('processing');
    expect(placed.ticket.placedBets[0]?.acceptAt).toBe(acceptAt);
    const { state: refused } = run(
      env,
      [
        moved(3, 2100),
        {
          type: 'betChanged',
          bet: {
            slipBetId: '',
            betId: '9',
            status: 'rejected',
            error: 'error.place_bets.invalid_odds',
          },
        },
      ],
      placed,
    );
    expect(refused.ticket.ticketState).toBe('error');
    expect(refused.ticket.error?.message).toBe('error.place_bets.invalid_odds');
    const [retried, effects] = slipTransition(refused, { type: 'retryRequested' }, env);
    expect(retried.ticket.inProgress).toBe(true);
    expect(effects).toMatchObject([
      {
        type: 'placeBets',
        request: { bets: [{ stake: { value: 500 }, selections: [{ odds: 2100 }] }] },
      },
    ]);
  });
});

describe('issue 22: a stake remembered per player', () => {
  it('a new bet starts at the remembered stake; a combo keeps the stake it has', () => {
    const remembering = slipEnv({ player: { rememberedStake: minorUnits(750) } });
    const { state } = run(remembering, [{ type: 'outcomeSelected', selection: selectionInput(1) }]);
    expect(state.ticket.bets[0]).toMatchObject({ stake: 750, profit: 750 });
    const { state: two } = run(
      remembering,
      [
        { type: 'stakeChanged', betId: 'b1', value: minorUnits(300), source: 'stake' },
        { type: 'outcomeSelected', selection: selectionInput(2) },
      ],
      state,
    );
    expect(two.ticket.bets.map((b) => b.stake)).toEqual([300]);
    expect(
      run(env, [{ type: 'outcomeSelected', selection: selectionInput(1) }]).state.ticket.bets[0]
        ?.stake,
    ).toBe(0);
  });
});
