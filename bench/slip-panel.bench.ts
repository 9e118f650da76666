// The web slip's work per stake keystroke with 30 selections (issue 9): what the reducer does
// (stakeChanged) plus what the panel derives on each render from the same domain functions:
// the place-button rules, the limit messages, and the bet-type tabs tried through the reducer.
// Run: npx tsx bench/slip-panel.bench.ts. Prints the median of several runs.
// Target: well under one animation frame (16 ms) per keystroke on the project machine.
import {
  MATCH_STATUS,
  checkBetLimits,
  initialSlipState,
  minorUnits,
  odds,
  slipPlaceButtonBlock,
  slipTransition,
  systemTypes,
  systemTypesFor,
  type BetType,
  type SelectionInput,
  type SlipEnv,
  type SlipState,
} from '@sb/domain';
import { median, timeRuns } from './lib/stats';

const EUR = { code: 'EUR', subunits: 100, fiat: true };

function env(multiSingles: boolean): SlipEnv {
  return {
    settings: {
      oddsChangePolicy: 'none',
      multiSingleBets: multiSingles,
      availableByProvider: { betradar: multiSingles },
      providerStatuses: {},
      betLimits: {
        selection_limit: { value: 40 },
        odds_limit: { value: odds(1_000_000_000), action: 'accept' },
        max_stake_limit: {
          fiat: [{ currency_code: 'EUR', amount: minorUnits(1e9), action: 'reject' }],
          crypto: [],
        },
        payout_limit: {
          fiat: [{ currency_code: 'EUR', amount: minorUnits(1e12), action: 'accept' }],
          crypto: [],
        },
      },
      betLimitsEnabled: true,
      customBetAllowSingle: false,
      isMyBetsVisible: true,
    },
    player: { isLoggedIn: true, isPve: false, isVerified: true, currency: EUR },
    deviceId: 'bench',
  };
}

// Deterministic odds: the same slip every run.
const oddsOf = (i: number) => odds(1100 + ((i * 7919) % 4900));

function selection(matchId: number): SelectionInput {
  return {
    type: 'match',
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `m-${matchId}`,
    matchStatus: MATCH_STATUS.prematch,
    marketGroup: 'main',
    sportKey: 'soccer',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'C',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: '1',
    active: true,
    odds: oddsOf(matchId),
  };
}

function slipOf30(e: SlipEnv): SlipState {
  let s = slipTransition(
    initialSlipState(),
    { type: 'systemTypesLoaded', systemTypes: systemTypes() },
    e,
  )[0];
  for (let i = 1; i <= 30; i++) {
    s = slipTransition(s, { type: 'outcomeSelected', selection: selection(i) }, e)[0];
  }
  if (s.ticket.selectedOutcomeIds.length !== 30) throw new Error('not 30 selections');
  return s;
}

const BET_TYPES: BetType[] = ['single', 'combo', 'system'];
const KEYSTROKES = 100;

/** One keystroke as the panel lives it: the event, then one render's derivations. */
function keystrokes(e: SlipEnv, from: SlipState): void {
  let s = from;
  for (let k = 1; k <= KEYSTROKES; k++) {
    for (const bet of s.ticket.bets.slice(0, 1)) {
      s = slipTransition(
        s,
        { type: 'stakeChanged', betId: bet.id, value: minorUnits(k * 10), source: 'stake' },
        e,
      )[0];
    }
    slipPlaceButtonBlock(s, e);
    checkBetLimits(s.ticket.bets, e.settings.betLimits, e.settings.betLimitsEnabled);
    for (const betType of BET_TYPES) slipTransition(s, { type: 'betTypeChanged', betType }, e);
    systemTypesFor(30, s.ticket.systemTypes);
  }
}

async function main() {
  const rows: [string, number][] = [];
  for (const [label, multi] of [
    ['combo of 30', false],
    ['30 singles', true],
  ] as const) {
    const e = env(multi);
    const slip = slipOf30(e);
    const runs = await timeRuns(() => keystrokes(e, slip), 9, 2);
    rows.push([label, (median(runs) / KEYSTROKES) * 1000]);
  }
  console.log('web slip panel, work per stake keystroke with 30 selections (median of 9 runs)');
  for (const [label, us] of rows) console.log(`  ${label.padEnd(12)} ${us.toFixed(1)} µs`);
}

await main();
