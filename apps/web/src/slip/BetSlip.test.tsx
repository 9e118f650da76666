import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { odds, type SlipEvent } from '@sb/domain';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { closeModal, getModal } from '../modals/modal-store';
import { BetSlip } from './BetSlip';
import { ANNOUNCE_EVERY_MS } from './OddsAnnouncer';
import { SlipProvider, useSlipStore } from './SlipProvider';
import type { SlipStore } from './slip-store';
import { reducerSlipStore, selectionInput, slipEnv, testSlipStore } from './test-support';

let store: SlipStore | null = null;
function Capture() {
  const current = useSlipStore();
  useEffect(() => {
    store = current;
  }, [current]);
  return null;
}

function renderSlip(slipStore: SlipStore = testSlipStore()) {
  render(
    <I18nProvider locale="en" messages={en}>
      <SlipProvider store={slipStore}>
        <Capture />
        <BetSlip />
      </SlipProvider>
    </I18nProvider>,
  );
  const dispatch = (e: SlipEvent) => act(() => store?.dispatch(e));
  return { dispatch };
}

/** The feed moves the price of match 7's outcome '1' (market 1). */
const movedTo = (price: number): SlipEvent => ({
  type: 'marketsChanged',
  matchId: 7,
  complete: false,
  markets: [
    { id: 1, specifier: '', status: 1, outcomes: [{ id: '1', active: true, odds: odds(price) }] },
  ],
});

afterEach(() => {
  cleanup();
  closeModal();
  sessionStorage.clear();
});

