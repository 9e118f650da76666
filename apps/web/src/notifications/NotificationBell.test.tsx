import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationMessage, PlayerProfile } from '@sb/contract';
import { resetSessionForTests, setSessionForTests } from '../account/session';
import { I18nProvider } from '../i18n/I18nProvider';
import { de } from '../i18n/locales/de';
import { NotificationBell } from './NotificationBell';

// The bell (issue 27): a limit reached links to the limits page; other notifications do not.

vi.mock('../realtime/useChannel', () => ({ useChannel: () => {}, realtime: () => null }));

const note = (id: string, type: string, object_type: string | null): NotificationMessage => ({
  id,
  title: `title ${id}`,
  caption: null,
  body: `body ${id}`,
  created_at: '2026-11-27T12:00:00.000Z',
  read: false,
  type,
  object_type,
});

beforeEach(() => {
  setSessionForTests({ status: 'logged_in', profile: { id: '42' } as unknown as PlayerProfile });
  const list = [note('2', 'loss_limit_reached', 'limit'), note('1', 'bet_won', 'bet')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.endsWith('/notifications') ? list : { unread: 2 };
      return {
        ok: true,
        status: 200,
        json: async () => body,
        text: async () => JSON.stringify(body),
      };
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the notification bell', () => {
  it('links a limit reached to the limits page in the player’s language', async () => {
    const router = { locale: 'de', defaultLocale: 'en', push: vi.fn(async () => true) };
    render(
      <RouterContext.Provider value={router as unknown as NextRouter}>
        <I18nProvider locale="de" messages={de}>
          <NotificationBell />
        </I18nProvider>
      </RouterContext.Provider>,
    );
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    const items = await screen.findAllByTestId('notification');
    const links = items.map((li) => li.querySelector('a')?.getAttribute('href') ?? null);
    expect(links).toEqual(['/de/profile/limits', null]);
    expect(items[0]!.querySelector('a')!.textContent).toBe(de['limits.title']);
  });
});
