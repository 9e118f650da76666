import { expect, test } from '@playwright/test';
import { hydrated, signInFresh } from './player-support';

// Issue 23 in Chromium: a vertical enabled by additional_providers (config/verticals.json)
// launches its provider's game for the signed-in player: the sandbox's horse race plays a round.

test('horse racing asks a visitor to sign in, then launches its sandbox game in a frame', async ({
  page,
}) => {
  await page.goto('/racing');
  await hydrated(page);
  await expect(page.getByText('Sign in to play Horse racing.', { exact: false })).toBeVisible();

  await signInFresh(page, 0);
  await page.goto('/racing');
  const game = page.frameLocator('[data-testid="vertical-game"]');
  await expect(game.getByRole('heading', { name: /Sandbox Downs/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(game.getByTestId('game-credits')).toHaveText('100');
  await game.getByRole('button', { name: /Silver Comet/ }).click();
  await game.getByTestId('game-play').click();
  await expect(game.getByTestId('game-outcome')).toHaveAttribute('data-result', /^(won|lost)$/);
  await expect(game.getByTestId('game-credits')).not.toHaveText('100');
});