describe('the bet slip (domain 4, 5) for a visitor', () => {
  it('combines two selections, prices the stake, and asks a visitor to sign in on Place', () => {
    const { dispatch } = renderSlip();
    expect(screen.getByTestId('slip-empty')).toBeTruthy();
    dispatch({ type: 'outcomeSelected', selection: selectionInput(1, { odds: 2000 }) });
    dispatch({ type: 'outcomeSelected', selection: selectionInput(2, { odds: 1500 }) });
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(2);
    expect(screen.getByTestId('total-odds').textContent).toBe('3.00');

    const place = screen.getByTestId('place-bet') as HTMLButtonElement;
    expect(place.disabled).toBe(true); // no stake yet
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '10' } });
    expect(screen.getByTestId('potential-win').textContent).toBe('€30.00');
    expect(place.disabled).toBe(false);

    fireEvent.click(place);
    expect(getModal()).toEqual({ name: 'sign-in' });
  });

  it("flags an odds change under 'none' and blocks placing until it is accepted", () => {
    const { dispatch } = renderSlip();
    const sel = selectionInput(7, { odds: 2000, marketId: 1, outcomeId: '1' });
    dispatch({ type: 'outcomeSelected', selection: sel });
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '5' } });
    dispatch(movedTo(2200));
    expect(screen.getByTestId('odds-changed')).toBeTruthy();
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('slip-selection-odds').textContent).toContain('2.00');
    expect(screen.getByTestId('slip-selection-odds').textContent).toContain('2.20');

    fireEvent.click(screen.getByTestId('accept-odds'));
    expect(screen.queryByTestId('odds-changed')).toBeNull();
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the keyboard on what must be done: Enter in the stake, Accept, then Place (issue 26)', () => {
    const { dispatch } = renderSlip();
    dispatch({
      type: 'outcomeSelected',
      selection: selectionInput(7, { odds: 2000, marketId: 1, outcomeId: '1' }),
    });
    const stake = screen.getByTestId('stake-input');
    stake.focus();
    fireEvent.change(stake, { target: { value: '5' } });
    const place = screen.getByTestId('place-bet');
    place.focus();
    // The odds move while Place has the focus: Place is disabled, focus goes to Accept.
    dispatch(movedTo(2200));
    expect(document.activeElement).toBe(screen.getByTestId('accept-odds'));
    // Enter in the stake goes there too, rather than pressing a disabled Place.
    stake.focus();
    fireEvent.keyDown(stake, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByTestId('accept-odds'));
    // Accepted, the box goes away and Place takes the focus.
    fireEvent.click(screen.getByTestId('accept-odds'));
    expect(document.activeElement).toBe(screen.getByTestId('place-bet'));
  });

  it('Retry back after a moment of suspension takes the focus back from Accept (issue 26)', () => {
    const { dispatch } = renderSlip(reducerSlipStore(slipEnv()));
    dispatch({
      type: 'outcomeSelected',
      selection: selectionInput(7, { odds: 2000, marketId: 1, outcomeId: '1' }),
    });
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '5' } });
    screen.getByTestId('place-bet').focus();
    dispatch({ type: 'placeRequested' });
    dispatch(movedTo(2200));
    dispatch({
      type: 'placeFailed',
      error: { message: 'error.place_bets.invalid_odds', code: 101 },
    });
    expect(document.activeElement).toBe(screen.getByTestId('retry-bet'));
    // The market is suspended a moment: no Retry, focus goes to Accept changes.
    const suspended = movedTo(2200);
    if (suspended.type === 'marketsChanged') suspended.markets[0]!.status = -1;
    dispatch(suspended);
    expect(screen.queryByTestId('retry-bet')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('accept-odds'));
    // It reopens: Retry is back, and the focus with it.
    dispatch(movedTo(2300));
    expect(document.activeElement).toBe(screen.getByTestId('retry-bet'));
  });

  it('says in words when the odds of a selection move, once per window, the latest price', async () => {
    vi.useFakeTimers();
    try {
      const { dispatch } = renderSlip();
      const sel = selectionInput(8, { odds: 2000, marketId: 1, outcomeId: '1' });
      dispatch({ type: 'outcomeSelected', selection: sel });
      const move = (to: number) =>
        dispatch({
          type: 'marketsChanged',
          matchId: 8,
          complete: false,
          markets: [
            {
              id: 1,
              specifier: '',
              status: 1,
              outcomes: [{ id: '1', active: true, odds: odds(to) }],
            },
          ],
        });
      move(2200);
      move(2500);
      const region = screen.getByTestId('odds-announcer');
      expect(region.getAttribute('aria-live')).toBe('polite');
      // Nothing said lately: at once, both moves as one.
      act(() => vi.advanceTimersByTime(0));
      expect(region.textContent).toBe(`${sel.outcomeName}: odds up from 2.00 to 2.50.`);
      move(2100);
      act(() => vi.advanceTimersByTime(ANNOUNCE_EVERY_MS / 2));
      expect(region.textContent).toContain('2.50.');
      act(() => vi.advanceTimersByTime(ANNOUNCE_EVERY_MS));
      expect(region.textContent).toBe(`${sel.outcomeName}: odds down from 2.50 to 2.10.`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('labels a suspended selection and blocks placing', () => {
    const { dispatch } = renderSlip();
    dispatch({ type: 'outcomeSelected', selection: selectionInput(3) });
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '5' } });
    dispatch({
      type: 'marketsChanged',
      matchId: 3,
      complete: false,
      markets: [
        {
          id: 1,
          specifier: '',
          status: -1,
          outcomes: [{ id: '1', active: true, odds: odds(2000) }],
        },
      ],
    });
    expect(screen.getByTestId('slip-label').textContent).toBe('Suspended');
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('issue 22: the slip says what it does', () => {
  it('defect 2: refuses "1e3", "-5", "abc" and a third decimal as they are typed, and says why', () => {
    const { dispatch } = renderSlip();
    dispatch({ type: 'outcomeSelected', selection: selectionInput(1, { odds: 2000 }) });
    const input = screen.getByTestId('stake-input') as HTMLInputElement;
    fireEvent.focus(input);
    expect(screen.getByTestId('place-reason').textContent).toBe('Enter a stake to place the bet.');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '1e' } });
    expect(input.value).toBe('1');
    expect(screen.getByTestId('stake-refused').textContent).toBe(
      'Digits only, with . or , before the decimals.',
    );
    fireEvent.change(input, { target: { value: '1.00' } });
    fireEvent.change(input, { target: { value: '1.001' } });
    expect(input.value).toBe('1.00');
    expect(screen.getByTestId('stake-refused').textContent).toBe('At most 2 decimals in EUR.');
    for (const bad of ['-5', 'abc', '1e3']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(input.value).toBe('1.00');
    }
    expect(screen.getByTestId('potential-win').textContent).toBe('€2.00');
    expect(screen.queryByTestId('place-reason')).toBeNull();
  });

  it('defect 5: a 2/3 system at €2 (1.40, 1.46, 6.13) shows €13.04, rounded per line, split over 3 lines', () => {
    const { dispatch } = renderSlip();
    dispatch({ type: 'outcomeSelected', selection: selectionInput(1, { odds: 1400 }) });
    dispatch({ type: 'outcomeSelected', selection: selectionInput(2, { odds: 1460 }) });
    dispatch({ type: 'outcomeSelected', selection: selectionInput(3, { odds: 6130 }) });
    fireEvent.click(screen.getByTestId('bet-type-system'));
    fireEvent.change(screen.getByTestId('system-type'), { target: { value: '2/3' } });
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '2' } });
    expect(screen.getByTestId('potential-win').textContent).toBe('€13.04');
    expect(screen.getByTestId('system-split').textContent).toBe('€2.00 split over 3 lines');
  });

  it('defect 7: a greyed-out System tab says which rule keeps it out', () => {
    const env = slipEnv();
    env.settings.multiSingleBets = true;
    env.settings.availableByProvider = { betradar: true };
    const { dispatch } = renderSlip(reducerSlipStore(env));
    dispatch({ type: 'outcomeSelected', selection: selectionInput(1) });
    dispatch({ type: 'outcomeSelected', selection: selectionInput(1, { marketId: 2 }) });
    dispatch({ type: 'outcomeSelected', selection: selectionInput(2) });
    expect((screen.getByTestId('bet-type-system') as HTMLButtonElement).disabled).toBe(true);
    const reasons = screen.getAllByTestId('bet-type-reason').map((r) => r.textContent);
    expect(reasons).toContain(
      'System not possible: Selections of the same match cannot be combined.',
    );
  });
});

describe('issue 22 defect 3: offline', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });

  it('disables Place while the browser is offline and says why; back online, it is enabled', () => {
    const { dispatch } = renderSlip();
    dispatch({ type: 'outcomeSelected', selection: selectionInput(1, { odds: 2000 }) });
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '5' } });
    const place = screen.getByTestId('place-bet') as HTMLButtonElement;
    expect(place.disabled).toBe(false);
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(place.disabled).toBe(true);
    expect(screen.getByTestId('place-reason').textContent).toContain('You are offline');
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(place.disabled).toBe(false);
  });
});
