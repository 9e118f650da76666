import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { odds, type SlipEvent } from '@sb/domain';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { closeModal, getModal } from '../modals/modal-store';
import { BetSlip } from './BetSlip';
import { SlipProvider, useSlipStore } from './SlipProvider';
import type { SlipStore } from './slip-store';
import { selectionInput, testSlipStore } from './test-support';

let store: SlipStore | null = null;
function Capture() {
  const current = useSlipStore();
  useEffect(() => {
    store = current;
  }, [current]);
  return null;
}

function renderSlip() {
  render(
    <I18nProvider locale="en" messages={en}>
      <SlipProvider store={testSlipStore()}>
        <Capture />
        <BetSlip />
      </SlipProvider>
    </I18nProvider>,
  );
  const dispatch = (e: SlipEvent) => act(() => store?.dispatch(e));
  return { dispatch };
}

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
    dispatch({
      type: 'marketsChanged',
      matchId: 7,
      complete: false,
      markets: [
        {
          id: 1,
          specifier: '',
          status: 1,
          outcomes: [{ id: '1', active: true, odds: odds(2200) }],
        },
      ],
    });
    expect(screen.getByTestId('odds-changed')).toBeTruthy();
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('slip-selection-odds').textContent).toContain('2.00');
    expect(screen.getByTestId('slip-selection-odds').textContent).toContain('2.20');

    fireEvent.click(screen.getByTestId('accept-odds'));
    expect(screen.queryByTestId('odds-changed')).toBeNull();
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(false);
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
