import { expect, test, type Page } from '@playwright/test';
import { RETURNING_VISITOR } from './returning-visitor';
import { pickOdds, signIn, signInFresh } from './player-support';

// Issue 27, saved settings (domain 7 POST /settings): the quick stakes and the odds format a
// player sets in one browser are theirs in another after signing in there.

const quickStakes = (page: Page) => page.getByTestId('quick-stake');

test('quick stakes and the odds format set in one browser are there in another after sign-in', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const { email, password } = await signInFresh(page, 0);
  await pickOdds(page, 1);
  const before = await quickStakes(page).allTextContents();
  expect(before.length).toBeGreaterThan(1);

  await page.getByTestId('quick-stakes-edit').click();
  const inputs = page.getByTestId('quick-stake-input');
  await expect(inputs).toHaveCount(before.length);
  await inputs.nth(0).fill('3');
  await inputs.nth(1).fill('7');
  await inputs.nth(1).blur();
  await page.getByTestId('quick-stakes-save').click();
  await expect(inputs).toHaveCount(0);
  await expect(quickStakes(page).nth(0)).toContainText('3');
  await expect(quickStakes(page).nth(1)).toContainText('7');
  const mine = await quickStakes(page).allTextContents();
  expect(mine).not.toEqual(before);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/sportsbook/v2/settings') && r.request().method() === 'POST',
  );
  await page.getByTestId('odds-type').selectOption('american');
  expect((await saved).ok()).toBe(true);

  // Another browser: a visitor sees the book's stakes and format until they sign in.
  const other = await browser.newContext({ storageState: RETURNING_VISITOR });
  const second = await other.newPage();
  await second.goto('/');
  await expect(second.getByTestId('odds-type')).toHaveValue('european');
  await signIn(second, email, password);
  await expect(second.getByTestId('odds-type')).toHaveValue('american');
  await pickOdds(second, 1);
  await expect(quickStakes(second)).toHaveText(mine);
  await other.close();
});
