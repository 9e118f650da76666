import { expect, test, type Page } from '@playwright/test';
import { hydrated, signInFresh } from './player-support';

// Issue 26: a keyboard-only bettor signs in, opens a live match, adds an odd, stakes, accepts
// an odds change and places, in at most 40 key presses from the home page after sign-in, and
// hears the receipt (its status role and focus, read from the accessibility tree).

const KEY_BUDGET = 40;

/** The keyboard, counting every key pressed (a typed character is one). */
function keyboard(page: Page) {
  let pressed = 0;
  const focused = (check: string) =>
    page.evaluate(
      (fn) => new Function('el', `return ${fn}`)(document.activeElement) as boolean,
      check,
    );
  return {
    get pressed() {
      return pressed;
    },
    async press(key: string) {
      pressed++;
      await page.keyboard.press(key);
    },
    async type(text: string) {
      pressed += text.length;
      await page.keyboard.type(text);
    },
    /** Tab until the focused element passes `check` (a JS expression of `el`). */
    async tabTo(check: string, max = 30) {
      for (let i = 0; i < max; i++) {
        pressed++;
        await page.keyboard.press('Tab');
        if (await focused(check)) return;
      }
      throw new Error(`no focus on ${check} after ${max} Tabs`);
    },
  };
}

test('a keyboard-only bet on a live match, odds change accepted, in at most 40 keys', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.goto('/');
  const { email, password } = await signInFresh(page);
  // Signed out again: the journey signs in from the keyboard too.
  await page.context().clearCookies();
  await page.goto('/');
  await hydrated(page);
  const setup = keyboard(page);
  await setup.tabTo('el.dataset.testid === "header-sign-in"');
  await setup.press('Enter');
  await expect(page.getByTestId('sign-in-modal').locator('input[name=email]')).toBeFocused();
  await setup.type(email);
  await setup.press('Tab');
  await setup.type(password);
  await setup.press('Enter');
  await expect(page.getByTestId('balance')).not.toHaveText('…', { timeout: 30_000 });

  // From the home page, signed in, counting from here.
  await page.goto('/');
  await hydrated(page);
  const keys = keyboard(page);
  await keys.tabTo('el.getAttribute("href") === "/live"');
  await keys.press('Enter');
  await page.waitForURL('**/live');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Basketball's prices move with every basket, so an odds change comes within seconds.
  await keys.tabTo('el.getAttribute("href") === "/live?sport=basketball"');
  await keys.press('Enter');
  await page.waitForURL('**/live?sport=basketball');
  // The first live match: its teams' link.
  await keys.tabTo(
    'el.tagName === "A" && el === el.closest("[data-testid=match-row]")?.querySelector("a")',
  );
  await keys.press('Enter');
  await page.waitForURL(/\/[\w-]+\/[\w-]+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await keys.tabTo('el.dataset.testid === "odd" && !el.disabled');
  await keys.press('Enter');
  await expect(page.locator('[data-testid="odd"]:focus')).toHaveAttribute('aria-pressed', 'true');
  // The next Tab is "Go to bet slip", and Enter lands on the stake.
  await expect(page.getByTestId('go-to-slip')).toBeVisible();
  await keys.press('Tab');
  await expect(page.getByTestId('go-to-slip')).toBeFocused();
  await keys.press('Enter');
  const stake = page.locator('#slip [data-testid="stake-input"]');
  await expect(stake).toBeFocused();
  await keys.type('5');

  // Live prices move; the slip flags the move, in a status the screen reader hears. (A match at
  // its half-time break moves no price for some three minutes: the wait covers one.)
  const changed = page.getByTestId('odds-changed');
  await expect(changed).toBeVisible({ timeout: 240_000 });
  expect(await changed.getAttribute('role')).toBe('status');
  // Enter in the stake goes to what must be done first: Accept changes; then Place. A price
  // that moves again at once (a basket) asks again, on the same button: Enter again.
  await keys.press('Enter');
  await expect(page.getByTestId('accept-odds')).toBeFocused();
  const focusedId = () =>
    page.evaluate(() => (document.activeElement as HTMLElement)?.dataset.testid);
  for (let i = 0; i < 3 && (await focusedId()) === 'accept-odds'; i++) {
    await keys.press('Enter');
    await expect.poll(focusedId, { timeout: 10_000 }).toMatch(/^(place-bet|accept-odds)$/);
  }
  await expect(page.getByTestId('place-bet')).toBeFocused();
  await keys.press('Enter');

  // A live bet waits for acceptance; under this policy a price that moved meanwhile refuses it,
  // and focus is on "Retry at the odds now": the player presses Enter again.
  const receipt = page.getByTestId('receipt');
  const retry = page.getByTestId('retry-bet');
  while (!(await receipt.isVisible())) {
    await expect(receipt.or(retry)).toBeVisible({ timeout: 60_000 });
    if (await retry.isVisible()) {
      await expect(retry).toBeFocused();
      await keys.press('Enter');
      await expect(retry).toBeHidden();
    }
  }
  await expect(receipt).toBeFocused();
  const tree = await receipt.ariaSnapshot();
  expect(tree).toMatch(/^- status:/);
  expect(tree).toContain('Bet placed');
  expect(keys.pressed).toBeLessThanOrEqual(KEY_BUDGET);
  test.info().annotations.push({ type: 'keys', description: String(keys.pressed) });
  console.log(`keyboard bet: ${keys.pressed} keys`);
});
