import { ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '@sb/domain';

export type { OddsChangePolicy };

export function isOddsChangePolicy(value: unknown): value is OddsChangePolicy {
  return (ODDS_CHANGE_POLICIES as readonly unknown[]).includes(value);
}
