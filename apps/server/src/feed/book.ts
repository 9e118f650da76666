// The book grows (issue 4): each UTC day of the horizon gets its fixtures once, and a steady
// stream of kick-offs keeps about `liveTarget` matches in play.
import type { SimRng } from '@sb/domain';
import type { Draft } from './engine-state';
import { createMatch } from './fixture-run';
import { dayFixtures, dayIndex, dayTeams, fillerFixture, overlaps } from './scheduler';

/** How far ahead kick-offs of the steady stream are listed. */
const FILLER_HORIZON_MS = 40 * 60_000;

/** Match statuses that are over (closed 3, finished 4): the match holds its teams no longer. */
const isOver = (status: number) => status === 3 || status === 4;

/**
 * Whether a team may play a filler kicking off at `startMs` (issue 22 defect 10): not on a day
 * it has a fixture of the schedule, and in no other match that is not over and whose time
 * overlaps: a match holds its teams for one and a half of its real length (breaks, overtime) and
 * the listing horizon, so a team in play now is not listed for another kick-off within the hour
 * either. A match in play holds its teams however long it runs (a long interruption), and so
 * does one without live coverage (status 5: played, but not covered).
 */
export function teamIsFree(d: Draft, startMs: number): (team: { id: number }) => boolean {
  const fixed = dayTeams(d.world, d.book.seed, dayIndex(startMs));
  const windowMs = d.config.realMatchMs * 1.5 + FILLER_HORIZON_MS;
  const busy = new Set<number>();
  for (const r of d.fixtures.values()) {
    if (r.type !== 'match' || !r.fixtureRef || isOver(r.status)) continue;
    if (r.status === 0 && !overlaps(r.startMs, startMs, windowMs)) continue;
    busy.add(r.fixtureRef.homeId);
    busy.add(r.fixtureRef.awayId);
  }
  return (team) => !fixed.has(team.id) && !busy.has(team.id);
}

/** A filler between free teams, created; null when every team is busy. */
export function createFiller(d: Draft, startMs: number, rng: SimRng, t: number) {
  const plan = fillerFixture(d.world, rng, startMs, teamIsFree(d, startMs));
  return plan ? createMatch(d, plan, t) : null;
}

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
    while (book.fillerCursor < t + FILLER_HORIZON_MS) {
      book.fillerCursor += interval * rng.range(0.6, 1.4);
      createFiller(d, Math.round(book.fillerCursor), rng, t);
    }
    // Below target (long interruptions, a restart after downtime): kick off more right away.
    let live = 0;
    let soon = 0;
    for (const r of d.fixtures.values()) {
      if (r.status === 1) live++;
      else if (r.status === 0 && r.type === 'match' && r.startMs <= t + 60_000) soon++;
    }
    for (let i = live + soon; i < settings.liveTarget; i++)
      createFiller(d, t + rng.int(10, 40) * 1000, rng, t);
  }
  d.bookDirty = true;
}
