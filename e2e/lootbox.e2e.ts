import { expect, test } from '@playwright/test';
import { adminHeaders, apiBalance, pickOdds, setStake, signInFresh } from './player-support';

// issue 19, the lootbox: a new player activates a lootbox on /promotions, picks it for a bet in
// the slip (a lootbox is never the slip's default), the bet reaches its target, and the player
// opens a chest on the card. The journey's own lootbox (any odds, 1 point, from 1.00) has chests
// whose chances make the outcome certain: the small one always holds €2.00.

test('issue 19: a lootbox farmed through the slip opens a chest on /promotions and pays its freebet', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const campaign of [
    {
      id: 'e2e_chest_freebet',
      kind: 'freebet',
      name: 'Journey chest freebet',
      amounts: { EUR: 100 },
      issue_on: 'grant',
    },
    {
      id: 'e2e_chest',
      kind: 'lootbox',
      name: 'Journey chest',
      points_target: 1,
      min_stakes: { EUR: 100 },
      reward_campaign: 'e2e_chest_freebet',
      chests: [
        { place: 1, chance_ppm: 1_000_000, prizes: { EUR: 200 } },
        { place: 2, chance_ppm: 0, prizes: { EUR: 500 } },
        { place: 3, chance_ppm: 0, prizes: { EUR: 2_000 } },
      ],
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
  const card = page.getByTestId('bonus-card').filter({ hasText: 'Journey chest' }).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByTestId('hunt-activate').click();
  await expect(card.getByTestId('bonus-status')).toHaveText(/^Active/);
  // The chests wait, closed, with the commitment of their draw.
  await expect(card.getByTestId('lootbox-chest-1')).toBeDisabled();
  await expect(card.getByText(/^Draw fixed in advance: SHA-256 [0-9a-f]{64}$/)).toBeVisible();

  await page.goto('/soccer');
  await expect(page.getByTestId('balance')).toHaveText('€20.00', { timeout: 20_000 });
  await page.getByTestId('odds-policy').selectOption('any');
  await pickOdds(page, 1);
  await setStake(page, '2');
  // Not the slip's default: the player picks it.
  const picker = page.getByTestId('bonus-picker');
  await expect(picker).toBeVisible({ timeout: 15_000 });
  await picker.selectOption({ label: 'Lootbox' });
  await expect(page.getByTestId('slip-hunting')).toHaveText(
    'Lootbox: this bet earns a point (1 of 1) · a chest to open at the target',
  );
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('receipt')).toContainText('Bet placed', { timeout: 30_000 });
  expect(await apiBalance(page.request)).toBe(20 - 2);

  await page.goto('/promotions');
  await expect(card.getByText('Your chests are ready: open one.')).toBeVisible({
    timeout: 20_000,
  });
  await card.getByTestId('lootbox-chest-1').click();
  const opened = page.getByTestId('lootbox-opened');
  await expect(opened).toContainText('Small chest: a freebet of €2.00.', { timeout: 20_000 });
  await expect(opened).toContainText(/Revealed seed [0-9a-f]{64}, draw 0\.\d{6}/);
  const freebet = page.getByTestId('bonus-card').filter({ hasText: 'Journey chest freebet' });
  await expect(freebet.getByTestId('bonus-amount')).toHaveText('€2.00');
});
