// The live-odds engine (issue 4): one leader among the server processes (Postgres advisory
// lock) keeps a rolling schedule of fixtures, plays the live ones with the domain simulation on
// the clock it is given, re-prices them from the models, stops betting around dangerous
// moments, settles them at the end and speaks only in normalized feed messages (messages.ts).
import {
  LIVE_DURATION_MS,
  advanceLiveTo,
  bettingStopped,
  finishLive,
  liveBoard,
  marketKey,
  matchMarkets,
  modelEnded,
  priceMatch,
  seedOf,
  settleMatch,
  simRng,
  startLive,
  voidMatch,
  type LiveMatch,
  type LiveModel,
  type MatchModel,
  type PricedMarket,
  type SettledMarket,
  type SimRng,
} from '@sb/domain';
import type { AdvisoryLock, Db } from '../db';
import { outrightFixture, matchFixture, prematchModel } from './fixtures';
import type { FeedMessage, FeedSink, MarketState, MatchStatusCode } from './messages';
import {
  DAY_MS,
  dayFixtures,
  dayIndex,
  dayTeams,
  fillerFixture,
  overlaps,
  type PlannedFixture,
} from './scheduler';
import type { FeedSettings } from './settings';
import { wireStatistics, wireTimeline, inTimeline } from './statistics';
import { buildWorld, type World } from './world';
import type { SportKey } from './world-data';
import type { TradingCommand, TradingOutcome } from './trading';

/** Advisory lock key of the feed leader (one engine per database). */
export const FEED_LEADER_LOCK = 7_100_104;
const SCHEDULE_EVERY_MS = 10_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const LEADER_RETRY_MS = 5000;
/**
 * A price worth re-publishing between events: half a point of probability (what moves a
 * favourite), or 5 % of the price (what moves a long shot).
 */
const moved = (a: number, b: number): boolean =>
  Math.abs(1000 / a - 1000 / b) >= 0.005 || Math.abs(a - b) > 0.05 * Math.min(a, b);
const MODEL_EVERY_MS = 10_000;

export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
const silentLog: FeedLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface FeedDeps {
  db: Db;
  sink: FeedSink;
  settings: FeedSettings;
  /** Real time in ms; tests pass a fake clock. */
  clock?: () => number;
  log?: FeedLog;
  /** Removes finished matches older than `before` from the catalog (retention). */
  prune?: (before: Date) => Promise<void>;
}

/** A fixture the engine runs, in memory while it leads, saved in feed_matches. */
interface Running {
  id: number;
  sport: SportKey | 'outright';
  provider: string;
  type: 'match' | 'outright';
  startMs: number;
  endMs: number | null;
  liveCoverage: boolean;
  status: MatchStatusCode;
  seed: number;
  model: MatchModel;
  live: LiveMatch | null;
  /** Real ms of the simulation's time 0. */
  kickoffMs: number | null;
  lastAdvance: number;
  stopped: boolean;
  trader: { match: boolean; markets: string[] };
  /** Markets a trader settled during play. */
  settled: string[];
  /** What the fixture is made of, to state it again (a kick-off moved by a trader). */
  fixtureRef?: { tournamentId: number; homeId: number; awayId: number; stage: string | null };
  // Not saved:
  published: Map<string, MarketState>;
  lastPriced: number;
  lastModel: number;
  lastStats: number;
  lastPersist: number;
  dirty: boolean;
}

type SavedRunning = Omit<
  Running,
  'published' | 'lastPriced' | 'lastModel' | 'lastStats' | 'lastPersist' | 'dirty'
>;

interface EngineState {
  seed: number;
  nextId: number;
  days: number[];
  fillerCursor: number;
  scheduleRng: number;
  outages: Record<string, { status: 'active' | 'inactive'; next: number; backAt: number | null }>;
}

export interface FeedStats {
  leader: boolean;
  running: number;
  prematch: number;
  live: number;
  stopped: number;
  notCovered: number;
  lastTickMs: number;
  ticks: number;
}

export interface MatchSnapshot {
  id: number;
  sport: string;
  status: MatchStatusCode;
  startMs: number;
  stopped: boolean;
  phase: LiveMatch['phase'] | null;
  board: ReturnType<typeof liveBoard> | null;
  markets: MarketState[];
}

