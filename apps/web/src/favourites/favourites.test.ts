import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// domain 4 Favourite toggle: optimistic, reverted with an error alert when the call fails;
// domain 6: a visitor is asked to sign in.

const calls: { method: string; path: string }[] = [];
let fail = false;
let loggedIn = true;
vi.mock('../api/http-client', () => ({
  api: vi.fn(async (method: string, path: string) => {
    calls.push({ method, path });
    await Promise.resolve();
    if (fail) throw new Error('down');
    return { data: [{ id: '7' }] };
  }),
}));
vi.mock('../account/session', () => ({
  getSession: () => ({ status: loggedIn ? 'logged_in' : 'visitor' }),
  isLoggedIn: (s: { status: string }) => s.status === 'logged_in',
}));

const { toggleFavourite, loadFavourites } = await import('./favourites');
const { isFavourite, setFavourites } = await import('./favourites-store');
const { getAlert, closeAlert } = await import('../alerts/alerts');
const { getModal, closeModal } = await import('../modals/modal-store');

beforeEach(() => {
  calls.length = 0;
  fail = false;
  loggedIn = true;
  setFavourites('matches', []);
});
afterEach(() => {
  closeAlert();
  closeModal();
});

describe('favourites (issue 27)', () => {
  it('a star flips at once and stays when the server agrees', async () => {
    const done = toggleFavourite('matches', '42');
    expect(isFavourite('matches', '42')).toBe(true);
    await done;
    expect(isFavourite('matches', '42')).toBe(true);
    expect(calls).toEqual([{ method: 'POST', path: '/api/sportsbook/v2/favourites/matches/42' }]);
    await toggleFavourite('matches', '42');
    expect(isFavourite('matches', '42')).toBe(false);
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/sportsbook/v2/favourites/matches/42',
    });
  });

  it('flips back with an error alert when the call fails', async () => {
    fail = true;
    const done = toggleFavourite('matches', '42');
    expect(isFavourite('matches', '42')).toBe(true);
    await done;
    expect(isFavourite('matches', '42')).toBe(false);
    expect(getAlert()).toMatchObject({ kind: 'error', titleKey: 'favorites.error' });
  });

  it('asks a visitor to sign in and stars nothing', async () => {
    loggedIn = false;
    await toggleFavourite('matches', '42');
    expect(isFavourite('matches', '42')).toBe(false);
    expect(getModal()).toEqual({ name: 'sign-in' });
    expect(calls).toEqual([]);
  });

  it('loads the player’s favourites of every type', async () => {
    await loadFavourites();
    expect(isFavourite('matches', '7')).toBe(true);
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/api/sportsbook/v2/favourites/leagues',
      '/api/sportsbook/v2/favourites/matches',
      '/api/sportsbook/v2/favourites/sports',
    ]);
  });
});
