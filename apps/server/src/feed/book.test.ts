import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simRng } from '@sb/domain';
import { createFiller, teamIsFree } from './book';
import { draft, type FixtureRun } from './engine-state';
import { dayFixtures, dayIndex, dayTeams } from './scheduler';
import type { FeedSettings } from './settings';
import { testFeedSettings } from './test-support';
import { createEngine, scheduleSeed } from './step';

// issue 22 defect 10: the engine's own no-double-booking rule (teamIsFree, through createFiller
// and the steps that call it), not a copy of it: a team live and also listed prematch, or live
// twice, is what a bettor saw.

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);
const LISTING_MS = 40 * 60_000;
const IN_PLAY = new Set([1, 2, 5]);

const settingsOf = (seed: number, notCoveredShare: number): FeedSettings => ({
  ...testFeedSettings,
  seed,
  liveTarget: 6,
  notCoveredShare,
});

const teamsOf = (r: FixtureRun): number[] =>
  r.fixtureRef ? [r.fixtureRef.homeId, r.fixtureRef.awayId] : [];

describe('teamIsFree', () => {
  it('holds the teams of every match in play, covered or not, and the teams of the day', () => {
    // Every match without live coverage: in play, their status is 5 (not covered).
    for (const notCoveredShare of [0, 1]) {
      const engine = createEngine(settingsOf(3, notCoveredShare));
      const [state] = engine.bootstrap(T0, simRng(3));
      const d = draft(state, engine.config);
      const live = [...d.fixtures.values()].filter((r) => IN_PLAY.has(r.status));
      expect(live.length).toBeGreaterThanOrEqual(4);
      if (notCoveredShare === 1) expect(live.every((r) => r.status === 5)).toBe(true);
      const free = teamIsFree(d, T0 + 60_000);
      for (const r of live) for (const id of teamsOf(r)) expect(free({ id })).toBe(false);
      for (const id of dayTeams(d.world, d.book.seed, dayIndex(T0)))
        expect(free({ id })).toBe(false);
      // Interrupted for hours, a match is still in play: its teams stay held.
      const long = d.edit(live[1]!.id)!;
      long.startMs = T0 - 3 * 3_600_000;
      long.status = 2;
      for (const id of teamsOf(long)) expect(teamIsFree(d, T0 + 60_000)({ id })).toBe(false);
      // A finished or closed match lets its teams go (none of them has a fixture of the day).
      const done = d.edit(live[0]!.id)!;
      done.status = 4;
      long.status = 3;
      for (const id of [...teamsOf(done), ...teamsOf(long)])
        expect(teamIsFree(d, T0 + 60_000)({ id })).toBe(true);
    }
  });

  it('createFiller: kick-offs at one time take free teams until none is left, then none is made', () => {
    const engine = createEngine(settingsOf(5, 0));
    const [state] = engine.bootstrap(T0, simRng(1));
    const d = draft(state, engine.config);
    const rng = simRng(2);
    const startMs = T0 + 20 * 60_000;
    const booked = new Set<number>();
    let made = 0;
    for (;;) {
      const free = teamIsFree(d, startMs);
      const r = createFiller(d, startMs, rng, T0);
      if (!r) break;
      made++;
      for (const id of teamsOf(r)) {
        expect(free({ id })).toBe(true);
        expect(booked.has(id)).toBe(false);
        booked.add(id);
        // Booked: not free again for a kick-off at the same time.
        expect(teamIsFree(d, startMs)({ id })).toBe(false);
      }
      expect(made).toBeLessThanOrEqual(d.world.teams.size / 2);
    }
    expect(made).toBeGreaterThan(10);
    // What stops it: no tournament has two free teams left.
    const free = teamIsFree(d, startMs);
    for (const t of d.world.tournaments) expect(t.teams.filter(free).length).toBeLessThan(2);
  });
});

describe('the engine never books a team twice at a time', () => {
  it('property: stepped for hours, no team is in play twice, nor in play and listed to kick off soon', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        // About half the matches without live coverage: played all the same (status 5).
        fc.constantFrom(0.4, 0.6),
        (seed, notCoveredShare) => {
          const settings = settingsOf(seed, notCoveredShare);
          const engine = createEngine(settings);
          const rng = simRng(scheduleSeed(settings));
          let [state] = engine.bootstrap(T0, rng);
          // The fixtures the schedule planned per day; every other match is a filler.
          const planned = new Map<number, Set<string>>();
          const isPlanned = (r: FixtureRun) => {
            const day = dayIndex(r.startMs);
            let keys = planned.get(day);
            if (!keys) {
              keys = new Set(
                dayFixtures(state.world, seed, day).map(
                  (p) => `${p.home.id}-${p.away.id}-${p.startMs}`,
                ),
              );
              planned.set(day, keys);
            }
            const ref = r.fixtureRef!;
            return keys.has(`${ref.homeId}-${ref.awayId}-${r.startMs}`);
          };
          const teamsOfDay = new Map<number, Set<number>>();
          let fillers = 0;
          for (let now = T0; now < T0 + 2 * 3_600_000; now += 30_000) {
            [state] = engine.step(state, { now, commands: [], rng });
            const matches = [...state.fixtures.values()].filter(
              (r) => r.type === 'match' && r.fixtureRef,
            );
            const playing = new Map<number, FixtureRun>();
            for (const r of matches.filter((m) => IN_PLAY.has(m.status))) {
              for (const id of teamsOf(r)) {
                const other = playing.get(id);
                if (other && !(isPlanned(other) && isPlanned(r)))
                  expect({ team: id, a: other.id, b: r.id }).toBeNull();
                playing.set(id, r);
              }
            }
            for (const r of matches) {
              if (isPlanned(r)) continue;
              fillers++;
              // A filler's teams have no fixture of the schedule that day.
              const day = dayIndex(r.startMs);
              let fixed = teamsOfDay.get(day);
              if (!fixed) teamsOfDay.set(day, (fixed = dayTeams(state.world, seed, day)));
              expect(teamsOf(r).filter((id) => fixed.has(id))).toEqual([]);
              // Listed to kick off soon while one of its teams is in play elsewhere: double-booked.
              if (r.status === 0 && r.startMs <= now + LISTING_MS) {
                const clash = teamsOf(r).filter((id) => playing.has(id));
                expect(clash).toEqual([]);
              }
            }
          }
          expect(fillers).toBeGreaterThan(0);
        },
      ),
      // Each run steps a book through two hours; kept few for a 2-core machine.
      { numRuns: 2, endOnFailure: true },
    );
  });
});
