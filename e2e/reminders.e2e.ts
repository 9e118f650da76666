import { expect, test } from '@playwright/test';
import { baseURL } from './paths';
import { signIn } from './player-support';

// shell 4.2, 9 (issue 20): the cookie-consent banner and the deposit reminder, for a browser
// that has not answered them (every other journey starts as a returning visitor, and a new
// context takes the config's state unless told otherwise).
const FIRST_VISIT = { cookies: [], origins: [] };

test('a first visit asks for cookie consent; the answer is kept for a year', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL, storageState: FIRST_VISIT });
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await banner.getByTestId('consent-accept').click();
  await expect(banner).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(cookie?.value).toBe('1');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  await page.reload();
  await page.waitForTimeout(4_000);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await context.close();
});

test('a quick-deposit player of the reminder group is reminded to deposit once a day', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, storageState: FIRST_VISIT });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/');
  // The demo player belongs to the configured group (config/site.json depositReminder).
  await signIn(page);
  const reminder = page.getByTestId('deposit-reminder');
  await expect(reminder).toBeVisible({ timeout: 25_000 });
  const cookie = (await context.cookies()).find((c) => c.name === 'deposit_reminder');
  const hours = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23);
  expect(hours).toBeLessThanOrEqual(24);
  await reminder.getByRole('button', { name: 'Not now' }).click();
  await page.reload();
  await page.waitForTimeout(13_000);
  await expect(page.getByTestId('deposit-reminder')).toHaveCount(0);
  await context.close();
});
