// Live play of one fixture (issue 4): kick-off, the simulation advanced on the real time it is
// given, bet stops around dangerous moments, re-pricing on events, the scoreboard, the results.
import {
  advanceLiveTo,
  bettingStopped,
  liveBoard,
  seedOf,
  settleMatch,
  startLive,
  marketKey,
  type LiveModel,
} from '@sb/domain';
import type { Draft, FixtureRun } from './engine-state';
import type { FeedMessage } from './messages';
import { reprice } from './prices';
import { inTimeline, wireStatistics, wireTimeline } from './statistics';

/** The model (for custom bets) travels on events and every 10 s, not with every price. */
const MODEL_EVERY_MS = 10_000;

export function statisticsMessage(
  d: Draft,
  r: FixtureRun,
  t: number,
  withTimeline: boolean,
): FeedMessage {
  const speed = d.config.speedOf(r.sport);
  return {
    type: 'match_status',
    matchId: r.id,
    status: r.status,
    statistics: r.live && r.status !== 5 ? wireStatistics(liveBoard(r.live), t, speed) : null,
    ...(withTimeline && r.live && r.kickoffMs !== null
      ? { timeline: wireTimeline(r.live.timeline, r.kickoffMs, speed) }
      : {}),
  };
}

/** Play starts (at the fixture's start time, caught up to `t`). */
export function kickoff(d: Draft, r: FixtureRun, t: number): void {
  if (r.type !== 'match' || r.live) return;
  const step = startLive(r.model as LiveModel, seedOf(r.seed, 'live'));
  r.live = step.match;
  r.kickoffMs = r.startMs;
  r.lastAdvance = r.startMs;
  r.status = r.liveCoverage ? 1 : 5;
  r.dirty = true;
  advance(d, r, t, true);
}

/** Plays on to `t`; says what changed: bet stops, prices, the scoreboard, the end. */
export function advance(d: Draft, r: FixtureRun, t: number, statusChanged = false): void {
  if (!r.live) return;
  const { settings } = d.config;
  const speed = d.config.speedOf(r.sport);
  const target = r.live.t + Math.max(0, t - r.lastAdvance) * speed;
  // To the millisecond: a float a hair under a whole second would leave that second behind.
  const to = Math.round(target);
  const step = advanceLiveTo(r.live, to);
  // Simulations on whole seconds (soccer, ice hockey) leave the rest of `to` for the next call:
  // the real time it stands for is carried, so play keeps the pace its clock is published at
  // (clients run the clock at `speed` between messages). Carried from the exact target, not
  // the rounded one: half a millisecond a call added up to over a second (seed 1, 379 ms ticks).
  r.lastAdvance = t - (target - step.match.t) / speed;
  r.live = step.match;
  const events = step.events;
  if (r.live.phase === 'ended') return finish(d, r, t, 'result');
  const before = r.status;
  if (r.status !== 5) r.status = r.live.phase === 'interrupted' ? 2 : 1;
  const changedStatus = statusChanged || before !== r.status;
  const stopNow = bettingStopped(r.live);
  if (stopNow && !r.stopped && r.status === 1) {
    d.msgs.push({
      type: 'bet_stop',
      matchId: r.id,
      reason: events.find((e) => e.betStop)?.type ?? 'dangerous_moment',
    });
    for (const [key, m] of r.published)
      if (m.status === 1) r.published.set(key, { ...m, status: -1 });
  }
  const reopened = r.stopped && !stopNow;
  r.stopped = stopNow;
  const eventful = events.some((e) => e.reprice);
  if (r.status !== 5 || changedStatus) {
    const due = eventful || reopened || changedStatus;
    if (due || t - r.lastPriced >= settings.repriceMs) {
      const withModel = due || t - r.lastModel >= MODEL_EVERY_MS;
      if (withModel) r.lastModel = t;
      reprice(d, r, t, withModel, due);
    }
  }
  const newTimeline = events.some(inTimeline);
  if (changedStatus || newTimeline || eventful || t - r.lastStats >= settings.statisticsMs) {
    d.msgs.push(statisticsMessage(d, r, t, newTimeline || changedStatus));
    r.lastStats = t;
  }
  if (eventful || changedStatus) r.dirty = true;
}

/** The match is over: final scoreboard and the results of every market not settled yet. */
export function finish(d: Draft, r: FixtureRun, t: number, kind: 'result' | 'correction'): void {
  const model = r.live?.model ?? r.model;
  const settled = settleMatch(model);
  if (!settled) return;
  r.status = 4;
  r.stopped = false;
  d.msgs.push(statisticsMessage(d, r, t, true));
  const markets = settled.filter((m) => !r.settled.includes(marketKey(m.marketId, m.specifier)));
  const board = r.live ? liveBoard(r.live) : null;
  d.msgs.push({
    type: 'result',
    matchId: r.id,
    kind,
    status: 4,
    score: board ? board.total : null,
    markets,
  });
  r.dirty = true;
}
