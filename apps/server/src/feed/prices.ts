// A fixture's prices as the engine states them (issue 4): the markets the models price, with
// the statuses trading and play give them, and only what changed since the last message.
import { marketKey, priceMatch, type PricedMarket } from '@sb/domain';
import type { Draft, FixtureRun } from './engine-state';
import type { MarketState } from './messages';

/**
 * A price worth re-publishing between events: half a point of probability (what moves a
 * favourite), or 5 % of the price (what moves a long shot).
 */
const moved = (a: number, b: number): boolean =>
  Math.abs(1000 / a - 1000 / b) >= 0.005 || Math.abs(a - b) > 0.05 * Math.min(a, b);

function desiredStates(r: FixtureRun, priced: PricedMarket[]): MarketState[] {
  const suspendAll = r.trader.match || r.stopped || r.status === 2 || r.status === 5;
  const out: MarketState[] = [];
  for (const p of priced) {
    const key = marketKey(p.marketId, p.specifier);
    if (r.settled.includes(key)) continue;
    const prev = r.published.get(key);
    const decided = p.decided || prev?.status === 0;
    const status = decided ? 0 : suspendAll || r.trader.markets.includes(key) ? -1 : 1;
    out.push({
      marketId: p.marketId,
      specifier: p.specifier,
      status,
      outcomes:
        decided && prev
          ? prev.outcomes
          : p.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
      mostBalanced: decided ? false : p.mostBalanced,
      role: p.role,
      groups: p.groups,
      customBetGroups: p.customBetGroups,
      priority: p.priority,
    });
  }
  return out;
}

/**
 * Whether a re-priced market is worth a message: any status change, or a price moving by more
 * than `moved` allows (as trading screens do, so the clock's slow decay does not rewrite every
 * outcome every second). After an event (goal, point, period) every change goes out.
 */
function sameMarket(a: MarketState, b: MarketState, exact: boolean): boolean {
  if (
    a.status !== b.status ||
    a.mostBalanced !== b.mostBalanced ||
    a.outcomes.length !== b.outcomes.length
  )
    return false;
  for (let i = 0; i < a.outcomes.length; i++) {
    const x = a.outcomes[i]!;
    const y = b.outcomes[i]!;
    if (x.id !== y.id || x.active !== y.active) return false;
    if (x.odds !== y.odds && (exact || moved(x.odds, y.odds))) return false;
  }
  return true;
}

/** Re-prices a fixture (an edited one) and states the markets that changed since the last message. */
export function reprice(
  d: Draft,
  r: FixtureRun,
  t: number,
  withModel: boolean,
  exact = true,
): void {
  const model = r.live?.model ?? r.model;
  const states = desiredStates(r, priceMatch(model, d.config.pricing));
  const changed: MarketState[] = [];
  for (const s of states) {
    const key = marketKey(s.marketId, s.specifier);
    const prev = r.published.get(key);
    if (!prev || !sameMarket(prev, s, exact)) {
      changed.push(s);
      r.published.set(key, s);
    }
  }
  r.lastPriced = t;
  if (changed.length || withModel)
    d.msgs.push({
      type: 'odds_change',
      matchId: r.id,
      markets: changed,
      ...(withModel ? { model } : {}),
    });
}

/** Re-states every market's status without a new price (trader controls). */
export function restate(d: Draft, r: FixtureRun, t: number): void {
  if (r.status === 3 || r.status === 4) return;
  reprice(d, r, t, false);
}
