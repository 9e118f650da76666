import {
  checkBetLimits,
  formatOdds,
  odds as toOdds,
  type OddsType,
  type SlipBet,
  type SlipEnv,
} from '@sb/domain';
import { formatAmount } from '../account/money';

export interface LimitMessage {
  kind: 'error' | 'warning';
  key: string;
  descriptionKey?: string;
  params: Record<string, string | number>;
}

/**
 * domain 5 slip limits as the player reads them: the first error and the warnings, each with
 * its value (a count, odds in the player's format, an amount in the bet's currency).
 */
export function limitMessages(
  bets: readonly SlipBet[],
  env: SlipEnv,
  oddsType: OddsType,
  locale: string,
): LimitMessage[] {
  const check = checkBetLimits(bets, env.settings.betLimits, env.settings.betLimitsEnabled);
  const currency = bets[0]?.currency;
  const amount = (v: number) => (currency ? formatAmount(v, currency, locale) : String(v));
  const out: LimitMessage[] = [];
  if (!check.ok) {
    const e = check.error;
    const value =
      e.type === 'max_selections'
        ? e.limit
        : e.type === 'max_odds'
          ? formatOdds(toOdds(e.limit), oddsType)
          : amount(e.limit);
    out.push({ kind: 'error', key: e.key, params: { value, currency: e.currencyCode ?? '' } });
  }
  for (const w of check.warnings) {
    out.push({
      kind: 'warning',
      key: w.titleKey,
      descriptionKey: w.descriptionKey,
      params:
        w.type === 'max_odds'
          ? { value: formatOdds(w.params.value, oddsType) }
          : {
              currency: w.params.currency,
              amount: amount(w.params.amount),
              value: amount(w.params.amount),
            },
    });
  }
  return out;
}
