import { beforeEach, describe, expect, it } from 'vitest';
import { reducerSlipStore, selectionInput, slipEnv } from './test-support';
import { persistSlip, restoreSlip, storedBets, storedPanel } from './persistence';

const flush = () => new Promise((r) => requestAnimationFrame(() => r(null)));

describe('slip persistence (shell 9 storage keys bets and ticket_state)', () => {
  beforeEach(() => sessionStorage.clear());

  it('writes the bets and the panel to session storage and restores them in a new page', async () => {
    const env = slipEnv();
    const first = reducerSlipStore(env);
    const stop = persistSlip(first);
    first.dispatch({ type: 'outcomeSelected', selection: selectionInput(1) });
    first.dispatch({ type: 'outcomeSelected', selection: selectionInput(2) });
    first.dispatch({ type: 'panelTabChanged', tab: 'MY_BETS' });
    await flush();
    stop();
    expect(storedBets()).toHaveLength(1);
    expect(storedPanel()).toEqual({ isOpen: true, tab: 'MY_BETS' });

    const second = reducerSlipStore(env);
    restoreSlip(second);
    const s = second.getState();
    expect(s.ticket.selectedOutcomeIds).toEqual(first.getState().ticket.selectedOutcomeIds);
    expect(s.ticket.bets[0]?.betType).toBe('combo');
    expect(s.panel).toEqual({ isOpen: true, tab: 'MY_BETS' });
  });

  it('restores nothing from an empty or broken store', () => {
    sessionStorage.setItem('bets', '{not json');
    const store = reducerSlipStore(slipEnv());
    restoreSlip(store);
    expect(store.getState().ticket.bets).toEqual([]);
  });
});
