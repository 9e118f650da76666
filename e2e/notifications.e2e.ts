import { expect, test } from '@playwright/test';
import { adminHeaders, hydrated, pickOdds, setStake, signInFresh } from './player-support';

// issue 27: a bet that settles tells its player through the bell without a reload, in the
// player's language; opening the list reads them all (domain 4: read on open, read-all).

test('a settled bet raises the bell’s counter without a reload, in the player’s language; opening the list reads it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/live');
  await signInFresh(page, 50);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  // The deposit that funded the player told them already, in English: read it first.
  await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 15_000 });
  await bell.click();
  await expect(
    page.getByTestId('notification-panel').getByTestId('notification').first(),
  ).toContainText('Deposit received');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await bell.click();

  // The player reads German from now on (stored as their language, shell 2.2).
  await page.getByTestId('language').selectOption('de');
  await expect(page).toHaveURL(/\/de\/live/);
  await hydrated(page);
  await page.getByTestId('odds-policy').selectOption('any');
  const [matchId] = await pickOdds(page, 1, true);
  await setStake(page, '5');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('receipt')).toBeVisible({ timeout: 60_000 });
  const finished = await request.post(`/api/admin/matches/${matchId}/finish`, {
    headers: adminHeaders(),
  });
  expect(finished.ok()).toBe(true);

  // Two: the live bet accepted after its delay, then settled.
  await expect(page.getByTestId('notification-count')).toHaveText('2', { timeout: 30_000 });
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByTestId('notification').first()).toContainText(
    /Ihre Wette hat (gewonnen|verloren)|Ihre Wette wurde annulliert/,
  );
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
});
