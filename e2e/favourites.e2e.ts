import { expect, test } from '@playwright/test';
import { hydrated, signInFresh } from './player-support';

// Issue 27: a player stars a live match on its page and finds it on /favorites, with odds that
// move there as on any list; the star reads starred after a reload (it is the server's).

test('a starred live match is on /favorites with moving odds, and stays starred', async ({
  page,
}) => {
  await page.goto('/live');
  await signInFresh(page, 10);
  const row = page.locator('[data-testid="match-row"][data-live]').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const id = await row.getAttribute('data-match-id');
  await row.locator('a').first().click();
  await expect(page.getByTestId('scoreboard')).toBeVisible();
  await hydrated(page);
  const star = page.getByTestId('favourite-star');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // The floating favourites button (shell 3 project setting) counts it and leads there.
  const fab = page.getByTestId('favourites-fab');
  await expect(fab).toContainText('1');
  await fab.click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(fab).toHaveCount(0);
  const favourite = page.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
  await expect(favourite).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-testid="match-row"]')).toHaveCount(1);
  // Its row's star says so too (a star on every match row).
  await expect(favourite.getByTestId('row-star')).toHaveAttribute('aria-pressed', 'true');
  // The live engine moves its odds; the list follows without a reload.
  const odds = favourite.locator('[data-testid="odd"]');
  const before = await odds.allTextContents();
  await expect
    .poll(async () => (await odds.allTextContents()).join('|'), { timeout: 60_000 })
    .not.toBe(before.join('|'));

  // Back to its page from the favourite's row (the match may have ended meanwhile, and left
  // /live: a CI run once waited there for it in vain).
  await hydrated(page);
  await favourite.locator('a').first().click();
  // A busy CI machine once took longer than the default to draw the match page.
  await expect(page.getByTestId('scoreboard')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('favourite-star')).toHaveAttribute('aria-pressed', 'true');

  // Its league, by the breadcrumb: starred there, still starred after a reload.
  await page.getByTestId('scoreboard').locator('a').nth(2).click();
  const leagueStar = page.getByTestId('favourite-star');
  await expect(leagueStar).toHaveAttribute('aria-pressed', 'false');
  await hydrated(page);
  await leagueStar.click();
  await expect(leagueStar).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('favourite-star')).toHaveAttribute('aria-pressed', 'true');
  // The league's header in its list of matches says so too.
  await expect(page.getByTestId('league-star').first()).toHaveAttribute('aria-pressed', 'true');
});
