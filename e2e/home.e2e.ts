import { expect, test } from '@playwright/test';

test('the home page lists the sports of the book', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Open Sportsbook/);
  const sports = page.getByTestId('sports-list');
  await expect(sports.getByRole('link', { name: /Soccer/ })).toBeVisible();
  await expect(sports.getByRole('link', { name: /Tennis/ })).toBeVisible();
  await expect(sports.getByRole('link', { name: /Counter-Strike/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeVisible();
  await page.screenshot({ path: '../test-results/home-desktop.png', fullPage: true });
});

test('a phone gets the compact layout without the side columns', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('/');
  await expect(page.getByTestId('sports-list').getByRole('link', { name: /Soccer/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeHidden();
  await page.screenshot({ path: '../test-results/home-phone.png', fullPage: true });
  await page.close();
});

test('the API answers on the web origin with the error shape', async ({ request }) => {
  const ok = await request.get('/api/sportsbook/v2/sports');
  expect(ok.status()).toBe(200);
  const bad = await request.get('/api/sportsbook/v2/sports?type=42');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.key).toBe('error.validation.invalid_request');
});
