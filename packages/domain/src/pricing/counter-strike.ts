// Counter-Strike (the e-sport of issue 4, priced for provider `oddin`) from a round-win model:
// a map is first to 13 rounds, played on until one side leads by two from 12:12; a match is
// best of one or three maps. The simulator plays the same rounds.
import type { MarketDef, Scenario } from './market-def';
import { type Score, type Side, score } from './score';
import { formatSpecifier } from './specifier';
import { REFUND, lineResult, winIf, type SettlementResult } from './settlement-result';

export const CS_ROUNDS_TO_WIN = 13;

export interface CounterStrikeModel {
  sport: 'counter-strike';
  /** P(home wins a round). */
  roundHome: number;
  bestOf: 1 | 3;
  /** Rounds of every finished map. */
  maps: Score[];
  /** Rounds of the map in play. */
  rounds: Score;
  ended: boolean;
}

export interface CounterStrikeFacts {
  maps: Score;
  mapWinners: Side[];
}

/** P(home wins the map) from a round score. */
export function csMapWin(p: number, a: number, b: number): number {
  const q = 1 - p;
  const memo = new Map<number, number>();
  const win = (x: number, y: number): number => {
    if (x >= CS_ROUNDS_TO_WIN && x - y >= 2) return 1;
    if (y >= CS_ROUNDS_TO_WIN && y - x >= 2) return 0;
    const deuceFrom = CS_ROUNDS_TO_WIN - 1;
    if (x >= deuceFrom && y >= deuceFrom) {
      const d = (p * p) / (p * p + q * q);
      if (x === y) return d;
      return x > y ? p + q * d : p * d;
    }
    const key = x * 64 + y;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * win(x + 1, y) + q * win(x, y + 1);
    memo.set(key, v);
    return v;
  };
  return win(a, b);
}

export function counterStrikeScenarios(
  m: CounterStrikeModel,
): Record<'match', Scenario<CounterStrikeFacts>[]> {
  const need = Math.ceil(m.bestOf / 2);
  const winners = m.maps.map((r): Side => (r.home > r.away ? 'home' : 'away'));
  const won = score(
    winners.filter((w) => w === 'home').length,
    winners.filter((w) => w === 'away').length,
  );
  if (m.ended || won.home >= need || won.away >= need) {
    return { match: [{ facts: { maps: won, mapWinners: winners }, p: 1 }] };
  }
  const out: Scenario<CounterStrikeFacts>[] = [];
  const fresh = csMapWin(m.roundHome, 0, 0);
  const walk = (maps: Score, ws: Side[], p: number, pHome: number) => {
    for (const side of ['home', 'away'] as const) {
      const pp = p * (side === 'home' ? pHome : 1 - pHome);
      if (pp <= 0) continue;
      const next = score(
        maps.home + (side === 'home' ? 1 : 0),
        maps.away + (side === 'away' ? 1 : 0),
      );
      const w = [...ws, side];
      if (next.home >= need || next.away >= need)
        out.push({ facts: { maps: next, mapWinners: w }, p: pp });
      else walk(next, w, pp, fresh);
    }
  };
  walk(won, winners, 1, csMapWin(m.roundHome, m.rounds.home, m.rounds.away));
  return { match: out };
}

// What map markets settle on (see MarketDef.key).
const mapsKey = ({ maps }: CounterStrikeFacts) => maps.home * 10 + maps.away;
const mapWinnerKeys = Array.from(
  { length: 3 },
  (_, i) =>
    ({ mapWinners }: CounterStrikeFacts) =>
      mapWinners[i] === 'home' ? 1 : mapWinners[i] === 'away' ? 2 : 0,
);

export function counterStrikeMarkets(
  m: Pick<CounterStrikeModel, 'bestOf'>,
): MarketDef<CounterStrikeFacts>[] {
  const defs: MarketDef<CounterStrikeFacts>[] = [
    {
      marketId: 186,
      key: mapsKey,
      specifier: '',
      outcomes: ['4', '5'],
      scope: 'match',
      groups: ['main', 'popular'],
      role: 'main',
      customBet: true,
      priority: 1,
      settle: ({ maps }) => [winIf(maps.home > maps.away), winIf(maps.away > maps.home)],
    },
  ];
  if (m.bestOf === 3) {
    const ids = ['2:0', '2:1', '1:2', '0:2'];
    defs.push(
      {
        marketId: 199,
        key: mapsKey,
        specifier: '',
        outcomes: ids,
        scope: 'match',
        groups: ['main', 'maps'],
        role: null,
        customBet: true,
        priority: 2,
        settle: ({ maps }) => ids.map((id) => winIf(id === `${maps.home}:${maps.away}`)),
      },
      {
        marketId: 328,
        key: mapsKey,
        specifier: formatSpecifier({ total: 2.5 }),
        outcomes: ['12', '13'],
        scope: 'match',
        groups: ['main', 'maps'],
        role: null,
        family: 'total',
        line: 2.5,
        customBet: true,
        priority: 3,
        settle: ({ maps }) => [
          lineResult(maps.home + maps.away - 2.5),
          lineResult(2.5 - maps.home - maps.away),
        ],
      },
    );
    for (const hcp of [-1.5, 1.5]) {
      defs.push({
        marketId: 327,
        key: mapsKey,
        specifier: formatSpecifier({ hcp }),
        outcomes: ['1714', '1715'],
        scope: 'match',
        groups: ['main', 'maps'],
        role: 'secondary',
        family: 'hcp',
        line: hcp,
        customBet: true,
        priority: 4,
        settle: ({ maps }) => [
          lineResult(maps.home - maps.away + hcp),
          lineResult(maps.away - maps.home - hcp),
        ],
      });
    }
  }
  for (let mapnr = 1; mapnr <= m.bestOf; mapnr++) {
    defs.push({
      marketId: 330,
      key: mapWinnerKeys[mapnr - 1]!,
      specifier: formatSpecifier({ mapnr }),
      outcomes: ['4', '5'],
      scope: 'match',
      groups: ['maps'],
      role: null,
      customBet: false,
      priority: 5,
      settle: ({ mapWinners }): SettlementResult[] => {
        const w = mapWinners[mapnr - 1];
        if (!w) return [REFUND, REFUND];
        return [winIf(w === 'home'), winIf(w === 'away')];
      },
    });
  }
  return defs;
}
