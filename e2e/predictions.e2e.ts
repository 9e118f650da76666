import { expect, test } from '@playwright/test';
import { adminHeaders, hydrated, signInFresh } from './player-support';

// Issue 27, domain 7 /vote: a player predicts a prematch match's score on its page before
// kick-off; the trader kicks it off and sets the final score; the block shows the points
// (exact score: 3).

test('a player predicts 2–1 before kick-off and scores 3 points when it ends 2–1', async ({
  page,
  request,
}) => {
  // A prematch soccer match late in the list, away from the matches other journeys bet on.
  const list = await request.get(
    '/api/sportsbook/v2/matches?match_status=prematch&sport_key=soccer&type=match&limit=50',
  );
  const matches = (await list.json()).data as { id: number; slug: string }[];
  const match = matches.at(-1)!;
  await page.goto(`/soccer/${match.slug}`);
  await signInFresh(page, 0);

  const block = page.getByTestId('prediction');
  await expect(block).toBeVisible({ timeout: 15_000 });
  const home = block.getByTestId('prediction-home');
  await home.fill('2');
  // The away side by its stepper: 1–1 to 0 and back to 1, as a thumb would.
  await block
    .getByRole('button', { name: /One goal fewer/ })
    .nth(1)
    .click();
  await expect(block.getByTestId('prediction-away')).toHaveValue('0');
  await block
    .getByRole('button', { name: /One more goal/ })
    .nth(1)
    .click();
  await block.getByRole('button', { name: 'Predict', exact: true }).click();
  const mine = block.getByTestId('prediction-mine');
  await expect(mine).toContainText(/Your prediction\W*2–1/);
  await expect(block).toContainText('Predictions so far: 1');

  const admin = { headers: adminHeaders() };
  expect((await request.post(`/api/admin/matches/${match.id}/start`, admin)).ok()).toBe(true);
  const result = await request.post(`/api/admin/matches/${match.id}/result`, {
    ...admin,
    data: { score: { home: 2, away: 1 } },
  });
  expect(result.ok()).toBe(true);

  // The page hears the match end on its channel and asks for the points.
  await expect(block.getByTestId('prediction-points')).toHaveText('Points scored: 3', {
    timeout: 20_000,
  });
  await expect(block).toContainText(/Final score\W*2–1/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('prediction-points')).toHaveText('Points scored: 3');
});
