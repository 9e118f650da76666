import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simRng } from '@sb/domain';
import { dayFixtures, dayTeams, fillerFixture, overlaps } from './scheduler';
import { buildWorld } from './world';

// issue 22 defect 10: the schedule never books a team twice.
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

  it('property: a stream of fillers booked like the engine never overlaps a team', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const rng = simRng(seed);
        const windowMs = 63 * 60_000;
        const booked: { start: number; teams: number[] }[] = [];
        for (let start = 0; start < 6 * 3_600_000; start += 40_000) {
          const busy = new Set(
            booked.filter((b) => overlaps(b.start, start, windowMs)).flatMap((b) => b.teams),
          );
          const plan = fillerFixture(world, rng, start, (team) => !busy.has(team.id));
          if (!plan) continue;
          expect(busy.has(plan.home.id) || busy.has(plan.away.id)).toBe(false);
          booked.push({ start, teams: [plan.home.id, plan.away.id] });
        }
        expect(booked.length).toBeGreaterThan(500);
      }),
      { numRuns: 5 },
    );
  });
});
