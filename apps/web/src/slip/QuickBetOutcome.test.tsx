import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MATCH_STATUS, minorUnits, odds } from '@sb/domain';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { QuickBetOutcome } from './QuickBetOutcome';
import { SlipProvider } from './SlipProvider';
import { reducerSlipStore, selectionInput, slipEnv } from './test-support';

afterEach(cleanup);

describe('issue 22 defect 1: a quick bet never fails silently', () => {
  it('shows the wait, then the rejection in words with a retry at the price now', () => {
    const store = reducerSlipStore(slipEnv());
    render(
      <I18nProvider locale="en" messages={en}>
        <SlipProvider store={store}>
          <QuickBetOutcome />
        </SlipProvider>
      </I18nProvider>,
    );
    act(() => {
      store.dispatch({ type: 'quickBetToggled' });
      store.dispatch({ type: 'quickBetStakeChanged', stake: minorUnits(100) });
      store.dispatch({ type: 'quickBetApproved' });
      store.dispatch({
        type: 'outcomeSelected',
        selection: selectionInput(4, { matchStatus: MATCH_STATUS.live, odds: 2560 }),
      });
    });
    expect(screen.getByTestId('quick-bet-outcome').dataset.state).toBe('processing');
    act(() => {
      store.dispatch({
        type: 'quickBetSucceeded',
        placedBets: [
          {
            slipBetId: 'quick',
            betId: '5',
            status: 'submitted',
            acceptAt: new Date(Date.now() + 5000).toISOString(),
          },
        ],
      });
    });
    expect(screen.getByText('Quick bet awaiting acceptance')).toBeTruthy();
    act(() => {
      store.dispatch({
        type: 'marketsChanged',
        matchId: 4,
        complete: false,
        markets: [
          {
            id: 1,
            specifier: '',
            status: 1,
            outcomes: [{ id: '1', active: true, odds: odds(2580) }],
          },
        ],
      });
      store.dispatch({
        type: 'betChanged',
        bet: {
          slipBetId: '',
          betId: '5',
          status: 'rejected',
          error: 'error.place_bets.invalid_odds',
        },
      });
    });
    expect(screen.getByTestId('quick-bet-reason').textContent).toBe('The odds have changed.');
    expect(screen.getByTestId('quick-bet-retry').textContent).toBe('Retry at 2.58');
    fireEvent.click(screen.getByTestId('quick-bet-retry'));
    expect(screen.getByTestId('quick-bet-outcome').dataset.state).toBe('processing');
  });
});
