import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FreebetWire, HuntingWire } from '@sb/contract';
import { resetSessionForTests } from '../account/session';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { createQueryClient, type QueryClient } from '../query/query-client';
import { QueryProvider } from '../query/QueryProvider';
import { FreebetBoost } from './FreebetBoost';

// Issue 19: a freebet's boost on its /promotions card (domain 3 boost_multiplier, boost_data).

const eur = { code: 'EUR', subunits: 100, fiat: true };
const freebet = (issued: Partial<FreebetWire['issued']> = {}) =>
  ({
    id: '7',
    type: 'freebet',
    name: 'Welcome freebet',
    issued: {
      amount: 1000,
      currency: 'EUR',
      computed_status: 'active',
      boost_multiplier: null,
      boost_data: null,
      ...issued,
    },
  }) as FreebetWire;
const hunt = (issued: Partial<HuntingWire['issued']> = {}) =>
  ({
    id: '3',
    type: 'hunting',
    name: 'Bet hunt',
    boost_per_point: 100,
    max_boost_multiplier: 2000,
    issued: {
      currency: 'EUR',
      computed_status: 'bonus_over',
      freebets_to_boost: 2,
      boost_points: 3,
      ...issued,
    },
  }) as HuntingWire;

let answer: Response;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer);
let client: QueryClient;
const mount = (f: FreebetWire, sources: HuntingWire[]) =>
  render(
    <QueryProvider client={client} state={undefined}>
      <I18nProvider locale="en" messages={en}>
        <FreebetBoost freebet={f} sources={sources} currency={eur} />
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

describe('a freebet’s boost', () => {
  it('offers the hunt’s points at the domain’s price and boosts with them', async () => {
    answer = new Response(JSON.stringify(freebet({ amount: 1300, boost_multiplier: 1300 })));
    mount(freebet(), [hunt(), hunt({ boost_points: 0 }), hunt({ freebets_to_boost: 0 })]);
    const offers = screen.getAllByTestId('freebet-boost');
    expect(offers.map((o) => o.textContent)).toEqual(['Boost with Bet hunt: ×1.30 → €13.00']);
    fireEvent.click(offers[0]!);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/bonuses\/7\/boost$/);
    expect(JSON.parse(String(init?.body))).toEqual({ bonus_id: '3' });
  });

  it('says by how much a boosted freebet was raised, and shows the refusal', async () => {
    const boosted = freebet({
      amount: 1200,
      boost_multiplier: 1200,
      boost_data: {
        bonus_id: '3',
        bonus_type: 'hunting',
        campaign_id: 'bet_hunt',
        points: 2,
        amount_before: 1000,
        boosted_at: '2026-01-01T00:00:00.000Z',
      },
    });
    const { unmount } = mount(boosted, [hunt()]);
    expect(screen.getByTestId('freebet-boosted').textContent).toBe('Boosted ×1.20 (was €10.00)');
    expect(screen.queryByTestId('freebet-boost')).toBeNull();
    unmount();

    answer = new Response(
      JSON.stringify({ error: { code: 409, key: 'error.bonus.already_boosted', message: '' } }),
      { status: 409 },
    );
    mount(freebet(), [hunt()]);
    fireEvent.click(screen.getByTestId('freebet-boost'));
    expect((await screen.findByRole('alert')).textContent).toBe('This freebet is already boosted.');
  });
});
