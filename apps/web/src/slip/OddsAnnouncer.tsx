import { formatOdds, type Odds, type SlipSelection } from '@sb/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import { useOddsType } from '../odds/OddsTypeProvider';
import styles from './BetSlip.module.css';

// Issue 26: the odds of the player's own selections moving, said in words in a polite live
// region (never the odds of every button on the page), at most once per ANNOUNCE_EVERY_MS so a
// busy live match does not talk over everything: what moved meanwhile is said together, each
// selection once with its latest price.

export const ANNOUNCE_EVERY_MS = 3_000;

export function OddsAnnouncer({ selections }: { selections: readonly SlipSelection[] }) {
  const { t } = useT();
  const type = useOddsType();
  const seen = useRef(new Map<string, Odds>());
  const queued = useRef(new Map<string, { name: string; from: Odds; to: Odds }>());
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const flush = () => {
      timer.current = undefined;
      last.current = Date.now();
      const lines = [...queued.current.values()]
        .filter((c) => c.from !== c.to)
        .map((c) =>
          t(c.to > c.from ? 'slip.odds_up' : 'slip.odds_down', {
            name: c.name,
            from: formatOdds(c.from, type),
            to: formatOdds(c.to, type),
          }),
        );
      queued.current.clear();
      if (lines.length) setMessage(lines.join(' '));
    };
    for (const s of selections) {
      const before = seen.current.get(s.id);
      seen.current.set(s.id, s.odds);
      if (before === undefined || before === s.odds) continue;
      const pending = queued.current.get(s.id);
      queued.current.set(s.id, { name: s.outcomeName, from: pending?.from ?? before, to: s.odds });
    }
    for (const id of seen.current.keys())
      if (!selections.some((s) => s.id === id)) seen.current.delete(id);
    if (queued.current.size && !timer.current)
      timer.current = setTimeout(flush, Math.max(0, last.current + ANNOUNCE_EVERY_MS - Date.now()));
  }, [selections, t, type]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className={styles.announcer} role="status" aria-live="polite" data-testid="odds-announcer">
      {message}
    </div>
  );
}
