import { act, render, screen, waitFor } from '@testing-library/react';
import { MATCH_STATUS, odds, selectionKey, type SelectionInput } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { SlipProvider, useIsSelected, useSlipStore } from './SlipProvider';

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
