import { expect, test } from '@playwright/test';
import { adminHeaders, apiBalance, pickOdds, setStake, signInFresh } from './player-support';

// issue 19, the hunting tournament: a new player activates a tournament on /promotions, the
// slip says the bet earns a point and the round's freebet, the bet closes the round, and the
// card shows the score, the pool grown by the stake's share, and the player on the leaderboard.
// The journey's own tournament (any odds, 1 point a round, from 1.00; 10 % of a stake to the
// pool), created once through the admin API, ending tomorrow.

test('issue 19: a tournament activated on /promotions farms a round, grows its pool and ranks the player', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const campaign of [
    {
      id: 'e2e_race_freebet',
      kind: 'freebet',
      name: 'Journey race freebet',
      amounts: { EUR: 100 },
      issue_on: 'grant',
    },
    {
      id: 'e2e_race',
      kind: 'tournament',
      name: 'Journey race',
      points_target: 1,
      min_stakes: { EUR: 100 },
      max_freebets: { EUR: 500 },
      reward_campaign: 'e2e_race_freebet',
      initial_pools: { EUR: 50_000 },
      pool_share_ppm: 100_000,
      prizes_ppm: [700_000, 300_000],
      valid_to: new Date(Date.now() + 86_400_000).toISOString(),
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
  const card = page.getByTestId('bonus-card').filter({ hasText: 'Journey race' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('bonus-status')).toHaveText(/^Available/);
  const pool = await card.getByTestId('tournament-pool').textContent();
  await card.getByTestId('hunt-activate').click();
  await expect(card.getByTestId('bonus-status')).toHaveText(/^Active/);
  await expect(card.getByTestId('tournament-score')).toHaveText(
    'Your score: €0.00 · freebets earned: 0',
  );

  await page.goto('/soccer');
  await expect(page.getByTestId('balance')).toHaveText('€20.00', { timeout: 20_000 });
  await page.getByTestId('odds-policy').selectOption('any');
  await pickOdds(page, 1);
  await setStake(page, '3');
  await expect(page.getByTestId('slip-hunting')).toHaveText(
    'Tournament: this bet earns a point (1 of 1) · Freebet at the target: €3.00',
    { timeout: 15_000 },
  );
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('receipt')).toContainText('Bet placed', { timeout: 30_000 });
  expect(await apiBalance(page.request)).toBe(20 - 3);

  // The round paid €3.00, the score says so, the pool took 10 % of the stake (€0.30).
  await page.goto('/promotions');
  await expect(card.getByTestId('tournament-score')).toHaveText(
    'Your score: €3.00 · freebets earned: 1',
    { timeout: 20_000 },
  );
  const grown = await card.getByTestId('tournament-pool').textContent();
  expect(parseAmount(grown!) - parseAmount(pool!)).toBeGreaterThanOrEqual(0.3);
  await card.locator('summary', { hasText: 'Leaderboard' }).click();
  const me = card.getByTestId('leaderboard-me');
  await expect(me).toContainText('You');
  await expect(me).toContainText('€3.00 (1)');
  const freebet = page.getByTestId('bonus-card').filter({ hasText: 'Journey race freebet' });
  await expect(freebet.getByTestId('bonus-amount')).toHaveText('€3.00');
});

/** "Pool: €5,000.30" as a number of euros. */
function parseAmount(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}
