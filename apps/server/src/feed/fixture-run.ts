// A fixture joins the book (issue 4): its run is created from a planned match or a main
// league's winner market, stated to the catalog and priced at once.
import { seedOf, simRng, type MatchModel } from '@sb/domain';
import type { Draft, FixtureRun } from './engine-state';
import { matchFixture, outrightFixture, prematchModel } from './fixtures';
import { reprice } from './prices';
import { DAY_MS, type PlannedFixture } from './scheduler';
import type { SportKey } from './world-data';

function newRun(
  d: Draft,
  id: number,
  sport: SportKey | 'outright',
  provider: string,
  model: MatchModel,
  startMs: number,
  extra: Partial<FixtureRun> = {},
): FixtureRun {
  return {
    id,
    sport,
    provider,
    type: sport === 'outright' ? 'outright' : 'match',
    startMs,
    endMs: null,
    liveCoverage: true,
    status: 0,
    seed: seedOf(d.book.seed, 'match', id),
    model,
    live: null,
    kickoffMs: null,
    lastAdvance: startMs,
    stopped: false,
    trader: { match: false, markets: [] },
    settled: [],
    published: new Map(),
    lastPriced: 0,
    lastModel: 0,
    lastStats: 0,
    lastPersist: 0,
    dirty: true,
    ...extra,
  };
}

/** A planned match joins the book: its fixture and first prices go out. */
export function createMatch(d: Draft, plan: PlannedFixture, t: number): FixtureRun {
  const id = d.book.nextId++;
  d.bookDirty = true;
  const rng = simRng(seedOf(d.book.seed, 'fixture', id));
  const model = prematchModel(plan.tournament, plan.home, plan.away, rng);
  const liveCoverage = !rng.chance(d.config.settings.notCoveredShare);
  const fixture = matchFixture(plan.tournament, plan.home, plan.away, id, plan.startMs, {
    liveCoverage,
    stage: plan.stage,
  });
  const r = newRun(d, id, plan.tournament.sport, fixture.provider, model, plan.startMs, {
    liveCoverage,
    fixtureRef: {
      tournamentId: plan.tournament.id,
      homeId: plan.home.id,
      awayId: plan.away.id,
      stage: plan.stage,
    },
  });
  d.add(r);
  d.msgs.push({ type: 'fixture_change', fixture });
  reprice(d, r, t, true);
  return r;
}

/** A trader moved the kick-off: the fixture is stated again with its new start time. */
export function moveKickoff(d: Draft, r: FixtureRun, t: number): void {
  r.startMs = t;
  const ref = r.fixtureRef;
  const tournament = ref && d.world.tournaments.find((x) => x.id === ref.tournamentId);
  const home = ref && d.world.teams.get(ref.homeId);
  const away = ref && d.world.teams.get(ref.awayId);
  if (!tournament || !home || !away) return;
  d.msgs.push({
    type: 'fixture_change',
    fixture: matchFixture(tournament, home, away, r.id, t, {
      liveCoverage: r.liveCoverage,
      stage: ref.stage,
    }),
  });
}

/** The winner markets of every main league (not tennis) for the season ahead. */
export function createOutrights(d: Draft, t: number): void {
  const year = new Date(t).getUTCFullYear();
  for (const tournament of d.world.tournaments) {
    if (!tournament.isTop || tournament.sport === 'tennis') continue;
    const id = d.book.nextId++;
    const { fixture, model } = outrightFixture(
      tournament,
      id,
      t,
      t + 150 * DAY_MS,
      `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
    );
    const r = newRun(d, id, 'outright', fixture.provider, model, t, {
      endMs: t + 150 * DAY_MS,
      liveCoverage: false,
    });
    d.add(r);
    d.msgs.push({ type: 'fixture_change', fixture });
    reprice(d, r, t, true);
  }
  d.bookDirty = true;
}
