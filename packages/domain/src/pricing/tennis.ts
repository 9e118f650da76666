// Tennis from a point-win Markov model (issue 4): each player wins a point on serve with a fixed
// probability; games, tiebreaks, sets and the match follow exactly from that. The simulator
// plays points with the same probabilities.
import type { MarketDef, Scenario } from './market-def';
import { type Score, type Side, other, score } from './score';
import { formatSpecifier } from './specifier';
import { REFUND, lineResult, winIf, type SettlementResult } from './settlement-result';

export interface TennisModel {
  sport: 'tennis';
  /** P(point won) when serving. */
  serveHome: number;
  serveAway: number;
  bestOf: 3 | 5;
  /** Games of every finished set. */
  sets: Score[];
  /** Games of the set in play. */
  games: Score;
  /** Points of the game (or tiebreak) in play. */
  points: Score;
  tiebreak: boolean;
  /** Who serves the current game (or point, in a tiebreak). */
  server: Side;
  /** Who served the first point of the tiebreak in play. */
  tiebreakFirstServer: Side | null;
  ended: boolean;
  /** Line centres fixed when the match is created. */
  gamesCentre: number;
  gamesHcpCentre: number;
}

export interface TennisFacts {
  sets: Score;
  games: Score;
  setWinners: Side[];
}

const pServe = (m: TennisModel, s: Side) => (s === 'home' ? m.serveHome : m.serveAway);

/** P(server wins the game) from a point score (server a, receiver b). */
export function tennisGameWin(p: number, a: number, b: number): number {
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  const q = 1 - p;
  if (a >= 3 && b >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    if (a === b) return deuce;
    return a > b ? p + q * deuce : p * deuce;
  }
  return p * tennisGameWin(p, a + 1, b) + q * tennisGameWin(p, a, b + 1);
}

/** Server of the n-th tiebreak point (0-based): first server, then two each. */
const tiebreakServer = (first: Side, n: number): Side =>
  Math.floor((n + 1) / 2) % 2 === 0 ? first : other(first);

/** P(home wins the tiebreak) from points (home a, away b). */
export function tennisTiebreakWin(
  ph: number,
  pa: number,
  first: Side,
  a: number,
  b: number,
): number {
  const memo = new Map<number, number>();
  const win = (x: number, y: number): number => {
    if (x >= 7 && x - y >= 2) return 1;
    if (y >= 7 && y - x >= 2) return 0;
    if (x >= 6 && y >= 6 && x === y) {
      // From level scores each pair of points has one serve each.
      const s1 = tiebreakServer(first, x + y);
      const pWin1 = s1 === 'home' ? ph : 1 - pa;
      const pWin2 = s1 === 'home' ? 1 - pa : ph;
      const ww = pWin1 * pWin2;
      const ll = (1 - pWin1) * (1 - pWin2);
      return ww / (ww + ll);
    }
    const key = x * 64 + y;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const s = tiebreakServer(first, x + y);
    const pHomePoint = s === 'home' ? ph : 1 - pa;
    const v = pHomePoint * win(x + 1, y) + (1 - pHomePoint) * win(x, y + 1);
    memo.set(key, v);
    return v;
  };
  return win(a, b);
}

/** Final games of a set with who serves first in the next one. */
interface SetEnd {
  games: Score;
  next: Side;
  p: number;
}

function addEnd(map: Map<string, SetEnd>, games: Score, next: Side, p: number): void {
  if (p <= 0) return;
  const key = `${games.home}:${games.away}:${next}`;
  const e = map.get(key);
  if (e) e.p += p;
  else map.set(key, { games, next, p });
}

const setCache = new Map<string, SetEnd[]>();

/**
 * How a set ends from a game score at the start of a game served by `server`. It depends only
 * on the serve probabilities and that score, so the answer is kept (a pure cache).
 */
function setFrom(
  m: TennisModel,
  g: Score,
  server: Side,
  weight: number,
  out: Map<string, SetEnd>,
): void {
  const key = `${m.serveHome}|${m.serveAway}|${g.home}|${g.away}|${server}`;
  let ends = setCache.get(key);
  if (!ends) {
    const fresh = new Map<string, SetEnd>();
    setWalk(m, g, server, fresh);
    ends = [...fresh.values()];
    if (setCache.size > 20_000) setCache.clear();
    setCache.set(key, ends);
  }
  for (const e of ends) addEnd(out, e.games, e.next, e.p * weight);
}

