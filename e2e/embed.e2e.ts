import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { e2ePort } from './paths';

// Issue 23 in Chromium: the demo casino (DEMO_HOST_PORT, a second origin) embeds the product
// with /embed.js, signs its player in with a token its backend signed, and hears the frame's
// route, height, balance and bets; a message from a third origin changes nothing.

const host = `http://localhost:${e2ePort + 1}`;

function sportsbook(page: Page): { frame: FrameLocator; handle: () => Promise<Frame> } {
  return {
    frame: page.frameLocator('#sportsbook iframe'),
    handle: async () => {
      const element = await page.locator('#sportsbook iframe').elementHandle();
      const frame = await element?.contentFrame();
      if (!frame) throw new Error('no sportsbook frame');
      return frame;
    },
  };
}

/** The frame posts as the host would: from `origin`, with the parent as its source. */
async function messageFrom(frame: Frame, origin: string, data: Record<string, unknown>) {
  await frame.evaluate(
    ([from, payload]) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: from as string,
          source: window.parent,
          data: { protocol: 'open-sportsbook', v: 1, ...(payload as object) },
        }),
      ),
    [origin, data] as const,
  );
}

/** Money for the host's player, as the sportsbook's own cashier would take it (the API). */
async function deposit(page: Page, euros: number) {
  const api = page.request;
  const csrf = async () => {
    await api.get('/api/platform/csrf');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
    return { 'x-csrf-token': cookie?.value ?? '' };
  };
  const profile = { firstName: 'Alice', lastName: 'Casino', dateOfBirth: '1990-05-01' };
  expect(
    (await api.put('/api/platform/player/profile', { headers: await csrf(), data: profile })).ok(),
  ).toBe(true);
  const created = await api.post('/api/platform/deposits', {
    headers: await csrf(),
    data: { amount: euros * 100, currency: 'EUR' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, clientSecret } = (await created.json()) as { id: string; clientSecret: string };
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
  const paid = await api.post(`/spi/api/payments/${id}/confirm`, {
    headers: await csrf(),
    data: { clientSecret, card },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

test('a casino page on another origin embeds the sportsbook: host sign-in, route, height, balance, a bet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${host}/?player=alice`);
  const { frame, handle } = sportsbook(page);

  // The frame tells the host where it is and how tall it is; the host sizes the frame to it.
  await expect(page.getByTestId('host-route')).toHaveText('Route: /', { timeout: 30_000 });
  await expect(page.getByTestId('host-height')).toHaveText(/^Height: \d{3,}$/);
  const reported = Number((await page.getByTestId('host-height').textContent())?.split(' ')[1]);
  const box = await page.locator('#sportsbook iframe').boundingBox();
  expect(Math.abs((box?.height ?? 0) - reported)).toBeLessThanOrEqual(1);

  // The host's token signed alice in inside the frame (her account here is new and empty).
  await expect(frame.getByTestId('balance')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('host-balance')).toHaveText('Balance: 0.00 EUR');
  await deposit(page, 50);
  // balance_changed reaches the frame, and the frame tells the host.
  await expect(page.getByTestId('host-balance')).toHaveText('Balance: 50.00 EUR', {
    timeout: 20_000,
  });

  // A bet placed inside the frame reaches the host's onBetPlaced.
  const odd = frame
    .locator(
      '[data-testid="match-row"]:not([data-live]) [data-testid="odd"]:not([disabled]):visible',
    )
    .first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  const matchId = await odd
    .locator('xpath=ancestor::*[@data-testid="match-row"]')
    .getAttribute('data-match-id');
  await frame.getByTestId('stake-input').first().fill('2');
  await frame.getByTestId('stake-input').first().blur();
  await frame.getByTestId('place-bet').click();
  await expect(frame.getByTestId('receipt')).toContainText('Bet placed', { timeout: 20_000 });
  await expect(page.getByTestId('host-bets').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('host-bets')).toContainText(`2.00 EUR on ${matchId}`);
  await expect(page.getByTestId('host-balance')).toHaveText('Balance: 48.00 EUR', {
    timeout: 20_000,
  });

  // A third origin is ignored; the same message from the host is obeyed.
  const inner = await handle();
  await messageFrom(inner, 'https://evil.example', { type: 'navigate', route: '/live' });
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('host-route')).toHaveText('Route: /');
  await messageFrom(inner, host, { type: 'navigate', route: '/live' });
  await expect(page.getByTestId('host-route')).toHaveText('Route: /live', { timeout: 20_000 });
});

test("a guest's sign-in in the frame goes to the host, which handles it", async ({ page }) => {
  await page.goto(`${host}/`);
  const { frame } = sportsbook(page);
  await expect(page.getByTestId('host-route')).toHaveText('Route: /', { timeout: 30_000 });
  await frame.locator('html[data-embedded]').waitFor({ state: 'attached' });
  await frame.getByTestId('header-sign-in').click();
  await expect(page.getByTestId('host-requests')).toContainText('login: sign-in');
  await expect(frame.getByTestId('sign-in-modal')).toHaveCount(0);
});

test('a frame nobody listens to blocks sign-in (shell 5)', async ({ page }) => {
  await page.goto(`${host}/bare`);
  const frame = page.frameLocator('iframe');
  await frame.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  // The bridge comes after the page (idle): until then the frame's own modal may open.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await frame.getByTestId('header-sign-in').click();
    await expect(frame.getByTestId('alert')).toContainText(
      'Sign in, sign up and deposit on the site that shows this sportsbook.',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(frame.getByTestId('sign-in-modal')).toHaveCount(0);
});
