// Prematch drift (issue 4): a few prematch matches a minute see their prices move a little
// (team news, money coming in); the lines stay put.
import type { MatchModel, SimRng } from '@sb/domain';
import type { Draft } from './engine-state';
import { reprice } from './prices';

export function prematchDrift(d: Draft, t: number, rng: SimRng): void {
  const { settings } = d.config;
  const perTick = (settings.prematchDriftPerMinute * settings.tickMs) / 60_000;
  if (perTick <= 0) return;
  const prematch = [...d.fixtures.values()].filter((r) => r.status === 0 && r.type === 'match');
  let n = Math.floor(perTick) + (rng.chance(perTick % 1) ? 1 : 0);
  while (n-- > 0 && prematch.length) {
    const r = d.edit(rng.pick(prematch).id)!;
    r.model = nudge(r.model, rng);
    r.dirty = true;
    reprice(d, r, t, true);
  }
}

function nudge(model: MatchModel, rng: SimRng): MatchModel {
  const f = () => Math.exp((rng.next() - 0.5) * 0.06);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
  switch (model.sport) {
    case 'soccer':
      return { ...model, xgHome: r3(model.xgHome * f()), xgAway: r3(model.xgAway * f()) };
    case 'ice-hockey':
      return { ...model, xgHome: r3(model.xgHome * f()), xgAway: r3(model.xgAway * f()) };
    case 'tennis':
      return {
        ...model,
        serveHome: r3(clamp(model.serveHome + (rng.next() - 0.5) * 0.008, 0.45, 0.82)),
      };
    case 'basketball':
      return {
        ...model,
        pppHome: r3(model.pppHome + (rng.next() - 0.5) * 0.01),
        pppAway: r3(model.pppAway + (rng.next() - 0.5) * 0.01),
      };
    case 'cricket':
      return { ...model, strengthHome: r3(model.strengthHome * f()) };
    case 'counter-strike':
      return {
        ...model,
        roundHome: r3(clamp(model.roundHome + (rng.next() - 0.5) * 0.01, 0.3, 0.7)),
      };
    case 'outright':
      return model;
  }
}