function setWalk(m: TennisModel, g: Score, server: Side, out: Map<string, SetEnd>): void {
  const weight = 1;
  // Breadth over game scores keeps the work to at most 13 x 13 states.
  let frontier = new Map<string, { g: Score; s: Side; p: number }>([
    [`${g.home}:${g.away}:${server}`, { g, s: server, p: weight }],
  ]);
  while (frontier.size) {
    const next = new Map<string, { g: Score; s: Side; p: number }>();
    for (const { g: cur, s, p } of frontier.values()) {
      if ((cur.home >= 6 || cur.away >= 6) && Math.abs(cur.home - cur.away) >= 2) {
        addEnd(out, cur, s, p);
        continue;
      }
      if (cur.home === 7 || cur.away === 7) {
        addEnd(out, cur, s, p);
        continue;
      }
      if (cur.home === 6 && cur.away === 6) {
        const t = tennisTiebreakWin(m.serveHome, m.serveAway, s, 0, 0);
        addEnd(out, score(7, 6), other(s), p * t);
        addEnd(out, score(6, 7), other(s), p * (1 - t));
        continue;
      }
      const hold = tennisGameWin(pServe(m, s), 0, 0);
      const homeWins = s === 'home' ? hold : 1 - hold;
      const push = (ng: Score, pp: number) => {
        const key = `${ng.home}:${ng.away}:${other(s)}`;
        const e = next.get(key);
        if (e) e.p += pp;
        else next.set(key, { g: ng, s: other(s), p: pp });
      };
      push(score(cur.home + 1, cur.away), p * homeWins);
      push(score(cur.home, cur.away + 1), p * (1 - homeWins));
    }
    frontier = next;
  }
}

function freshSets(m: TennisModel): Record<Side, SetEnd[]> {
  const fresh: Record<Side, SetEnd[]> = { home: [], away: [] };
  for (const s of ['home', 'away'] as const) {
    const out = new Map<string, SetEnd>();
    setFrom(m, score(), s, 1, out);
    fresh[s] = [...out.values()];
  }
  return fresh;
}

/** How the set in play ends, starting mid-game or mid-tiebreak. */
function currentSetEnds(m: TennisModel): Map<string, SetEnd> {
  const out = new Map<string, SetEnd>();
  const g = m.games;
  if (m.tiebreak) {
    const first = m.tiebreakFirstServer ?? m.server;
    const t = tennisTiebreakWin(m.serveHome, m.serveAway, first, m.points.home, m.points.away);
    addEnd(out, score(g.home + 1, g.away), other(first), t);
    addEnd(out, score(g.home, g.away + 1), other(first), 1 - t);
    return out;
  }
  const s = m.server;
  const serverPts = s === 'home' ? m.points.home : m.points.away;
  const receiverPts = s === 'home' ? m.points.away : m.points.home;
  const hold = tennisGameWin(pServe(m, s), serverPts, receiverPts);
  const homeWins = s === 'home' ? hold : 1 - hold;
  setFrom(m, score(g.home + 1, g.away), other(s), homeWins, out);
  setFrom(m, score(g.home, g.away + 1), other(s), 1 - homeWins, out);
  return out;
}

/** A match in progress between sets: games so far, set winners as bits (1 = home). */
interface MatchState {
  gh: number;
  ga: number;
  bits: number;
  n: number;
  server: Side;
  p: number;
}

const popcount = (x: number): number => {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
};

/** Every way the match can end, merged by the facts markets look at. */
export function tennisScenarios(m: TennisModel): Scenario<TennisFacts>[] {
  const need = Math.ceil(m.bestOf / 2);
  let gh = 0;
  let ga = 0;
  let bits = 0;
  m.sets.forEach((s, i) => {
    gh += s.home;
    ga += s.away;
    if (s.home > s.away) bits |= 1 << i;
  });
  const n0 = m.sets.length;
  const homeSets0 = popcount(bits);
  if (m.ended || homeSets0 >= need || n0 - homeSets0 >= need) {
    return [{ facts: factsOf(gh, ga, bits, n0), p: 1 }];
  }
  const fresh = freshSets(m);
  const finished = new Map<
    number,
    { gh: number; ga: number; bits: number; n: number; p: number }
  >();
  const settle = (st: MatchState, end: SetEnd, p: number, into: Map<number, MatchState>) => {
    const homeWon = end.games.home > end.games.away;
    const bitsNext = homeWon ? st.bits | (1 << st.n) : st.bits;
    const n = st.n + 1;
    const g1 = st.gh + end.games.home;
    const g2 = st.ga + end.games.away;
    const hs = popcount(bitsNext);
    const key = g1 | (g2 << 7) | (bitsNext << 14) | (n << 20);
    if (hs >= need || n - hs >= need) {
      const e = finished.get(key);
      if (e) e.p += p;
      else finished.set(key, { gh: g1, ga: g2, bits: bitsNext, n, p });
      return;
    }
    const k2 = key * 2 + (end.next === 'home' ? 1 : 0);
    const e = into.get(k2);
    if (e) e.p += p;
    else into.set(k2, { gh: g1, ga: g2, bits: bitsNext, n, server: end.next, p });
  };
  const base: MatchState = { gh, ga, bits, n: n0, server: m.server, p: 1 };
  let frontier = new Map<number, MatchState>();
  for (const end of currentSetEnds(m).values()) settle(base, end, end.p, frontier);
  while (frontier.size) {
    const next = new Map<number, MatchState>();
    for (const st of frontier.values()) {
      for (const end of fresh[st.server]) settle(st, end, st.p * end.p, next);
    }
    frontier = next;
  }
  return [...finished.values()].map((f) => ({ facts: factsOf(f.gh, f.ga, f.bits, f.n), p: f.p }));
}

