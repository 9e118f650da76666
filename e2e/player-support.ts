import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dataDir } from './paths';

// Helpers for the player journeys (issue 9): signing in, picking odds, reading the balance.

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/**
 * The trading controls' header. The started product has no token in its code: in development
 * it generated one into its data folder's secrets.json at start, where the operator reads it.
 */
export function adminHeaders(): { authorization: string } {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const secrets = JSON.parse(fs.readFileSync(path.join(root, dataDir, 'secrets.json'), 'utf8')) as {
    ADMIN_TOKEN: string;
  };
  return { authorization: `Bearer ${secrets.ADMIN_TOKEN}` };
}

let freshCount = 0;
type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

/** The CSRF header: the cookie's value as the context holds it now (the page's own requests may
 * have set it meanwhile, so not the value an earlier answer named). */
async function csrfHeader(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/platform/csrf');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
  return { 'x-csrf-token': cookie?.value ?? '' };
}

async function ok(res: Answer): Promise<Answer> {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return res;
}

/**
 * A new player of its own, signed in on the page's browser context, with `euros` deposited by
 * the sandbox's success card: tests that count a balance to the cent must not share a wallet
 * with the demo player, whose bets from earlier journeys (a partial cash-out's rest, a live
 * bet) may settle meanwhile. Signs up, confirms from the dev outbox and deposits through the
 * API (the journeys of issue 9 do those through the pages), then reloads the page.
 */
export async function signInFresh(
  page: Page,
  euros = 200,
): Promise<{ email: string; password: string }> {
  // The page's own first requests set the CSRF cookie when it is missing: let them run first,
  // so the cookie read below is the one the next request carries.
  await hydrated(page);
  const api = page.request;
  const email = `fresh-${Date.now().toString(36)}-${++freshCount}-${process.pid}@example.com`;
  const password = 'Tricky-Horse-Battery-7';
  const profile = { firstName: 'Fresh', lastName: 'Player', dateOfBirth: '1990-05-01' };
  await ok(
    await api.post('/api/platform/users', {
      headers: await csrfHeader(page),
      data: { email, password, currency: 'EUR', country: 'DE', ...profile },
    }),
  );
  let token = '';
  await expect(async () => {
    const mail = (await (
      await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).json()) as { messages: { links: string[] }[] };
    const link = mail.messages[0]?.links.find((l) => l.includes('confirmation_token')) ?? '';
    token = new URL(link || 'http://x/').searchParams.get('confirmation_token') ?? '';
    expect(token).not.toBe('');
  }).toPass();
  await ok(await api.get(`/api/platform/users/confirmation?confirmation_token=${token}`));
  await ok(
    await api.post('/api/platform/users/sign_in', {
      headers: await csrfHeader(page),
      data: { email, password },
    }),
  );
  if (euros > 0) {
    const created = await ok(
      await api.post('/api/platform/deposits', {
        headers: await csrfHeader(page),
        data: { amount: euros * 100, currency: 'EUR' },
      }),
    );
    const { id, clientSecret } = (await created.json()) as { id: string; clientSecret: string };
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
    await ok(
      await api.post(`/spi/api/payments/${id}/confirm`, {
        headers: await csrfHeader(page),
        data: { clientSecret, card },
      }),
    );
  }
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('balance')).not.toHaveText('…', { timeout: 30_000 });
  return { email, password };
}

/** Waits until React has hydrated the page (_app marks `<html data-hydrated>`). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Sign in through the header's modal (the demo player by default) and wait for the balance. */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await hydrated(page);
  await page.getByTestId('header-sign-in').click();
  const modal = page.getByTestId('sign-in-modal');
  await modal.locator('input[name=email]').fill(email);
  await modal.locator('input[name=password]').fill(password);
  await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Password hashing and the first account fetch can take a while on a busy machine.
  await expect(page.getByTestId('balance')).not.toHaveText('…', { timeout: 30_000 });
}

/** The price an odds button shows (its name, from content, also says the outcome: issue 26). */
export function oddValue(odd: Locator): Locator {
  return odd.locator('span[aria-hidden="true"]').last();
}

/** "€1,000.00" or "0.05000000 BTC" as a number of units. */
export function amountOf(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

export async function balance(page: Page): Promise<number> {
  return amountOf((await page.getByTestId('balance').textContent()) ?? '');
}

/** The player's balance in a currency, as the API has it now. */
export async function apiBalance(request: APIRequestContext, currency = 'EUR'): Promise<number> {
  const accounts = (await (await request.get('/api/platform/player/accounts')).json()) as {
    currency: string;
    balance: number;
    subunits: number;
  }[];
  const account = accounts.find((a) => a.currency === currency);
  if (!account) throw new Error(`no ${currency} account`);
  return account.balance / account.subunits;
}

/** Rows of matches on the page, live or prematch, that have a pickable odd. */
export function rows(page: Page, live: boolean): Locator {
  const all = page.getByTestId('match-row');
  return live ? all.and(page.locator('[data-live]')) : all.and(page.locator(':not([data-live])'));
}

/** Click the first pickable odd of `count` different matches; returns their match ids. */
export async function pickOdds(page: Page, count: number, live = false): Promise<string[]> {
  const list = rows(page, live);
  await expect(list.first()).toBeVisible({ timeout: 20_000 });
  await hydrated(page);
  let candidates = await list.evaluateAll((els) =>
    els
      .filter(
        (el) =>
          el.querySelector('[data-testid="odd"]:not([disabled])') &&
          !el.querySelector('[data-testid="odd"][aria-pressed="true"]'),
      )
      .map((el) => el.getAttribute('data-match-id') ?? ''),
  );
  // Prematch matches from the bottom of the page: the last to kick off, so the bet stays a
  // prematch one until it is placed.
  if (!live) candidates = candidates.reverse();
  const ids: string[] = [];
  for (const id of candidates) {
    if (ids.length === count) break;
    if (ids.includes(id)) continue;
    // The list moves under live updates: a match gone or suspended meanwhile is skipped.
    const odd = page
      .locator(`[data-testid="match-row"][data-match-id="${id}"]`)
      .first()
      .locator('[data-testid="odd"]:not([disabled])')
      .first();
    try {
      await odd.click({ timeout: 3_000 });
    } catch {
      continue;
    }
    // A busy page may show the pick late: a late one still counts (moving on after 3 s once
    // made two picks of one, and the slip two bets).
    const pressed = await expect(odd)
      .toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (pressed) ids.push(id);
  }
  expect(ids).toHaveLength(count);
  return ids;
}

/** Shown in the slip's stake field after typing. */
export async function setStake(page: Page, value: string, index = 0) {
  const input = page.getByTestId('stake-input').nth(index);
  await input.fill(value);
  await input.blur();
}
