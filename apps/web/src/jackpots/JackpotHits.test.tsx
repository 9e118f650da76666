import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JackpotHitWire, PlayerProfile, PrivatePublication } from '@sb/contract';
import { resetSessionForTests, setSessionForTests } from '../account/session';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { ModalHost } from '../modals/ModalHost';
import { closeModal, getModal, openModal } from '../modals/modal-store';
import { registerModals } from '../modals/registry';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/QueryProvider';
import { HIT_MODAL_DELAY_MS, JackpotHits } from './JackpotHits';
import { jackpotModals } from './modals';
import { hitOf, stubFetch, type Call } from './test-fixtures';

// The jackpot-hit modal (issue 21; domain 2, shell 4.4): the player's unseen hits, one at a
// time after a short delay, each marked seen once shown.

const listeners = vi.hoisted(() => new Map<string, (p: unknown) => void>());
vi.mock('../realtime/useChannel', () => ({
  useChannel: (channel: string | null, handler: (p: unknown) => void) => {
    if (channel) listeners.set(channel, handler);
  },
  realtime: () => null,
}));

registerModals(['jackpot-hit'], async () => jackpotModals);

let unseen: JackpotHitWire[];
let calls: Call[];
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const seenCalls = () =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/jackpot-hits/seen'));

function mount() {
  return render(
    <QueryProvider client={createQueryClient({ retry: 0 })} state={undefined}>
      <I18nProvider locale="en" messages={en}>
        <JackpotHits />
        <ModalHost />
      </I18nProvider>
    </QueryProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  listeners.clear();
  closeModal();
  setSessionForTests({ status: 'logged_in', profile: { id: '42' } as unknown as PlayerProfile });
  calls = stubFetch({
    '/jackpot-hits/seen': () => {
      const ids = (seenCalls().at(-1)!.body as { ids: string[] }).ids;
      unseen = unseen.filter((h) => !ids.includes(h.id));
      return { data: { seen: ids.length } };
    },
    '/jackpot-hits?for_user=true&unseen=true': () => ({ data: unseen }),
  });
});
afterEach(() => {
  cleanup();
  closeModal();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the jackpot-hit modal', () => {
  it('shows an unseen hit after a short delay, marks it seen, and does not show it again', async () => {
    unseen = [hitOf('7', { amount: 5_025 })];
    mount();
    await wait(HIT_MODAL_DELAY_MS - 100);
    expect(getModal()).toBeNull();
    await wait(200);
    const dialog = screen.getByTestId('jackpot-hit');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.textContent).toContain('Your bet hit the Mini level of Daily Drop.');
    expect(screen.getByTestId('jackpot-hit-amount').textContent).toBe('€50.25');
    expect(dialog.textContent).toContain('The win is in your balance.');
    expect(seenCalls().map((c) => c.body)).toEqual([{ ids: ['7'] }]);

    fireEvent.click(screen.getByTestId('jackpot-hit-ok'));
    expect(screen.queryByTestId('jackpot-hit')).toBeNull();
    await wait(10_000);
    expect(getModal()).toBeNull();
    // A new page (a reload) asks again: the hit is seen now.
    cleanup();
    mount();
    await wait(10_000);
    expect(getModal()).toBeNull();
    expect(seenCalls()).toHaveLength(1);
  });

  it('shows several hits one at a time, the oldest first', async () => {
    // Newest first, as the API answers.
    unseen = [
      hitOf('8', { jackpot_level_name: 'Major', amount: 60_000 }),
      hitOf('7', { amount: 5_025 }),
    ];
    mount();
    await wait(HIT_MODAL_DELAY_MS + 100);
    expect(screen.getByTestId('jackpot-hit-amount').textContent).toBe('€50.25');
    await wait(5_000);
    expect(screen.getAllByTestId('jackpot-hit')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('jackpot-hit-ok'));
    await wait(HIT_MODAL_DELAY_MS + 100);
    expect(screen.getByTestId('jackpot-hit-amount').textContent).toBe('€600.00');
    expect(seenCalls().map((c) => c.body)).toEqual([{ ids: ['7'] }, { ids: ['8'] }]);
  });

  it('waits for another modal to close first', async () => {
    unseen = [hitOf('7')];
    mount();
    act(() => openModal({ name: 'sign-up' }));
    await wait(HIT_MODAL_DELAY_MS * 3);
    expect(getModal()?.name).toBe('sign-up');
    act(() => closeModal());
    await wait(HIT_MODAL_DELAY_MS + 100);
    expect(getModal()?.name).toBe('jackpot-hit');
  });

  it('asks again when jackpot_hit arrives on the private channel', async () => {
    unseen = [];
    mount();
    await wait(5_000);
    expect(getModal()).toBeNull();
    unseen = [hitOf('11', { status: 'approved' })];
    const publication: PrivatePublication = {
      event_name: 'jackpot_hit',
      message: {
        id: '11',
        jackpot_id: 'daily_drop',
        jackpot_name: 'Daily Drop',
        jackpot_level_name: 'Mini',
        amount: 5_025,
        currency: 'EUR',
        currency_subunits: 100,
      },
    };
    act(() => listeners.get('$private:en:42')!(publication));
    await wait(HIT_MODAL_DELAY_MS + 100);
    expect(screen.getByTestId('jackpot-hit').textContent).toContain(
      'The win is approved and on its way to your balance.',
    );
    expect(seenCalls().map((c) => c.body)).toEqual([{ ids: ['11'] }]);
  });
});
