import { expect, test } from '@playwright/test';
import { hydrated } from './player-support';

test('an unknown page answers 404 with the not-found text and a way home', async ({ page }) => {
  const res = await page.goto('/no-such-page/at-all');
  expect(res?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: "Oops, sorry. We can't find that page." }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an error page in English under /ru or /ar says it is English, left to right (WCAG 3.1.1)', async ({
  page,
}) => {
  for (const locale of ['ru', 'ar']) {
    const res = await page.goto(`/${locale}/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  }
  // A locale with its own error page keeps its language.
  await page.goto('/de/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('the terms and the help centre the payment widget links to read in English and Arabic', async ({
  page,
}) => {
  const pages: [string, string, string][] = [
    ['/terms-and-conditions', 'Terms and conditions', 'الشروط والأحكام'],
    ['/help-center', 'Help centre', 'مركز المساعدة'],
  ];
  for (const [path, en, ar] of pages) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
    expect((await page.goto(`/ar${path}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: ar })).toBeVisible();
  }
  await expect(
    page.locator('footer').getByRole('link', { name: 'الشروط والأحكام' }),
  ).toHaveAttribute('href', '/ar/terms-and-conditions');
});

test('switching the language reloads the page under the locale prefix', async ({ page }) => {
  await page.goto('/');
  // A select does nothing before the page is live (no navigation of its own).
  await hydrated(page);
  await page.getByTestId('language').selectOption('de');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { name: /^Jetzt live/ })).toBeVisible();
  await expect(
    page.getByTestId('sports-list').getByRole('link', { name: /Fußball/ }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a right-to-left locale lays the page out right to left', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the blocked page names the country in the visitor language', async ({ page }) => {
  const res = await page.goto('/blocked?country=FR');
  expect(res?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: "Sorry, we're not available in France right now." }),
  ).toBeVisible();
  // shell 8: from Turkey, the page says players may not visit it.
  await page.goto('/blocked?country=TR');
  await expect(
    page.getByRole('heading', { name: 'Players are not allowed to visit this page.' }),
  ).toBeVisible();
});

test('every page carries the SEO tags of shell 2.7', async ({ page }) => {
  await page.goto('/de/general-rules');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/de\/general-rules$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/general-rules$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Allgemeine Regeln/,
  );
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page reads: the server writes its content in place', async ({ page }) => {
    // Past 12,800 bytes React would write the page hidden at the end of the document, for a
    // script to move it (apps/server/src/http/fizz.ts keeps it in place).
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    await expect(page.getByTestId('odd').first()).toBeVisible();
  });
});
