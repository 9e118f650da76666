import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simRng } from '@sb/domain';
import { dayFixtures, dayTeams, fillerFixture } from './scheduler';
import { buildWorld } from './world';

// issue 22 defect 10: the schedule never books a team twice. Which teams a filler may take (the
// engine's teamIsFree, with the matches of the book) is tested as the engine uses it in
// book.test.ts.
describe('the schedule books each team once at a time', () => {
  const world = buildWorld(7);

  it('property: a team plays at most one fixture of a day, across its competitions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 19_000, max: 21_000 }),
        (seed, day) => {
          const seen = new Set<number>();
          for (const plan of dayFixtures(buildWorld(seed), seed, day)) {
            for (const team of [plan.home, plan.away]) {
              expect(seen.has(team.id)).toBe(false);
              seen.add(team.id);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a filler takes only free teams, falls back to another sport, and gives up when none is free', () => {
    const rng = simRng(11);
    const taken = dayTeams(world, 7, 20_000);
    for (let i = 0; i < 200; i++) {
      const plan = fillerFixture(world, rng, 0, (team) => !taken.has(team.id))!;
      expect(taken.has(plan.home.id) || taken.has(plan.away.id)).toBe(false);
      expect(plan.home.id).not.toBe(plan.away.id);
    }
    const onlyTennis = fillerFixture(world, rng, 0, (team) => team.sport === 'tennis');
    expect(onlyTennis?.tournament.sport).toBe('tennis');
    expect(fillerFixture(world, rng, 0, () => false)).toBeNull();
  });
});
