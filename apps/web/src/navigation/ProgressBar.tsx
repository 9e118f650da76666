import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styles from './ProgressBar.module.css';

// domain 9: progress bar minimum 0.08, speed 200 ms, trickle 800 ms.
export const PROGRESS = { minimum: 0.08, speedMs: 200, trickleMs: 800 } as const;

/** The next trickle step: fast at first, slower as it nears the end, never reaching 1. */
export function trickle(value: number): number {
  const step =
    value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(0.994, value + step);
}

/** The route-change progress bar at the top of the page. */
export function ProgressBar() {
  const router = useRouter();
  const [value, setValue] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    const start = () => {
      clearInterval(timer.current);
      setValue(PROGRESS.minimum);
      timer.current = setInterval(
        () => setValue((v) => (v === null ? v : trickle(v))),
        PROGRESS.trickleMs,
      );
    };
    const done = () => {
      clearInterval(timer.current);
      setValue(1);
      setTimeout(() => setValue(null), PROGRESS.speedMs * 2);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      clearInterval(timer.current);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  if (value === null) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      style={{ transform: `scaleX(${value})`, transitionDuration: `${PROGRESS.speedMs}ms` }}
    />
  );
}
