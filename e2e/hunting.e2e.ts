import { expect, test } from '@playwright/test';
import { adminHeaders, apiBalance, pickOdds, setStake, signInFresh } from './player-support';

// issue 19, hunting: a new player activates a hunt on /promotions, the slip says what each bet
// farms, two bets reach the target, and the hunt pays a freebet worth the average stake.
// The hunt is the journey's own (any odds, 2 points, from 1.00), created through the admin API
// once: the seed's asks for odds from 1.50, which the first outcome of a list may not offer.

test('issue 19: a hunt activated on /promotions farms two bets and pays their average as a freebet', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const campaign of [
    {
      id: 'e2e_hunt_freebet',
      kind: 'freebet',
      name: 'Journey hunt freebet',
      amounts: { EUR: 100 },
      issue_on: 'grant',
    },
    {
      id: 'e2e_hunt',
      kind: 'hunting',
      name: 'Journey hunt',
      points_target: 2,
      min_stakes: { EUR: 100 },
      max_freebets: { EUR: 500 },
      reward_campaign: 'e2e_hunt_freebet',
      terms: { en: 'Two bets of 1.00 or more earn the freebet.\n\nVoid bets earn no point.' },
    },
  ]) {
    const created = await request.post('/api/admin/bonuses/campaigns', {
      headers: adminHeaders(),
      data: campaign,
    });
    expect(created.ok(), await created.text()).toBe(true);
  }

  await page.goto('/promotions');
  await signInFresh(page, 20);
  const card = page.getByTestId('bonus-card').filter({ hasText: 'Journey hunt' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('bonus-status')).toHaveText(/^Available/);
  await card.getByTestId('hunt-activate').click();
  await expect(card.getByTestId('bonus-status')).toHaveText(/^Active/);
  await expect(card.getByTestId('hunt-points')).toHaveText('0 of 2 points');
  await expect(card.getByTestId('hunt-activate')).toBeHidden();
  // Its terms, as the operator wrote them, open on the card, a paragraph each.
  await card.locator('summary', { hasText: 'Terms' }).click();
  await expect(card.getByTestId('bonus-terms').locator('p')).toHaveText([
    'Two bets of 1.00 or more earn the freebet.',
    'Void bets earn no point.',
  ]);

  // Two singles on two matches: the slip carries the hunt by default (domain 4 preference).
  await page.goto('/soccer');
  // Signed in before the first pick: the slip asks for a bet's bonuses as the bet is made.
  await expect(page.getByTestId('balance')).toHaveText('€20.00', { timeout: 20_000 });
  await page.getByTestId('odds-policy').selectOption('any');
  const farmed: string[] = [];
  for (const [stake, line] of [
    ['4', 'Bet hunt: this bet earns a point (1 of 2)'],
    ['2', 'Bet hunt: this bet earns a point (2 of 2) · Freebet at the target: €3.00'],
  ] as const) {
    if (farmed.length === 0) farmed.push(...(await pickOdds(page, 1)));
    else {
      // Another match: a match farms once (farm_once_per_event).
      const other = page
        .locator(`[data-testid="match-row"]:not([data-match-id="${farmed[0]}"])`)
        .locator('[data-testid="odd"]:not([disabled])')
        .last();
      await other.click();
      await expect(other).toHaveAttribute('aria-pressed', 'true');
    }
    await setStake(page, stake);
    await expect(page.getByTestId('slip-hunting')).toHaveText(line, { timeout: 15_000 });
    await page.getByTestId('place-bet').click();
    await expect(page.getByTestId('receipt')).toContainText('Bet placed', { timeout: 30_000 });
    await page.getByTestId('receipt-done').click();
  }
  expect(await apiBalance(page.request)).toBe(20 - 4 - 2);
  // My bets shows which bets farmed the hunt.
  await page.getByTestId('tab-my-bets').click();
  await expect(page.getByTestId('my-bet-hunting')).toHaveCount(2, { timeout: 15_000 });

  // The hunt is over and its freebet, (4.00 + 2.00) / 2, waits among the current bonuses.
  await page.goto('/promotions');
  const freebet = page.getByTestId('bonus-card').filter({ hasText: 'Journey hunt freebet' });
  await expect(freebet.getByTestId('bonus-amount')).toHaveText('€3.00', { timeout: 20_000 });
  // A campaign without terms of its own follows the site's.
  await freebet.locator('summary', { hasText: 'Terms' }).click();
  await expect(freebet.getByTestId('bonus-terms')).toHaveText(
    "This promotion follows the site's general terms and conditions.",
  );
  await page.getByTestId('promotions-tab-completed').click();
  const over = page.getByTestId('bonus-card').filter({ hasText: 'Journey hunt' }).first();
  await expect(over.getByTestId('hunt-points')).toHaveText('2 of 2 points');
});
