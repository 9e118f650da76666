import { expect, test } from '@playwright/test';
import { adminHeaders, apiBalance, pickOdds, signInFresh } from './player-support';

// issue 19: a new player redeems a promo code on /promotions, sees the bonus toast, stakes a
// combo with the freebet from the slip's picker (no cash taken), the trading controls finish
// the matches, and the balance grows by what an all-win freebet pays: the whole return.

interface PlacedBet {
  id: string;
  odds: number;
  potential_win: number;
  stake: { value: number };
  bonus: { id: string; type: string } | null;
  selections: { id: string }[];
}

test('issue 19: a promo code’s freebet staked on a combo pays as its kind says', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/promotions');
  await signInFresh(page, 20);
  await expect(page.getByTestId('promotions')).toBeVisible({ timeout: 20_000 });

  // A wrong code first: refused in words, nothing issued.
  await page.getByTestId('promo-code-input').fill('NOSUCHCODE');
  await page.getByTestId('promo-code-submit').click();
  await expect(page.getByTestId('promo-code-error')).toHaveText('This promo code is not valid.');

  await page.getByTestId('promo-code-input').fill('allwin5');
  await page.getByTestId('promo-code-submit').click();
  await expect(page.getByTestId('promo-code-success')).toContainText('All-win freebet');
  const card = page.getByTestId('bonus-card').filter({ hasText: 'All-win freebet' });
  await expect(card.getByTestId('bonus-amount')).toHaveText('€5.00');
  await expect(card.getByTestId('bonus-status')).toHaveText(/^Active/);

  // The toast (shell 4.4), from the bonus_issued push; closing it marks the bonus seen.
  const toast = page.getByTestId('bonus-toast');
  await expect(toast).toContainText('€5.00 · All-win freebet', { timeout: 15_000 });
  await toast.getByTestId('bonus-toast-close').click();
  await expect(toast).toBeHidden();
  await expect
    .poll(async () => {
      const res = await page.request.get(
        '/api/sportsbook/v2/bonuses?unseen=true&type=freebet_all_win',
      );
      return ((await res.json()) as { data: unknown[] }).data.length;
    })
    .toBe(0);
  await page.reload();
  await expect(page.getByTestId('promotions')).toBeVisible({ timeout: 20_000 });
  await expect(toast).toBeHidden();

  // A two-leg combo staked with the freebet: the picker sets the stake, no cash moves.
  await page.goto('/soccer');
  await pickOdds(page, 2);
  await page.getByTestId('bet-type-combo').click();
  await page.getByTestId('odds-policy').selectOption('any');
  const picker = page.getByTestId('freebet-picker');
  await expect(picker).toBeVisible({ timeout: 15_000 });
  await picker.selectOption({ label: '€5.00 · All-win freebet' });
  await expect(page.getByTestId('stake-input')).toHaveValue('5.00');
  await expect(page.getByTestId('stake-input')).toBeDisabled();
  const cashBefore = await apiBalance(page.request);
  expect(cashBefore).toBe(20);
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('receipt')).toBeVisible({ timeout: 30_000 });

  const [bet] = (
    (await (await page.request.get('/api/sportsbook/v3/bets?limit=1')).json()) as {
      data: PlacedBet[];
    }
  ).data;
  expect(bet?.bonus).toMatchObject({ type: 'freebet_all_win' });
  expect(bet?.stake.value).toBe(500);
  expect(await apiBalance(page.request)).toBe(20);

  // Every leg wins through the trading controls.
  for (const s of bet!.selections) {
    const [matchId, marketId, specifier, outcomeId] = s.id.split('/');
    const result = await request.post(`/api/admin/matches/${matchId}/result`, {
      headers: adminHeaders(),
      data: {
        markets: [
          {
            market_id: Number(marketId),
            specifier: specifier ?? '',
            outcomes: [{ id: outcomeId, result: 'win_entire' }],
          },
        ],
      },
    });
    expect(result.ok(), await result.text()).toBe(true);
  }
  await page.getByTestId('tab-my-bets').click();
  const mine = page.locator(`[data-testid="my-bet"][data-bet-id="${bet!.id}"]`);
  await expect(mine).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(mine.getByTestId('my-bet-freebet')).toHaveText('All-win freebet');
  // All win: the whole return, 5.00 x the combo's odds, rounded down to the cent.
  const pays = Math.floor((500 * bet!.odds) / 1000) / 100;
  await expect.poll(() => apiBalance(page.request), { timeout: 20_000 }).toBeCloseTo(20 + pays, 2);
});
