import { useNow } from '../live/useNow';
import { useT } from '../i18n/useT';

/** Whole seconds left until `until` (ISO-8601), never below zero; null before hydration. */
export function secondsLeft(until: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/**
 * The seconds a live bet still waits for acceptance (issue 22: "awaiting acceptance" with the
 * remaining seconds of its delay), ticking on the page's one-second clock.
 */
export function Countdown({ until, testId }: { until: string; testId?: string }) {
  const { t } = useT();
  const now = useNow();
  if (now === null) return null;
  return (
    <span data-testid={testId} data-seconds={secondsLeft(until, now)}>
      {t('slip.acceptance.seconds', { n: secondsLeft(until, now) })}
    </span>
  );
}
