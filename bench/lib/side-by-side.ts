import os from 'node:os';
import { migrate, openDb, type Db } from '../../apps/server/src/db';
import { throwawayPostgres } from '../../apps/server/src/db/throwaway';
import { median } from './stats';

// A feature's cost measured against its floor in the same run (issues 20, 21): on each database
// (PGlite, and Postgres when DATABASE_URL is set; ONLY=pglite|postgres picks one), both paths
// warm up twice, then alternate which goes first, run after run, so a machine speeding up or
// slowing down favours neither; medians of the runs, and the median of the runs' own ratios.

export interface SideBySide {
  label: string;
  floor: number;
  feature: number;
  ratio: number;
}

/** One database's runs: `setup` returns the two paths (placements per second) and a teardown. */
export type Paths = (db: Db) => Promise<{
  floor: () => Promise<number>;
  feature: () => Promise<number>;
  close: () => Promise<void>;
}>;

async function measure(label: string, db: Db, runs: number, paths: Paths): Promise<SideBySide> {
  const p = await paths(db);
  for (let w = 0; w < 2; w++) {
    await p.floor();
    await p.feature();
  }
  const floor: number[] = [];
  const feature: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < runs; r++) {
    const featureFirst = r % 2 === 1;
    const a = await (featureFirst ? p.feature() : p.floor());
    const b = await (featureFirst ? p.floor() : p.feature());
    floor.push(featureFirst ? b : a);
    feature.push(featureFirst ? a : b);
    ratios.push(feature.at(-1)! / floor.at(-1)!);
    console.log(
      `  ${label} run ${r + 1}: without ${floor.at(-1)!.toFixed(0)}/s, with ${feature.at(-1)!.toFixed(0)}/s`,
    );
  }
  await p.close();
  return { label, floor: median(floor), feature: median(feature), ratio: median(ratios) };
}

/** Runs `paths` on PGlite and (with DATABASE_URL) Postgres and prints the figures. */
export async function sideBySide(
  o: { name: string; runs: number; describe: string; without: string; with: string },
  paths: Paths,
): Promise<SideBySide[]> {
  const only = process.env.ONLY;
  const results: SideBySide[] = [];
  if (!only || only === 'pglite') {
    const db = await openDb({});
    await migrate(db);
    results.push(await measure('PGlite', db, o.runs, paths));
    await db.close();
  }
  if (process.env.DATABASE_URL && (!only || only === 'postgres')) {
    const pg = await throwawayPostgres(process.env.DATABASE_URL, `bench_${o.name}`);
    try {
      results.push(await measure('Postgres', pg.db, o.runs, paths));
    } finally {
      await pg.drop();
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  console.log(`\n${day}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
  console.log(`${o.describe}: medians`);
  for (const r of results)
    console.log(
      `${r.label}: ${o.without} ${r.floor.toFixed(0)}/s, ${o.with} ${r.feature.toFixed(0)}/s = ${((100 * r.feature) / r.floor).toFixed(0)} % (median of the runs' ratios ${(100 * r.ratio).toFixed(0)} %)`,
    );
  return results;
}
