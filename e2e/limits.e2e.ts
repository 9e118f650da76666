import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { pickOdds, setStake, signInFresh } from './player-support';

// Issue 20, in Chromium against the started product: a player sets a daily deposit limit of
// 20, deposits 15, is refused 10 with the reason shown, lowers the limit at once and sees a
// raise wait its cooling period.

const dir = fileURLToPath(new URL('../test-results/player-screens', import.meta.url));

async function depositWithWidget(page: Page, euros: string) {
  await page.getByTestId('deposit-button').click();
  const widget = page.getByTestId('payment-widget');
  await expect(widget.locator('input[name=number]')).toBeVisible({ timeout: 15_000 });
  await widget.locator('input[name=amount]').fill(euros);
  await widget.locator('input[name=number]').fill('4242 4242 4242 4242');
  await widget.locator('input[name=expiry]').fill('12/34');
  await widget.locator('input[name=cvc]').fill('123');
  await widget.locator('button[type=submit]').click();
  return widget;
}

test('a daily deposit limit refuses a deposit past it with the reason; lowering is at once, a raise waits', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/profile/limits');
  await signInFresh(page, 0);
  const deposit = page.getByTestId('limits-deposit');
  await expect(deposit).toContainText('No limit set');
  await deposit.getByTestId('limits-deposit-period').selectOption('day');
  await deposit.getByTestId('limits-deposit-amount').fill('20');
  await deposit.getByTestId('limits-deposit-set').click();
  const row = deposit.getByTestId('limit-deposit-day');
  await expect(row.getByTestId('limit-amount')).toHaveText('€20.00');
  await expect(row.getByTestId('limit-used')).toHaveText('€0.00 of €20.00 used');

  await depositWithWidget(page, '15');
  await expect(page.getByTestId('alert')).toContainText('Deposit received');
  await expect(page.getByTestId('balance')).toHaveText('€15.00');

  const widget = await depositWithWidget(page, '10');
  await expect(widget).toContainText(
    'This passes your deposit limit: 5.00 EUR left in this period.',
  );
  await page.screenshot({ path: `${dir}/desktop-deposit-over-limit.png` });
  await expect(page.getByTestId('balance')).toHaveText('€15.00');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(row.getByTestId('limit-used')).toHaveText('€15.00 of €20.00 used');
  // Lower: in force at once.
  await row.getByTestId('limit-change').click();
  await row.getByTestId('limit-edit-amount').fill('18');
  await row.getByTestId('limit-save').click();
  await expect(page.getByTestId('alert')).toContainText('Your limit is in force.');
  await expect(row.getByTestId('limit-amount')).toHaveText('€18.00');
  // Raise: waits 24 hours, then the player's confirmation.
  await row.getByTestId('limit-change').click();
  await row.getByTestId('limit-edit-amount').fill('50');
  await row.getByTestId('limit-save').click();
  await expect(page.getByTestId('alert')).toContainText('cooling period');
  await expect(row.getByTestId('limit-amount')).toHaveText('€18.00');
  await expect(row.getByTestId('limit-pending')).toContainText('Raise to €50.00');
  await expect(row.getByTestId('limit-confirm')).toBeDisabled();
  await page.screenshot({ path: `${dir}/desktop-limits.png`, fullPage: true });

  // The same page on a phone, right to left (looked at by a person; test-results/player-screens).
  const phone = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const small = await phone.newPage();
  await small.goto('/ar/profile/limits');
  await expect(small.getByTestId('limit-deposit-day').getByTestId('limit-pending')).toBeVisible();
  await small.screenshot({ path: `${dir}/phone-ar-limits.png`, fullPage: true });
  await phone.close();
});

/** Sets a limit of minutes from its card on the limits page. */
async function setMinutes(page: Page, type: string, minutes: string) {
  const card = page.getByTestId(`limits-${type}`);
  await card.getByTestId(`limits-${type}-amount`).fill(minutes);
  await card.getByTestId(`limits-${type}-set`).click();
  await expect(card.getByTestId('limit-amount')).toContainText(minutes);
}

test('a reality check of a minute shows the net position and signs out on request; a session limit signs out with its modal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // Player one: a bet of 5, then a reality check every minute.
  await page.goto('/soccer');
  await signInFresh(page, 50);
  await page.getByTestId('odds-policy').selectOption('any');
  await pickOdds(page, 1);
  await setStake(page, '5');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('receipt')).toBeVisible({ timeout: 30_000 });
  await page.goto('/profile/limits');
  await setMinutes(page, 'reality_check', '1');
  await expect(page.getByTestId('session-clock')).toContainText('−€5.00');

  // Player two, side by side: a session of one minute.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await second.goto('/profile/limits');
  await signInFresh(second, 0);
  await setMinutes(second, 'session', '1');

  // A minute on, a page opened by the first player shows the reality check.
  await page.waitForTimeout(61_000);
  await page.reload();
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible({ timeout: 30_000 });
  await expect(check.getByTestId('reality-net')).toContainText('5.00');
  await page.screenshot({ path: `${dir}/desktop-reality-check.png` });
  await check.getByTestId('reality-sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();

  // The open page hears it from its next session poll (every 30 s), without a reload.
  await expect(second.getByTestId('out-of-session-limit')).toBeVisible({ timeout: 45_000 });
  await second.screenshot({ path: `${dir}/desktop-session-limit.png` });
  await expect(second.getByTestId('header-sign-in')).toBeVisible();
  await other.close();
});
