import { useEffect, useRef } from 'react';

/**
 * Publications arrive in bursts (a tick of the feed moves dozens of markets): they are applied
 * together every BATCH_MS, in one task, so React renders the page once per burst instead of
 * once per message. Returns the function to hand each publication to.
 */
export const BATCH_MS = 100;

export function useBatch<P>(apply: (publications: P[]) => void): (publication: P) => void {
  const queue = useRef<P[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const flush = () => {
    timer.current = null;
    const publications = queue.current;
    queue.current = [];
    latest.current(publications);
  };
  return (publication) => {
    queue.current.push(publication);
    timer.current ??= setTimeout(flush, BATCH_MS);
  };
}
