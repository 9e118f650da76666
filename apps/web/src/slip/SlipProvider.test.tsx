import { act, render, screen, waitFor } from '@testing-library/react';
import { MATCH_STATUS, odds, selectionKey, type SelectionInput } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { SlipProvider, useIsSelected, useSlipSelector, useSlipStore } from './SlipProvider';

const input: SelectionInput = {
  type: 'match',
  matchId: 1,
  matchUrnId: 'sr:match:1',
  matchSlug: 'a-vs-b',
  matchStatus: MATCH_STATUS.prematch,
  marketGroup: 'main',
  sportKey: 'soccer',
  nameA: 'A',
  nameB: 'B',
  categoryName: 'England',
  provider: 'betradar',
  marketId: 1,
  marketName: '1x2',
  specifier: '',
  outcomeId: 1,
  outcomeName: '1',
  active: true,
  odds: odds(2100),
};

function OddButton() {
  const store = useSlipStore();
  const selected = useIsSelected(selectionKey(input));
  return (
    <button
      aria-pressed={selected}
      onClick={() => store.dispatch({ type: 'outcomeSelected', selection: input })}
    >
      2.10
    </button>
  );
}

describe('slip store (domain 4: selecting an outcome)', () => {
  it('shows an odd as selected after a click and unselected after a second click', async () => {
    render(
      <SlipProvider>
        <OddButton />
      </SlipProvider>,
    );
    const button = screen.getByRole('button', { name: '2.10' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // The first click fetches the slip's engine; the click counts once it is there. (The test
    // runner compiles the whole domain for that import: over a second on a busy machine.)
    act(() => button.click());
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'), {
      timeout: 15_000,
    });
    act(() => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('issue 22 defect 6: hydration after the slip was restored', () => {
  it('hydrates the HTML the server rendered without a mismatch, then shows the restored slip', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { reducerSlipStore, slipEnv } = await import('./test-support');
    function Count() {
      const n = useSlipSelector((s) => s.ticket.selectedOutcomeIds.length);
      return <span data-testid="count">{n > 0 ? <b>{n}</b> : 'empty'}</span>;
    }
    const server = reducerSlipStore(slipEnv());
    const html = renderToString(
      <SlipProvider store={server}>
        <Count />
      </SlipProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // The browser's store: restored from session storage before this part hydrates.
    const client = reducerSlipStore(slipEnv());
    client.dispatch({ type: 'outcomeSelected', selection: input });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <SlipProvider store={client}>
          <Count />
        </SlipProvider>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.textContent).toBe('1'));
    container.remove();
  });
});
