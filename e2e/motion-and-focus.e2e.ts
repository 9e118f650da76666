import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './player-support';

// Issue 26: with reduced motion asked for, nothing moves on the live page (the odds still
// change, their flash does not run); at 320 px no element the keyboard focuses is covered by
// the sticky header, the tab bar or anything else.

/** Animations running now that last at least `ms` (the odds flash lasts 2.4 s). */
const running = (page: Page, ms: number) =>
  page.evaluate(
    (min) =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) >= min,
        ).length,
    ms,
  );

test('with reduced motion no animation runs on the live page, while the odds still move', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/live');
  await hydrated(page);
  // Without the preference the odds flash as they move: the check below can see motion.
  await expect.poll(() => running(page, 500), { timeout: 45_000 }).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await hydrated(page);
  const odds = page.locator('[data-testid="match-row"] [data-testid="odd"]');
  const before = (await odds.allTextContents()).join('|');
  let seen = 0;
  let moved = false;
  for (let i = 0; i < 40 && !(moved && i >= 20); i++) {
    seen += await running(page, 1);
    moved ||= (await odds.allTextContents()).join('|') !== before;
    await page.waitForTimeout(500);
  }
  expect(moved).toBe(true);
  expect(seen).toBe(0);
});

test('at 320 px no element the keyboard focuses is covered', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/soccer');
  await hydrated(page);
  const covered: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      // A skip link or a visually hidden control: nothing to see, nothing to cover.
      if (r.width < 2 || r.height < 2) return null;
      const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top && (el === top || el.contains(top) || top.contains(el))) return null;
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      return `${name} under ${top?.tagName.toLowerCase()}.${String(top?.className).slice(0, 40)}`;
    });
    if (problem) covered.push(problem);
  }
  expect(covered).toEqual([]);
});