export interface Feed {
  /** Joins the leader election; the leader bootstraps or resumes and starts ticking. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Takes the lead once (no retry loop, no timer): tests and tools drive `tick` themselves. */
  lead(): Promise<boolean>;
  /** One engine step at the clock's time. */
  tick(): Promise<void>;
  control(command: TradingCommand): Promise<TradingOutcome>;
  isLeader(): boolean;
  stats(): FeedStats;
  /** What the engine holds of one match (tests, ops). */
  snapshot(matchId: number): MatchSnapshot | null;
  /** Match ids the engine runs, with sport and status (tests, ops). */
  list(): {
    id: number;
    sport: string;
    status: MatchStatusCode;
    startMs: number;
    type: 'match' | 'outright';
  }[];
}

export function createFeed(deps: FeedDeps): Feed {
  const { db, settings } = deps;
  const now = deps.clock ?? (() => Date.now());
  const log = deps.log ?? silentLog;
  const running = new Map<number, Running>();
  let world: World | null = null;
  let state: EngineState | null = null;
  let lock: AdvisoryLock | null = null;
  let leader = false;
  let stopped = false;
  let tickTimer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let lastSchedule = 0;
  let lastPrune = 0;
  let stateDirty = false;
  let retry: FeedMessage[] = [];
  const stats = { lastTickMs: 0, ticks: 0 };

  /** Ticks and trading controls never overlap. */
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const next = chain.then(fn, fn);
    chain = next.catch(() => {});
    return next;
  }

  const speedOf = (sport: string): number =>
    sport in LIVE_DURATION_MS
      ? (settings.speedFactor * LIVE_DURATION_MS[sport as keyof typeof LIVE_DURATION_MS]) /
        LIVE_DURATION_MS.soccer
      : settings.speedFactor;
  const realMatchMs = LIVE_DURATION_MS.soccer / settings.speedFactor;
  const pricing = { margin: settings.margin };
  const scheduleRng = (): SimRng => simRng(state!.scheduleRng);

  // --- Markets -------------------------------------------------------------------------

  function desiredStates(r: Running, priced: PricedMarket[]): MarketState[] {
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

  /** Re-prices a match and says which markets changed since the last message. */
  function reprice(
    r: Running,
    t: number,
    msgs: FeedMessage[],
    withModel: boolean,
    exact = true,
  ): void {
    const model = r.live?.model ?? r.model;
    const states = desiredStates(r, priceMatch(model, pricing));
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
      msgs.push({
        type: 'odds_change',
        matchId: r.id,
        markets: changed,
        ...(withModel ? { model } : {}),
      });
  }

  /** Re-states every market's status without a new price (trader controls). */
  function restate(r: Running, msgs: FeedMessage[]): void {
    if (r.status === 3 || r.status === 4) return;
    reprice(r, now(), msgs, false);
  }

  // --- Fixtures and schedule ------------------------------------------------------------

  function newRunning(
    id: number,
    sport: SportKey | 'outright',
    provider: string,
    model: MatchModel,
    startMs: number,
    extra: Partial<Running> = {},
  ): Running {
    return {
      id,
      sport,
      provider,
      type: sport === 'outright' ? 'outright' : 'match',
      startMs,
      endMs: null,
      liveCoverage: true,
      status: 0,
      seed: seedOf(state!.seed, 'match', id),
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

  function createMatch(plan: PlannedFixture, t: number, msgs: FeedMessage[]): Running {
    const id = state!.nextId++;
    stateDirty = true;
    const rng = simRng(seedOf(state!.seed, 'fixture', id));
    const model = prematchModel(plan.tournament, plan.home, plan.away, rng);
    const liveCoverage = !rng.chance(settings.notCoveredShare);
    const fixture = matchFixture(plan.tournament, plan.home, plan.away, id, plan.startMs, {
      liveCoverage,
      stage: plan.stage,
    });
    const r = newRunning(id, plan.tournament.sport, fixture.provider, model, plan.startMs, {
      liveCoverage,
      fixtureRef: {
        tournamentId: plan.tournament.id,
        homeId: plan.home.id,
        awayId: plan.away.id,
        stage: plan.stage,
      },
    });
    running.set(id, r);
    msgs.push({ type: 'fixture_change', fixture });
    reprice(r, t, msgs, true);
    return r;
  }

  /** A trader moved the kick-off: the fixture is stated again with its new start time. */
  function moveKickoff(r: Running, t: number, msgs: FeedMessage[]): void {
    r.startMs = t;
    const ref = r.fixtureRef;
    const tournament = ref && world!.tournaments.find((x) => x.id === ref.tournamentId);
    const home = ref && world!.teams.get(ref.homeId);
    const away = ref && world!.teams.get(ref.awayId);
    if (!tournament || !home || !away) return;
    msgs.push({
      type: 'fixture_change',
      fixture: matchFixture(tournament, home, away, r.id, t, {
        liveCoverage: r.liveCoverage,
        stage: ref.stage,
      }),
    });
  }

  function createOutrights(t: number, msgs: FeedMessage[]): void {
    const year = new Date(t).getUTCFullYear();
    for (const tournament of world!.tournaments) {
      if (!tournament.isTop || tournament.sport === 'tennis') continue;
      const id = state!.nextId++;
      const { fixture, model } = outrightFixture(
        tournament,
        id,
        t,
        t + 150 * DAY_MS,
        `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
      );
      const r = newRunning(id, 'outright', fixture.provider, model, t, {
        endMs: t + 150 * DAY_MS,
        liveCoverage: false,
      });
      running.set(id, r);
      msgs.push({ type: 'fixture_change', fixture });
      reprice(r, t, msgs, true);
    }
    stateDirty = true;
  }

  /** How far ahead kick-offs of the steady stream are listed. */
  const FILLER_HORIZON_MS = 40 * 60_000;

  /**
   * Whether a team may play a filler kicking off at `startMs` (issue 22 defect 10): not on a day
   * it has a fixture of the schedule, and in no other match whose time overlaps (a match holds
   * its teams for one and a half of its real length, breaks and overtime included).
   */
  const dayTeamsCache = new Map<number, Set<number>>();
  function teamIsFree(startMs: number): (team: { id: number }) => boolean {
    const day = dayIndex(startMs);
    let fixed = dayTeamsCache.get(day);
    if (!fixed) {
      if (dayTeamsCache.size > 8) dayTeamsCache.clear();
      fixed = dayTeams(world!, state!.seed, day);
      dayTeamsCache.set(day, fixed);
    }
    const busy = new Set<number>();
    for (const r of running.values()) {
      if (r.type !== 'match' || !r.fixtureRef || r.status > 2) continue;
      // The window also spans how far ahead fillers are listed: a team in play now is not listed
      // for another kick-off within the hour either.
      if (!overlaps(r.startMs, startMs, realMatchMs * 1.5 + FILLER_HORIZON_MS)) continue;
      busy.add(r.fixtureRef.homeId);
      busy.add(r.fixtureRef.awayId);
    }
    return (team) => !fixed.has(team.id) && !busy.has(team.id);
  }

  /** A filler between free teams, created; null when every team is busy. */
  function createFiller(startMs: number, rng: SimRng, t: number, msgs: FeedMessage[]) {
    const plan = fillerFixture(world!, rng, startMs, teamIsFree(startMs));
    return plan ? createMatch(plan, t, msgs) : null;
  }

  function schedule(t: number, msgs: FeedMessage[]): void {
    const s = state!;
    const today = dayIndex(t);
    for (let d = today; d <= today + settings.horizonDays; d++) {
      if (s.days.includes(d)) continue;
      s.days.push(d);
      for (const plan of dayFixtures(world!, s.seed, d))
        if (plan.startMs > t + 60_000) createMatch(plan, t, msgs);
    }
    s.days = s.days.filter((d) => d >= today - 1);
    if (settings.liveTarget > 0) {
      // A steady stream of kick-offs: about liveTarget matches in play at any moment.
      const rng = scheduleRng();
      // A little faster than target/length: some kick-offs are not covered or get interrupted.
      const interval = realMatchMs / (settings.liveTarget * 1.1);
      if (s.fillerCursor < t) s.fillerCursor = t;
      while (s.fillerCursor < t + FILLER_HORIZON_MS) {
        s.fillerCursor += interval * rng.range(0.6, 1.4);
        createFiller(Math.round(s.fillerCursor), rng, t, msgs);
      }
      // Below target (long interruptions, a restart after downtime): kick off more right away.
      let live = 0;
      let soon = 0;
      for (const r of running.values()) {
        if (r.status === 1) live++;
        else if (r.status === 0 && r.type === 'match' && r.startMs <= t + 60_000) soon++;
      }
      for (let i = live + soon; i < settings.liveTarget; i++) {
        createFiller(t + rng.int(10, 40) * 1000, rng, t, msgs);
      }
      s.scheduleRng = rng.state();
    }
    stateDirty = true;
  }

  // --- Live play --------------------------------------------------------------------------

  function statisticsMessage(r: Running, t: number, withTimeline: boolean): FeedMessage {
    const speed = speedOf(r.sport);
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

  function kickoff(r: Running, t: number, msgs: FeedMessage[]): void {
    if (r.type !== 'match' || r.live) return;
    const step = startLive(r.model as LiveModel, seedOf(r.seed, 'live'));
    r.live = step.match;
    r.kickoffMs = r.startMs;
    r.lastAdvance = r.startMs;
    r.status = r.liveCoverage ? 1 : 5;
    r.dirty = true;
    advance(r, t, msgs, true);
  }

  function advance(r: Running, t: number, msgs: FeedMessage[], statusChanged = false): void {
    if (!r.live) return;
    const speed = speedOf(r.sport);
    const step = advanceLiveTo(r.live, r.live.t + Math.max(0, t - r.lastAdvance) * speed);
    r.lastAdvance = t;
    r.live = step.match;
    const events = step.events;
    if (r.live.phase === 'ended') return finish(r, t, msgs, 'result');
    const before = r.status;
    if (r.status !== 5) r.status = r.live.phase === 'interrupted' ? 2 : 1;
    const changedStatus = statusChanged || before !== r.status;
    const stopNow = bettingStopped(r.live);
    if (stopNow && !r.stopped && r.status === 1) {
      msgs.push({
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
        // The model (for custom bets) travels on events and every 10 s, not with every price.
        const withModel = due || t - r.lastModel >= MODEL_EVERY_MS;
        if (withModel) r.lastModel = t;
        reprice(r, t, msgs, withModel, due);
      }
    }
    const newTimeline = events.some(inTimeline);
    if (changedStatus || newTimeline || eventful || t - r.lastStats >= settings.statisticsMs) {
      msgs.push(statisticsMessage(r, t, newTimeline || changedStatus));
      r.lastStats = t;
    }
    if (eventful || changedStatus) r.dirty = true;
  }

  function finish(r: Running, t: number, msgs: FeedMessage[], kind: 'result' | 'correction'): void {
    const model = r.live?.model ?? r.model;
    const settled = settleMatch(model);
    if (!settled) return;
    r.status = 4;
    r.stopped = false;
    msgs.push(statisticsMessage(r, t, true));
    const markets = settled.filter((m) => !r.settled.includes(marketKey(m.marketId, m.specifier)));
    const board = r.live ? liveBoard(r.live) : null;
    msgs.push({
      type: 'result',
      matchId: r.id,
      kind,
      status: 4,
      score: board ? board.total : null,
      markets,
    });
    r.dirty = true;
  }

  // --- Ticks ------------------------------------------------------------------------------

  /**
   * Hands a batch to the sink. When it fails (database down), what the engine believes it
   * published is forgotten, so the next prices re-state every market in full.
   */
  async function sink(msgs: FeedMessage[]): Promise<void> {
    const batch = retry.length ? [...retry, ...msgs] : msgs;
    try {
      await deps.sink(batch);
      retry = [];
    } catch (err) {
      // Everything but prices goes again with the next batch (fixtures, statuses, results);
      // prices are re-stated in full.
      retry = batch.filter((m) => m.type !== 'odds_change');
      for (const r of running.values()) {
        r.published.clear();
        r.dirty = true;
      }
      throw err;
    }
  }

  function outages(t: number, msgs: FeedMessage[]): void {
    if (settings.outageEveryMinutes <= 0) return;
    const rng = scheduleRng();
    for (const provider of ['betradar', 'oddin']) {
      const o = (state!.outages[provider] ??= {
        status: 'active',
        next: t + rng.range(0.2, 2) * settings.outageEveryMinutes * 60_000,
        backAt: null,
      });
      if (o.status === 'active' && t >= o.next) {
        o.status = 'inactive';
        o.backAt = t + rng.int(30, 90) * 1000;
        msgs.push({ type: 'provider_status', provider, status: 'inactive' });
        stateDirty = true;
      } else if (o.status === 'inactive' && o.backAt !== null && t >= o.backAt) {
        o.status = 'active';
        o.backAt = null;
        o.next = t - Math.log(Math.max(rng.next(), 1e-9)) * settings.outageEveryMinutes * 60_000;
        msgs.push({ type: 'provider_status', provider, status: 'active' });
        stateDirty = true;
      }
    }
    state!.scheduleRng = rng.state();
  }

  function drift(t: number, msgs: FeedMessage[]): void {
    const perTick = (settings.prematchDriftPerMinute * settings.tickMs) / 60_000;
    if (perTick <= 0) return;
    const rng = scheduleRng();
    const prematch = [...running.values()].filter((r) => r.status === 0 && r.type === 'match');
    let n = Math.floor(perTick) + (rng.chance(perTick % 1) ? 1 : 0);
    while (n-- > 0 && prematch.length) {
      const r = rng.pick(prematch);
      r.model = nudge(r.model, rng);
      r.dirty = true;
      reprice(r, t, msgs, true);
    }
    state!.scheduleRng = rng.state();
  }

  async function step(): Promise<void> {
    if (!leader || !state) return;
    const started = performance.now();
    const t = now();
    const msgs: FeedMessage[] = [];
    const done = await drainCommands(msgs);
    if (t - lastSchedule >= SCHEDULE_EVERY_MS) {
      schedule(t, msgs);
      lastSchedule = t;
    }
    outages(t, msgs);
    for (const r of running.values()) {
      if (r.type !== 'match') continue;
      if (r.status === 0 && r.startMs <= t) kickoff(r, t, msgs);
      else if (r.live && (r.status === 1 || r.status === 2 || r.status === 5)) advance(r, t, msgs);
    }
    drift(t, msgs);
    await sink(msgs);
    await persist(t);
    await finishCommands(done);
    if (t - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = t;
      await prune(t).catch((err: unknown) => log.warn({ err }, 'feed prune failed'));
    }
    stats.ticks++;
    stats.lastTickMs = performance.now() - started;
  }

  // --- Persistence ------------------------------------------------------------------------

  const saved = (r: Running): SavedRunning => ({
    id: r.id,
    sport: r.sport,
    provider: r.provider,
    type: r.type,
    startMs: r.startMs,
    endMs: r.endMs,
    liveCoverage: r.liveCoverage,
    status: r.status,
    seed: r.seed,
    model: r.model,
    // The last few events are enough to resume the timeline; most of a state's size is there.
    live: r.live ? { ...r.live, timeline: r.live.timeline.slice(-12) } : null,
    kickoffMs: r.kickoffMs,
    lastAdvance: r.lastAdvance,
    stopped: r.stopped,
    trader: r.trader,
    settled: r.settled,
    ...(r.fixtureRef ? { fixtureRef: r.fixtureRef } : {}),
  });

  async function persist(t: number): Promise<void> {
    const rows: Record<string, unknown>[] = [];
    for (const r of running.values()) {
      const due =
        r.dirty ||
        (r.live !== null && settings.persistMs > 0 && t - r.lastPersist >= settings.persistMs);
      if (!due) continue;
      rows.push({
        match_id: r.id,
        sport: r.sport,
        status: r.status,
        start_time: new Date(r.startMs).toISOString(),
        state: saved(r),
      });
      r.dirty = false;
      r.lastPersist = t;
    }
    for (let i = 0; i < rows.length; i += 2000) {
      await db.query(
        `insert into feed_matches (match_id, sport, status, start_time, state, updated_at)
         select v.match_id, v.sport, v.status, v.start_time, v.state, now()
         from jsonb_to_recordset($1::jsonb) as v(match_id int, sport text, status smallint, start_time timestamptz, state jsonb)
         on conflict (match_id) do update set status = excluded.status, start_time = excluded.start_time,
           state = excluded.state, updated_at = excluded.updated_at`,
        [JSON.stringify(rows.slice(i, i + 2000))],
      );
    }
    for (const r of [...running.values()])
      if (r.status === 3 || r.status === 4) running.delete(r.id);
    if (stateDirty) {
      await db.query(
        `insert into feed_state (key, value, updated_at) values ('engine', $1::jsonb, now())
         on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
        [JSON.stringify(state)],
      );
      stateDirty = false;
    }
  }

  async function prune(t: number): Promise<void> {
    const before = new Date(t - settings.retentionHours * 3_600_000);
    await db.query('delete from feed_matches where status in (3, 4) and updated_at < $1', [before]);
    await db.query('delete from feed_commands where done_at is not null and done_at < $1', [
      before,
    ]);
    if (deps.prune) await deps.prune(before);
  }

  // --- Leadership -------------------------------------------------------------------------

  async function bootstrap(t: number): Promise<void> {
    const startedAt = performance.now();
    state = {
      seed: settings.seed,
      nextId: 100_001,
      days: [],
      fillerCursor: t,
      scheduleRng: seedOf(settings.seed, 'schedule'),
      outages: {},
    };
    world = buildWorld(state.seed);
    const msgs: FeedMessage[] = [];
    createOutrights(t, msgs);
    // Matches already in play, spread over their length, so "live" is busy from the first second.
    const rng = scheduleRng();
    for (let i = 0; i < settings.liveTarget; i++) {
      const elapsed = ((i + 0.5) / settings.liveTarget) * realMatchMs * 0.95;
      const r = createFiller(Math.round(t - elapsed), rng, t, msgs);
      if (r) kickoff(r, t, msgs);
    }
    state.scheduleRng = rng.state();
    schedule(t, msgs);
    lastSchedule = t;
    stateDirty = true;
    await deps.sink(msgs, { publish: false });
    for (const r of running.values()) r.dirty = true;
    await persist(t);
    log.info(
      { fixtures: running.size, ms: Math.round(performance.now() - startedAt) },
      'feed bootstrapped',
    );
  }

  async function resume(saved: EngineState, t: number): Promise<void> {
    state = saved;
    world = buildWorld(state.seed);
    running.clear();
    const rows = await db.query<{ state: SavedRunning }>(
      'select state from feed_matches where status in (0, 1, 2, 5)',
    );
    for (const row of rows) {
      const s = row.state;
      running.set(s.id, {
        ...s,
        published: new Map(),
        lastPriced: 0,
        lastModel: 0,
        lastStats: 0,
        lastPersist: t,
        dirty: false,
      });
    }
    log.info({ fixtures: running.size }, 'feed resumed');
    await step();
  }

  async function becomeLeader(): Promise<void> {
    leader = true;
    const t = now();
    const rows = await db.query<{ value: EngineState }>(
      "select value from feed_state where key = 'engine'",
    );
    if (rows[0]) await resume(rows[0].value, t);
    else await bootstrap(t);
  }

  async function lead(): Promise<boolean> {
    if (leader) return true;
    const l = await db.tryAdvisoryLock(FEED_LEADER_LOCK);
    if (!l) return false;
    lock = l;
    await exclusive(becomeLeader);
    return true;
  }

  async function attempt(): Promise<void> {
    if (stopped || leader) return;
    try {
      if (await lead()) {
        if (retryTimer) clearInterval(retryTimer);
        retryTimer = null;
        log.info({}, 'feed: this process leads the engine');
        let pending = false;
        tickTimer = setInterval(() => {
          // A slow tick is not stacked up behind: the next one catches up on the clock.
          if (pending) return;
          pending = true;
          void exclusive(step)
            .catch((err: unknown) => log.error({ err }, 'feed tick failed'))
            .finally(() => (pending = false));
        }, settings.tickMs);
      }
    } catch (err) {
      log.error({ err }, 'feed leadership attempt failed');
    }
  }

  // --- Trading controls -------------------------------------------------------------------

  async function loadFinished(id: number): Promise<Running | null> {
    const rows = await db.query<{ state: SavedRunning }>(
      'select state from feed_matches where match_id = $1',
      [id],
    );
    const s = rows[0]?.state;
    return s
      ? {
          ...s,
          published: new Map(),
          lastPriced: 0,
          lastModel: 0,
          lastStats: 0,
          lastPersist: 0,
          dirty: false,
        }
      : null;
  }

  async function apply(cmd: TradingCommand, msgs: FeedMessage[]): Promise<TradingOutcome> {
    const t = now();
    let r = running.get(cmd.matchId) ?? null;
    if (!r) {
      r = await loadFinished(cmd.matchId);
      if (r) running.set(r.id, r);
    }
    if (!r)
      return {
        ok: false,
        status: 404,
        key: 'error.not_found',
        message: `Match ${cmd.matchId} is not run by the feed`,
      };
    const over = r.status === 3 || r.status === 4;
    const ok = (message: string): TradingOutcome => ({
      ok: true,
      matchId: r.id,
      status: r.status,
      message,
    });
    const refuse = (key: string, message: string, status: 400 | 409 = 409): TradingOutcome => ({
      ok: false,
      status,
      key,
      message,
    });
    switch (cmd.kind) {
      case 'suspend_match':
      case 'reopen_match':
        if (over) return refuse('error.admin.match_over', 'The match is over');
        r.trader.match = cmd.kind === 'suspend_match';
        r.dirty = true;
        restate(r, msgs);
        return ok(r.trader.match ? 'Match suspended' : 'Match reopened');
      case 'suspend_market':
      case 'reopen_market': {
        if (over) return refuse('error.admin.match_over', 'The match is over');
        const key = marketKey(cmd.marketId, cmd.specifier);
        if (
          !matchMarkets(r.live?.model ?? r.model).some(
            (m) => marketKey(m.marketId, m.specifier) === key,
          )
        ) {
          return {
            ok: false,
            status: 404,
            key: 'error.not_found',
            message: `Market ${key} is not offered`,
          };
        }
        r.trader.markets = r.trader.markets.filter((k) => k !== key);
        if (cmd.kind === 'suspend_market') r.trader.markets.push(key);
        r.dirty = true;
        restate(r, msgs);
        return ok(cmd.kind === 'suspend_market' ? 'Market suspended' : 'Market reopened');
      }
      case 'start_match':
        if (r.status !== 0 || r.type !== 'match')
          return refuse('error.admin.not_prematch', 'Only a prematch match can be started');
        moveKickoff(r, t, msgs);
        kickoff(r, t, msgs);
        return ok('Match started');
      case 'finish_match': {
        if (over) return refuse('error.admin.match_over', 'The match is over');
        if (r.type !== 'match')
          return refuse('error.admin.outright', 'Set the result of an outright instead', 400);
        if (!r.live) {
          moveKickoff(r, t, msgs);
          kickoff(r, t, msgs);
        }
        if (r.status === 4) return ok('Match finished');
        r.live = finishLive(r.live!).match;
        r.lastAdvance = t;
        finish(r, t, msgs, 'result');
        return ok('Match finished');
      }
      case 'void_match': {
        if (r.status === 3) return refuse('error.admin.match_over', 'The match is already void');
        r.status = 3;
        r.dirty = true;
        msgs.push({
          type: 'match_status',
          matchId: r.id,
          status: 3,
          statistics: r.live ? wireStatistics(liveBoard(r.live), t, 0) : null,
        });
        msgs.push({
          type: 'result',
          matchId: r.id,
          kind: 'void',
          status: 3,
          score: null,
          markets: voidMatch(r.live?.model ?? r.model),
        });
        return ok('Match void');
      }
      case 'rollback':
        if (r.status !== 4 && r.status !== 3)
          return refuse('error.admin.no_results', 'The match has no results to roll back');
        msgs.push({ type: 'rollback', matchId: r.id, reason: 'trader' });
        return ok('Results rolled back');
      case 'set_result':
        return setResult(r, cmd, t, msgs);
    }
  }

  function setResult(
    r: Running,
    cmd: Extract<TradingCommand, { kind: 'set_result' }>,
    t: number,
    msgs: FeedMessage[],
  ): TradingOutcome {
    const model = r.live?.model ?? r.model;
    const kind = r.status === 4 || r.status === 3 ? 'correction' : 'result';
    if (cmd.markets?.length) {
      const shapes = new Map(
        matchMarkets(model).map((m) => [marketKey(m.marketId, m.specifier), m]),
      );
      const markets: SettledMarket[] = [];
      for (const m of cmd.markets) {
        const shape = shapes.get(marketKey(m.marketId, m.specifier));
        if (!shape)
          return {
            ok: false,
            status: 404,
            key: 'error.not_found',
            message: `Market ${m.marketId} ${m.specifier} is not offered`,
          };
        for (const o of m.outcomes) {
          if (!shape.outcomes.includes(o.id))
            return {
              ok: false,
              status: 400,
              key: 'error.admin.unknown_outcome',
              message: `Outcome ${o.id} is not in market ${m.marketId}`,
            };
        }
        markets.push({
          marketId: m.marketId,
          specifier: m.specifier,
          outcomes: m.outcomes.map((o) => ({ id: o.id, result: o.result })),
        });
        const key = marketKey(m.marketId, m.specifier);
        if (!r.settled.includes(key)) r.settled.push(key);
      }
      r.dirty = true;
      // Markets settled during play leave the board; the match status stays what it is.
      const over = r.status === 3 || r.status === 4;
      msgs.push({
        type: 'result',
        matchId: r.id,
        kind,
        ...(over ? { status: r.status as 3 | 4 } : {}),
        score: null,
        markets,
      });
      return {
        ok: true,
        matchId: r.id,
        status: r.status,
        message: `${markets.length} market(s) settled`,
      };
    }
    if (!cmd.score)
      return {
        ok: false,
        status: 400,
        key: 'error.validation.invalid_request',
        message: 'Give a score or markets',
      };
    const final = withScore(model, cmd.score, cmd.htScore);
    if (!final)
      return {
        ok: false,
        status: 400,
        key: 'error.admin.score_not_supported',
        message: `A final score cannot settle ${model.sport} (give markets), or it is a tie where one is impossible`,
      };
    if (r.live) r.live = { ...r.live, model: final, phase: 'ended' } as LiveMatch;
    else r.model = final;
    r.trader = { match: false, markets: [] };
    finish(r, t, msgs, kind);
    return { ok: true, matchId: r.id, status: 4, message: 'Result set' };
  }

  async function drainCommands(
    msgs: FeedMessage[],
  ): Promise<{ id: number; outcome: TradingOutcome }[]> {
    const rows = await db.query<{ id: number; command: TradingCommand }>(
      'select id::int as id, command from feed_commands where done_at is null order by id limit 50',
    );
    const done: { id: number; outcome: TradingOutcome }[] = [];
    for (const row of rows) {
      const outcome = await apply(row.command, msgs).catch((err: unknown): TradingOutcome => ({
        ok: false,
        status: 409,
        key: 'error.admin.failed',
        message: String(err),
      }));
      done.push({ id: row.id, outcome });
    }
    return done;
  }

  async function finishCommands(done: { id: number; outcome: TradingOutcome }[]): Promise<void> {
    for (const d of done) {
      await db.query(
        'update feed_commands set done_at = now(), outcome = $2::jsonb where id = $1',
        [d.id, JSON.stringify(d.outcome)],
      );
    }
  }

  async function control(cmd: TradingCommand): Promise<TradingOutcome> {
    if (leader) {
      return exclusive(async () => {
        const msgs: FeedMessage[] = [];
        const outcome = await apply(cmd, msgs);
        await sink(msgs);
        await persist(now());
        return outcome;
      });
    }
    // Another process leads: queue the command and wait for its answer.
    const rows = await db.query<{ id: number }>(
      'insert into feed_commands (command) values ($1::jsonb) returning id::int as id',
      [JSON.stringify(cmd)],
    );
    const id = rows[0]!.id;
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const out = await db.query<{ outcome: TradingOutcome | null }>(
        'select outcome from feed_commands where id = $1 and done_at is not null',
        [id],
      );
      if (out[0]?.outcome) return out[0].outcome;
    }
    return { ok: true, matchId: cmd.matchId, status: -1, message: 'Queued for the feed leader' };
  }

  return {
    start: async () => {
      stopped = false;
      if (!settings.enabled) return;
      await attempt();
      if (!leader) retryTimer = setInterval(() => void attempt(), LEADER_RETRY_MS);
    },
    stop: async () => {
      stopped = true;
      if (tickTimer) clearInterval(tickTimer);
      if (retryTimer) clearInterval(retryTimer);
      tickTimer = retryTimer = null;
      await chain.catch(() => {});
      leader = false;
      await lock?.release().catch(() => {});
      lock = null;
    },
    lead,
    tick: () => exclusive(step),
    control,
    isLeader: () => leader,
    stats: () => {
      let prematch = 0;
      let live = 0;
      let stoppedCount = 0;
      let notCovered = 0;
      for (const r of running.values()) {
        if (r.status === 0) prematch++;
        else if (r.status === 1) live++;
        else if (r.status === 2) stoppedCount++;
        else if (r.status === 5) notCovered++;
      }
      return {
        leader,
        running: running.size,
        prematch,
        live,
        stopped: stoppedCount,
        notCovered,
        lastTickMs: stats.lastTickMs,
        ticks: stats.ticks,
      };
    },
    snapshot: (id) => {
      const r = running.get(id);
      if (!r) return null;
      return {
        id: r.id,
        sport: r.sport,
        status: r.status,
        startMs: r.startMs,
        stopped: r.stopped,
        phase: r.live?.phase ?? null,
        board: r.live ? liveBoard(r.live) : null,
        markets: [...r.published.values()],
      };
    },
    list: () =>
      [...running.values()].map((r) => ({
        id: r.id,
        sport: r.sport,
        status: r.status,
        startMs: r.startMs,
        type: r.type,
      })),
  };
}

/** Prematch prices drift a little: team news, money coming in. The lines stay put. */
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

/** A final score forced by a trader, for sports a score settles. */
function withScore(
  model: MatchModel,
  s: { home: number; away: number },
  ht?: { home: number; away: number },
): MatchModel | null {
  switch (model.sport) {
    case 'soccer': {
      const half = ht ??
        model.htScore ?? {
          home: Math.min(s.home, model.score.home),
          away: Math.min(s.away, model.score.away),
        };
      return {
        ...model,
        period: 'ended',
        score: s,
        htScore: { home: Math.min(half.home, s.home), away: Math.min(half.away, s.away) },
      };
    }
    case 'ice-hockey':
      if (s.home === s.away) return null;
      return {
        ...model,
        period: 3,
        score: s,
        winner: s.home > s.away ? 'home' : 'away',
        ended: true,
      };
    case 'basketball':
      if (s.home === s.away) return null;
      return { ...model, score: s, ended: true };
    default:
      return modelEnded(model) ? model : null;
  }
}