function factsOf(gh: number, ga: number, bits: number, n: number): TennisFacts {
  const setWinners: Side[] = [];
  for (let i = 0; i < n; i++) setWinners.push(bits & (1 << i) ? 'home' : 'away');
  const hs = popcount(bits);
  return { sets: score(hs, n - hs), games: score(gh, ga), setWinners };
}

/** Expected total games and games margin (home minus away) before a ball is struck. */
export function tennisExpectations(m: TennisModel): { games: number; margin: number } {
  let games = 0;
  let margin = 0;
  for (const s of tennisScenarios(m)) {
    games += s.p * (s.facts.games.home + s.facts.games.away);
    margin += s.p * (s.facts.games.home - s.facts.games.away);
  }
  return { games, margin };
}

export function tennisSetScores(bestOf: 3 | 5): string[] {
  const need = Math.ceil(bestOf / 2);
  const ids: string[] = [];
  for (let l = 0; l < need; l++) ids.push(`${need}:${l}`);
  for (let l = need - 1; l >= 0; l--) ids.push(`${l}:${need}`);
  return ids;
}

// What tennis markets settle on (see MarketDef.key).
const setsKey = ({ sets }: TennisFacts) => sets.home * 10 + sets.away;
const gamesTotal = ({ games }: TennisFacts) => games.home + games.away;
const gamesMargin = ({ games }: TennisFacts) => games.home - games.away;
const setWinnerKeys = Array.from(
  { length: 5 },
  (_, i) =>
    ({ setWinners }: TennisFacts) =>
      setWinners[i] === 'home' ? 1 : setWinners[i] === 'away' ? 2 : 0,
);

export function tennisMarkets(
  m: Pick<TennisModel, 'bestOf' | 'gamesCentre' | 'gamesHcpCentre'>,
): MarketDef<TennisFacts>[] {
  const setScores = tennisSetScores(m.bestOf);
  const defs: MarketDef<TennisFacts>[] = [
    {
      marketId: 186,
      key: setsKey,
      specifier: '',
      outcomes: ['4', '5'],
      scope: 'match',
      groups: ['main', 'popular'],
      role: 'main',
      customBet: true,
      priority: 1,
      settle: ({ sets }) => [winIf(sets.home > sets.away), winIf(sets.away > sets.home)],
    },
    {
      marketId: 199,
      key: setsKey,
      specifier: '',
      outcomes: setScores,
      scope: 'match',
      groups: ['main', 'sets'],
      role: null,
      customBet: true,
      priority: 2,
      settle: ({ sets }) => setScores.map((id) => winIf(id === `${sets.home}:${sets.away}`)),
    },
  ];
  const centre = Math.floor(m.gamesCentre) + 0.5;
  for (let k = -2; k <= 2; k++) {
    const total = centre + k;
    defs.push({
      marketId: 189,
      key: gamesTotal,
      specifier: formatSpecifier({ total }),
      outcomes: ['12', '13'],
      scope: 'match',
      groups: ['main', 'games'],
      role: 'secondary',
      family: 'total',
      line: total,
      customBet: true,
      priority: 3,
      settle: ({ games }) => [
        lineResult(games.home + games.away - total),
        lineResult(total - games.home - games.away),
      ],
    });
  }
  const hcpCentre = Math.round(m.gamesHcpCentre) + 0.5;
  for (let k = -2; k <= 2; k++) {
    const hcp = hcpCentre + k;
    defs.push({
      marketId: 187,
      key: gamesMargin,
      specifier: formatSpecifier({ hcp }),
      outcomes: ['1714', '1715'],
      scope: 'match',
      groups: ['games'],
      role: null,
      family: 'hcp',
      line: hcp,
      customBet: true,
      priority: 4,
      settle: ({ games }) => [
        lineResult(games.home - games.away + hcp),
        lineResult(games.away - games.home - hcp),
      ],
    });
  }
  for (let setnr = 1; setnr <= m.bestOf; setnr++) {
    defs.push({
      marketId: 210,
      key: setWinnerKeys[setnr - 1]!,
      specifier: formatSpecifier({ setnr }),
      outcomes: ['4', '5'],
      scope: 'match',
      groups: ['sets'],
      role: null,
      customBet: false,
      priority: 5,
      settle: ({ setWinners }): SettlementResult[] => {
        const w = setWinners[setnr - 1];
        // A set that is never played voids the market (stakes back).
        if (!w) return [REFUND, REFUND];
        return [winIf(w === 'home'), winIf(w === 'away')];
      },
    });
  }
  return defs;
}
