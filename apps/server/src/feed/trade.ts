// Trading controls applied to the book (issue 4): suspend or reopen a match or a market, start
// or finish a match now, void it, roll its results back, or set its result. Each answers what
// an operator sees (TradingOutcome) and leaves its messages in the draft.
import {
  finishLive,
  liveBoard,
  marketKey,
  matchMarkets,
  modelEnded,
  voidMatch,
  type LiveMatch,
  type MatchModel,
  type SettledMarket,
} from '@sb/domain';
import type { Draft, FixtureRun } from './engine-state';
import { moveKickoff } from './fixture-run';
import { finish, kickoff } from './live-play';
import { restate } from './prices';
import { wireStatistics } from './statistics';
import type { TradingCommand, TradingOutcome } from './trading';

type Refusal = Extract<TradingOutcome, { ok: false }>;
const refuse = (key: string, message: string, status: Refusal['status'] = 409): Refusal => ({
  ok: false,
  status,
  key,
  message,
});
const done = (r: FixtureRun, message: string): TradingOutcome => ({
  ok: true,
  matchId: r.id,
  status: r.status,
  message,
});
const isOver = (r: FixtureRun) => r.status === 3 || r.status === 4;

export function trade(d: Draft, cmd: TradingCommand, t: number): TradingOutcome {
  const r = d.edit(cmd.matchId);
  if (!r) return refuse('error.not_found', `Match ${cmd.matchId} is not run by the feed`, 404);
  switch (cmd.kind) {
    case 'suspend_match':
    case 'reopen_match':
      if (isOver(r)) return refuse('error.admin.match_over', 'The match is over');
      r.trader.match = cmd.kind === 'suspend_match';
      r.dirty = true;
      restate(d, r, t);
      return done(r, r.trader.match ? 'Match suspended' : 'Match reopened');
    case 'suspend_market':
    case 'reopen_market':
      return suspendMarket(d, r, cmd, t);
    case 'start_match':
      if (r.status !== 0 || r.type !== 'match')
        return refuse('error.admin.not_prematch', 'Only a prematch match can be started');
      moveKickoff(d, r, t);
      kickoff(d, r, t);
      return done(r, 'Match started');
    case 'finish_match':
      return finishNow(d, r, t);
    case 'void_match':
      return voidNow(d, r, t);
    case 'rollback':
      if (r.status !== 4 && r.status !== 3)
        return refuse('error.admin.no_results', 'The match has no results to roll back');
      d.msgs.push({ type: 'rollback', matchId: r.id, reason: 'trader' });
      return done(r, 'Results rolled back');
    case 'set_result':
      return cmd.markets?.length ? settleMarkets(d, r, cmd.markets) : setScore(d, r, cmd, t);
  }
}

function suspendMarket(
  d: Draft,
  r: FixtureRun,
  cmd: Extract<TradingCommand, { kind: 'suspend_market' | 'reopen_market' }>,
  t: number,
): TradingOutcome {
  if (isOver(r)) return refuse('error.admin.match_over', 'The match is over');
  const key = marketKey(cmd.marketId, cmd.specifier);
  const offered = matchMarkets(r.live?.model ?? r.model).some(
    (m) => marketKey(m.marketId, m.specifier) === key,
  );
  if (!offered) return refuse('error.not_found', `Market ${key} is not offered`, 404);
  r.trader.markets = r.trader.markets.filter((k) => k !== key);
  if (cmd.kind === 'suspend_market') r.trader.markets.push(key);
  r.dirty = true;
  restate(d, r, t);
  return done(r, cmd.kind === 'suspend_market' ? 'Market suspended' : 'Market reopened');
}

/** Plays the rest of the match at once and settles it (kicking it off first if need be). */
function finishNow(d: Draft, r: FixtureRun, t: number): TradingOutcome {
  if (isOver(r)) return refuse('error.admin.match_over', 'The match is over');
  if (r.type !== 'match')
    return refuse('error.admin.outright', 'Set the result of an outright instead', 400);
  if (!r.live) {
    moveKickoff(d, r, t);
    kickoff(d, r, t);
  }
  if (r.status === 4) return done(r, 'Match finished');
  r.live = finishLive(r.live!).match;
  r.lastAdvance = t;
  finish(d, r, t, 'result');
  return done(r, 'Match finished');
}

function voidNow(d: Draft, r: FixtureRun, t: number): TradingOutcome {
  if (r.status === 3) return refuse('error.admin.match_over', 'The match is already void');
  r.status = 3;
  r.dirty = true;
  d.msgs.push({
    type: 'match_status',
    matchId: r.id,
    status: 3,
    statistics: r.live ? wireStatistics(liveBoard(r.live), t, 0) : null,
  });
  d.msgs.push({
    type: 'result',
    matchId: r.id,
    kind: 'void',
    status: 3,
    score: null,
    markets: voidMatch(r.live?.model ?? r.model),
  });
  return done(r, 'Match void');
}

/** Results of some markets, given outcome by outcome (any sport; during play or a correction). */
function settleMarkets(
  d: Draft,
  r: FixtureRun,
  given: NonNullable<Extract<TradingCommand, { kind: 'set_result' }>['markets']>,
): TradingOutcome {
  const model = r.live?.model ?? r.model;
  const kind = isOver(r) ? 'correction' : 'result';
  const shapes = new Map(matchMarkets(model).map((m) => [marketKey(m.marketId, m.specifier), m]));
  const markets: SettledMarket[] = [];
  for (const m of given) {
    const shape = shapes.get(marketKey(m.marketId, m.specifier));
    if (!shape)
      return refuse('error.not_found', `Market ${m.marketId} ${m.specifier} is not offered`, 404);
    for (const o of m.outcomes) {
      if (!shape.outcomes.includes(o.id))
        return refuse(
          'error.admin.unknown_outcome',
          `Outcome ${o.id} is not in market ${m.marketId}`,
          400,
        );
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
  d.msgs.push({
    type: 'result',
    matchId: r.id,
    kind,
    ...(isOver(r) ? { status: r.status as 3 | 4 } : {}),
    score: null,
    markets,
  });
  return done(r, `${markets.length} market(s) settled`);
}

/** A final score settles the match (soccer, ice hockey, basketball). */
function setScore(
  d: Draft,
  r: FixtureRun,
  cmd: Extract<TradingCommand, { kind: 'set_result' }>,
  t: number,
): TradingOutcome {
  const model = r.live?.model ?? r.model;
  const kind = isOver(r) ? 'correction' : 'result';
  if (!cmd.score) return refuse('error.validation.invalid_request', 'Give a score or markets', 400);
  const final = withScore(model, cmd.score, cmd.htScore);
  if (!final)
    return refuse(
      'error.admin.score_not_supported',
      `A final score cannot settle ${model.sport} (give markets), or it is a tie where one is impossible`,
      400,
    );
  if (r.live) r.live = { ...r.live, model: final, phase: 'ended' } as LiveMatch;
  else r.model = final;
  r.trader = { match: false, markets: [] };
  finish(d, r, t, kind);
  return { ok: true, matchId: r.id, status: 4, message: 'Result set' };
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
