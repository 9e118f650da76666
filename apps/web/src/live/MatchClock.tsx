import type { Match } from '@sb/contract';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { periodText } from '../match/periods';
import { clockDisplay } from './clock';
import { useNow } from './useNow';

/** domain 3 Match status codes as words: prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const STATUS_KEYS: Record<number, MessageKey> = {
  0: 'match.status.prematch',
  1: 'match.status.live',
  2: 'match.status.stopped',
  3: 'match.status.closed',
  4: 'match.status.finished',
  5: 'match.status.not_covered',
};

/**
 * The live clock of a match (ticking in the browser from clock_updated_at), or the period in
 * play for sports without a clock (tennis sets, maps, innings).
 */
export function MatchClock({ match, className }: { match: Match; className?: string }) {
  const { t } = useT();
  const now = useNow();
  const clock = clockDisplay(match.statistics?.clock ?? null, match.sport.key, now);
  const current = match.statistics?.current_period;
  const named = current ? periodText(current.key) : null;
  const period = named ? t(named.key, named.values) : (current?.name ?? null);
  // A stopped clock at a break (half time, intermission) says so rather than showing 45:00.
  const atBreak = !!current && (current.key === 'ht' || current.key === 'break');
  const text = atBreak && period ? period : (clock ?? period);
  if (!text) return null;
  return (
    <span className={className} data-testid="match-clock">
      {text}
    </span>
  );
}

/** The match's status in words when it is neither prematch nor running normally. */
export function StatusText({ status }: { status: number }) {
  const { t } = useT();
  const key = STATUS_KEYS[status];
  return key ? <>{t(key)}</> : null;
}
