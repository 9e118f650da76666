import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { fresh, market, match } from '../live/test-fixtures';
import { SlipProvider, useSlipSelector } from '../slip/SlipProvider';
import { testSlipStore } from '../slip/test-support';
import { OddsButton } from './OddsButton';
import { OddsTypeProvider } from './OddsTypeProvider';
import { setOddsType } from './useOddsType';

function SlipCount() {
  const n = useSlipSelector((s) => s.ticket.selectedOutcomeIds.length);
  return <output data-testid="count">{n}</output>;
}

function setup(m = match()) {
  const view = (current: typeof m) => (
    <I18nProvider locale="en" messages={en}>
      <OddsTypeProvider>
        <SlipProvider store={testSlipStore()}>
          {current.main_market!.outcomes.map((o) => (
            <OddsButton key={o.id} match={current} market={current.main_market!} outcome={o} />
          ))}
          <SlipCount />
        </SlipProvider>
      </OddsTypeProvider>
    </I18nProvider>
  );
  const utils = render(view(m));
  return { ...utils, update: (next: typeof m) => utils.rerender(view(next)) };
}

afterEach(cleanup);

describe('odds button (domain 4: selecting an outcome, live merge)', () => {
  it('adds the odd to the slip and shows it selected; a second click takes it out', () => {
    setup();
    const home = screen.getByRole('button', { name: /^1 2\.10/ });
    expect(home.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('count').textContent).toBe('1');
    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('false');
  });

  it('sets odds of six characters a size smaller, so they fit a phone column', () => {
    const m = match();
    m.main_market!.outcomes[2]!.odds = 108000;
    const { container } = setup(m);
    const values = [...container.querySelectorAll('button span[aria-hidden]')];
    expect(values.map((v) => [v.textContent, v.hasAttribute('data-long')])).toEqual([
      ['2.10', false],
      ['3.30', false],
      ['108.00', true],
    ]);
  });

  it('flashes up or down when the odd moves', () => {
    const m = match();
    const { update, container } = setup(m);
    const next = fresh(m);
    next.main_market!.outcomes[0]!.odds = 2250;
    next.main_market!.outcomes[2]!.odds = 3300;
    update(next);
    const values = container.querySelectorAll('[data-trend]');
    expect([...values].map((v) => [v.textContent, v.getAttribute('data-trend')])).toEqual([
      ['2.25', 'up'],
      ['3.30', 'down'],
    ]);
  });

  it('locks the odds of a suspended market and of a match that is not bettable', () => {
    const suspended = match({ main_market: market({ status: -1 }) });
    setup(suspended);
    const buttons = screen.getAllByRole('button');
    for (const b of buttons) expect((b as HTMLButtonElement).disabled).toBe(true);
    // What a screen reader says: every name, from content (issue 26), tells it is suspended.
    expect(screen.getAllByRole('button', { name: /suspended/ })).toHaveLength(buttons.length);
  });

  it('shows the odds in the format the visitor chose', () => {
    setup();
    act(() => setOddsType('american'));
    expect(screen.getByRole('button', { name: /^1 \+110/ })).toBeTruthy();
    act(() => setOddsType('european'));
  });
});
