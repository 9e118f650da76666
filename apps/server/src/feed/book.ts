// The book grows (issue 4): each UTC day of the horizon gets its fixtures once, and a steady
// stream of kick-offs keeps about `liveTarget` matches in play.
import type { SimRng } from '@sb/domain';
import type { Draft } from './engine-state';
import { createMatch } from './fixture-run';
import { dayFixtures, dayIndex, fillerFixture } from './scheduler';

export function extendSchedule(d: Draft, t: number, rng: SimRng): void {
  const { settings, realMatchMs } = d.config;
  const book = d.book;
  const today = dayIndex(t);
  for (let day = today; day <= today + settings.horizonDays; day++) {
    if (book.days.includes(day)) continue;
    book.days.push(day);
    for (const plan of dayFixtures(d.world, book.seed, day))
      if (plan.startMs > t + 60_000) createMatch(d, plan, t);
  }
  book.days = book.days.filter((day) => day >= today - 1);
  if (settings.liveTarget > 0) {
    // A little faster than target/length: some kick-offs are not covered or get interrupted.
    const interval = realMatchMs / (settings.liveTarget * 1.1);
    if (book.fillerCursor < t) book.fillerCursor = t;
    while (book.fillerCursor < t + 40 * 60_000) {
      book.fillerCursor += interval * rng.range(0.6, 1.4);
      createMatch(d, fillerFixture(d.world, rng, Math.round(book.fillerCursor)), t);
    }
    // Below target (long interruptions, a restart after downtime): kick off more right away.
    let live = 0;
    let soon = 0;
    for (const r of d.fixtures.values()) {
      if (r.status === 1) live++;
      else if (r.status === 0 && r.type === 'match' && r.startMs <= t + 60_000) soon++;
    }
    for (let i = live + soon; i < settings.liveTarget; i++)
      createMatch(d, fillerFixture(d.world, rng, t + rng.int(10, 40) * 1000), t);
  }
  d.bookDirty = true;
}
