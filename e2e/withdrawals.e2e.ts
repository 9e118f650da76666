import { expect, test } from '@playwright/test';
import { apiBalance, balance, hydrated, signInFresh } from './player-support';

// Issue 27: money out. A player opens Withdraw from the account menu, withdraws to a card; the
// balance is down by exactly the amount at once, the sandbox pays it a few seconds later, and
// the transactions page shows it, filtered and exportable. First the player verifies their
// identity on the server's page from the same menu (a document number the sandbox verifies).

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

test('a withdrawal requested in the UI is paid by the sandbox and is on the transactions page', async ({
  page,
}) => {
  await page.goto('/');
  await signInFresh(page, 200);
  expect(await balance(page)).toBe(200);

  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-verification').click();
  const kyc = page.locator('#verify');
  await kyc.getByLabel('Full name').fill('Ana Lima');
  await kyc.getByLabel('Date of birth').fill('1990-04-01');
  await kyc.getByLabel('Document number').fill('AB123451');
  await kyc
    .getByLabel(/Document image/)
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await kyc.getByRole('button', { name: 'Submit' }).click();
  // Pending, then the sandbox verifies after about 3 s; the page reloads meanwhile.
  await expect(page.locator('[data-verification="verified"]')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Back to the sportsbook' }).click();
  await hydrated(page);

  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-withdraw').click();
  await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  const form = page.locator('#withdraw');
  await form.getByLabel('Amount').fill('25.50');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('25.50 EUR');
  await expect(row).toContainText('pending');
  expect(await apiBalance(page.request)).toBe(174.5);

  // The sandbox pays after about 3 s; the page shows it on the next visit.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('tbody tr').first()).toContainText('paid', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(await apiBalance(page.request)).toBe(174.5);

  // More than the cash: refused with its reason, nothing changes.
  await form.getByLabel('Amount').fill('500');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status')).toHaveText('The amount is more than your cash balance');
  expect(await apiBalance(page.request)).toBe(174.5);

  await page.getByRole('link', { name: 'Transactions' }).click();
  await page.getByLabel('Kind').selectOption('withdrawal');
  await page.getByRole('button', { name: 'Show' }).click();
  const lines = page.locator('tbody tr');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('-25.50 EUR');
  const csv = await page.request.get(
    '/api/platform/wallet/transactions?format=csv&kind=withdrawal',
  );
  expect((await csv.text()).split('\r\n')[1]).toContain(',withdrawal,withdrawal,-25.50,EUR,');

  await page.getByRole('link', { name: 'Back to the sportsbook' }).click();
  await hydrated(page);
  await expect(page.getByTestId('balance')).toHaveText('€174.50');
});
