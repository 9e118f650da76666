import { expect, test } from '@playwright/test';
import { pickOdds, setStake, signInFresh } from './player-support';

// issue 27, first step: a cash-out tells the player through the bell without a reload; the
// list reads in their language and opening it marks it read.

test('a cash-out raises the bell’s counter without a reload; opening the list reads it', async ({
  page,
}) => {
  await page.goto('/soccer');
  await signInFresh(page, 50);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  // The deposit that funded the player told them already (issue 27): read it first.
  await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 15_000 });
  await bell.click();
  await expect(
    page.getByTestId('notification-panel').getByTestId('notification').first(),
  ).toContainText('Deposit received');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await bell.click();

  await page.getByTestId('odds-policy').selectOption('any');
  await pickOdds(page, 1);
  await setStake(page, '5');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('receipt')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('tab-my-bets').click();
  const card = page.getByTestId('my-bet').first();
  await card.getByTestId('cashout-button').click();
  await card.getByTestId('cashout-confirm-button').click();
  await expect(card).toHaveAttribute('data-status', 'cashed_out');

  await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 15_000 });
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByTestId('notification').first()).toContainText('Cashed out');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
});
