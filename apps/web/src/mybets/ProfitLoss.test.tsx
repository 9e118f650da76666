import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetWire, BetsSummaryCurrency } from '@sb/contract';
import { resetSessionForTests } from '../account/session';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { createQueryClient, type QueryClient } from '../query/query-client';
import { QueryProvider } from '../query/QueryProvider';
import { upsertBet } from './bets-query';
import { ProfitLoss } from './ProfitLoss';

// issue 27: the profit and loss panel of the bet history page.

const eur = (c: Partial<BetsSummaryCurrency>): BetsSummaryCurrency => ({
  currency: 'EUR',
  subunits: 100,
  bets: 2,
  settled: 2,
  staked: 1500,
  open: 0,
  returned: 2300,
  profit: 800,
  ...c,
});

let answers: BetsSummaryCurrency[][];
const fetchMock = vi.fn(async (_url: string) => {
  const currencies = answers.shift() ?? [];
  return new Response(JSON.stringify({ data: { from: null, to: null, currencies } }));
});

let client: QueryClient;
const mount = () =>
  render(
    <QueryProvider client={client} state={undefined}>
      <I18nProvider locale="en" messages={en}>
        <ProfitLoss />
      </I18nProvider>
    </QueryProvider>,
  );

beforeEach(() => {
  client = createQueryClient();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('profit and loss', () => {
  it('says profit or loss in words and with a sign, per currency', async () => {
    answers = [[eur({}), eur({ currency: 'USD', profit: -450, returned: 1050 })]];
    mount();
    const results = await screen.findAllByTestId('pnl-profit');
    expect(results.map((r) => r.textContent)).toEqual(['Profit +€8.00', 'Loss −$4.50']);
    expect(screen.getAllByTestId('pnl-staked')[0]!.textContent).toBe('€15.00');
    expect(screen.getAllByTestId('pnl-bets')[0]!.textContent).toBe('2 (2 settled)');
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/bets\/summary\?period=30d&time_zone=/);
  });

  it('asks again for the period chosen, and when a bet changes', async () => {
    answers = [[], [eur({ profit: 0, returned: 1500 })], [eur({ profit: 250 })]];
    mount();
    expect((await screen.findByTestId('pnl-empty')).textContent).toBe(
      'No bets placed in this period.',
    );
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'today' } });
    expect((await screen.findByTestId('pnl-profit')).textContent).toBe('Break-even €0.00');
    expect(fetchMock.mock.calls[1]![0]).toMatch(/period=today/);
    act(() => upsertBet(client, { id: '1' } as BetWire));
    await waitFor(() => expect(screen.getByTestId('pnl-profit').textContent).toBe('Profit +€2.50'));
  });
});
