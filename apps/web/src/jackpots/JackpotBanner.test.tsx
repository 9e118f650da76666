import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPublication, SiteConfig } from '@sb/contract';
import { resetSessionForTests, setSessionForTests } from '../account/session';
import { queryKeys } from '../api/query-keys';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/QueryProvider';
import JackpotBlocks from './JackpotBlocks';
import { dailyDrop, hitOf, stubFetch, type Call } from './test-fixtures';

// The home page's jackpot banner and leaderboard (issue 21; domain 2, 4, 7; shell 9).

const listeners = vi.hoisted(() => new Map<string, (p: unknown) => void>());
vi.mock('../realtime/useChannel', () => ({
  useChannel: (channel: string | null, handler: (p: unknown) => void) => {
    if (channel) listeners.set(channel, handler);
  },
  // No push connection in a test: the banner counts the push as down.
  realtime: () => null,
}));

let calls: Call[];
const publish = (p: PublicPublication) => act(() => listeners.get('public:en')!(p));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function mount() {
  const client = createQueryClient({ staleTime: 30_000, retry: 0 });
  // What the home page brought from the server.
  client.setQueryData(queryKeys.jackpots('en'), { data: [dailyDrop] });
  return render(
    <QueryProvider client={client} state={undefined}>
      <I18nProvider locale="en" messages={en}>
        <JackpotBlocks />
      </I18nProvider>
    </QueryProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  listeners.clear();
  calls = stubFetch({
    '/jackpots/daily_drop': () => ({ data: dailyDrop }),
    '/jackpot-hits': () => ({ data: [hitOf('9')] }),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the jackpot banner', () => {
  it('shows the pool, each level and the rule, in the player’s money and odds formats', () => {
    mount();
    const banner = screen.getByTestId('jackpot-banner');
    expect(within(banner).getByRole('heading', { name: 'Daily Drop' })).toBeTruthy();
    expect(screen.getByTestId('jackpot-pool').textContent).toBe('€5,550.00');
    expect(
      screen.getAllByTestId('jackpot-level').map((l) => [l.dataset.level, l.textContent]),
    ).toEqual([
      ['mini', 'Mini€50.00'],
      ['major', 'Major€500.00'],
      ['mega', 'Mega€5,000.00'],
    ]);
    expect(screen.getByTestId('jackpot-rule').textContent).toBe(
      'Bets of €1.00 or more at odds of 1.50 or more feed it',
    );
  });

  it('moves the pools on a jackpot_changed publication, without asking the server', async () => {
    mount();
    await wait(300);
    const asked = calls.length;
    publish({
      event_name: 'jackpot_changed',
      message: {
        id: 'daily_drop',
        amount: 555_125,
        currency: 'EUR',
        currency_subunits: 100,
        levels: [
          { code: 'mini', pool_amount: 5_063, state: 'active' },
          { code: 'major', pool_amount: 50_037, state: 'active' },
          { code: 'mega', pool_amount: 500_025, state: 'paused' },
        ],
      },
    });
    expect(screen.getByTestId('jackpot-pool').textContent).toBe('€5,551.25');
    expect(screen.getAllByTestId('jackpot-level-pool').map((l) => l.textContent)).toEqual([
      '€50.63',
      '€500.37',
      '€5,000.25',
    ]);
    expect(screen.getAllByTestId('jackpot-level')[2]!.textContent).toContain('Paused');
    // Pools only grew: the leaderboard is not asked again before its minute.
    expect(calls.slice(asked)).toEqual([]);
  });

  it('asks for the jackpot every 15 s while the push is down, and for the hits every minute', async () => {
    mount();
    await wait(300);
    const count = (path: string) => calls.filter((c) => c.url.includes(path)).length;
    const jackpot = count('/jackpots/daily_drop');
    const hits = count('/jackpot-hits');
    await wait(15_000);
    expect(count('/jackpots/daily_drop')).toBe(jackpot + 1);
    await wait(45_000);
    expect(count('/jackpots/daily_drop')).toBe(jackpot + 4);
    expect(count('/jackpot-hits')).toBe(hits + 1);
  });

  it('is not drawn while the site switches jackpots off (shell 6)', () => {
    setSessionForTests({ site: { featureFlags: { jackpots: false } } as unknown as SiteConfig });
    mount();
    expect(screen.queryByTestId('jackpot-banner')).toBeNull();
    expect(screen.queryByTestId('jackpot-leaderboard')).toBeNull();
  });
});

describe('the jackpot leaderboard', () => {
  it('lists the last hits with their winner and opens a hit’s fair draw', async () => {
    mount();
    await wait(1_000);
    const row = screen.getByTestId('jackpot-hit-row');
    expect(row.textContent).toContain('Mini');
    expect(row.textContent).toContain('€50.25');
    expect(row.textContent).toContain('3f9a0c1d2e4b');
    expect(row.querySelector('time')!.textContent).toBe('5 minutes ago');
    const toggle = within(row).getByRole('button', { name: 'Fair draw' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('jackpot-fair-seed').textContent).toBe('d'.repeat(64));
    expect(screen.getByTestId('jackpot-fair-hash').textContent).toBe('e'.repeat(64));
    expect(screen.getByTestId('jackpot-fair-bet').textContent).toBe('B-1001');
    expect(calls.some((c) => c.url.includes('/jackpot-hits?jackpot_id=daily_drop&limit=10'))).toBe(
      true,
    );
  });
});
