// What must hold of every slip state, whatever events led to it: no bet breaks a combination
// rule (domain 5), the selected outcome ids list exactly the bets' selections, ids are unique,
// and every bet's odds and profit follow from its selections and stake. Tests and hosts call it.
import { priceBet } from '../bet';
import { isFreebet } from '../bonus';
import { combinationViolations } from '../combination';
import { combinationSettings } from './bets';
import type { SlipEnv, SlipState } from './types';

export function slipInvariantViolations(state: SlipState, env: SlipEnv): string[] {
  const out: string[] = [];
  const t = state.ticket;
  for (const v of combinationViolations(t.bets, combinationSettings(env, t.systemTypes))) {
    out.push(`${v.rule} in bet ${v.betIndex}`);
  }
  const ids = t.bets.flatMap((b) => b.selections.map((s) => s.id));
  if (new Set(ids).size !== ids.length) out.push('a selection is in the slip twice');
  if (ids.join('|') !== t.selectedOutcomeIds.join('|')) out.push('selectedOutcomeIds out of step');
  const betIds = t.bets.map((b) => b.id);
  if (new Set(betIds).size !== betIds.length) out.push('two bets share an id');
  if (t.bets.some((b) => b.selections.length === 0)) out.push('an empty bet');
  for (const b of t.bets) {
    const price = priceBet({
      ...b,
      stake: b.freebetStake ?? b.stake,
      freebet: isFreebet(b.bonus) ? b.bonus.type : null,
    });
    if (price.odds !== b.odds || price.profit !== b.profit) out.push(`bet ${b.id} priced stale`);
  }
  if (t.inProgress && t.processingBets.length === 0)
    out.push('in progress without processing bets');
  return out;
}
