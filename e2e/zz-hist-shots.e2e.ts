import { expect, test } from '@playwright/test';
import { adminHeaders, pickOdds, setStake, signInFresh } from './player-support';

// Temporary (not committed): screenshots of the P&L panel and the two content pages.
const dir = '/tmp/hist/shots';

test('shots', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  await page.goto('/live');
  await signInFresh(page);
  await page.getByTestId('odds-policy').selectOption('any');
  const [matchId] = await pickOdds(page, 1, true);
  await setStake(page, '5');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('receipt')).toBeVisible({ timeout: 60_000 });
  await page.goto('/soccer');
  await pickOdds(page, 1);
  await setStake(page, '3');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('receipt')).toBeVisible({ timeout: 60_000 });
  await request.post(`/api/admin/matches/${matchId}/finish`, { headers: adminHeaders() });
  await page.goto('/bets');
  await expect(page.getByTestId('pnl-profit')).not.toHaveText(/Break-even/, { timeout: 60_000 });
  await page.screenshot({ path: `${dir}/desktop-en-bets.png` });
  await page.goto('/terms-and-conditions');
  await page.screenshot({ path: `${dir}/desktop-en-terms.png` });
  await page.goto('/help-center');
  await page.screenshot({ path: `${dir}/desktop-en-help.png`, fullPage: true });

  const state = await page.context().storageState();
  const phone = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const p = await phone.newPage();
  await p.goto('/ar/bets');
  await expect(p.getByTestId('pnl-profit')).toBeVisible({ timeout: 30_000 });
  await p.screenshot({ path: `${dir}/phone-ar-bets.png` });
  await p.goto('/ar/terms-and-conditions');
  await p.screenshot({ path: `${dir}/phone-ar-terms.png` });
  await p.goto('/ar/help-center');
  await p.screenshot({ path: `${dir}/phone-ar-help.png` });
});
