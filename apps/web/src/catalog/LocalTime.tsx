import { useHydrated } from '../page/Hydrated';
import { useTimeFormat } from './time';

const isServer = typeof window === 'undefined';

/**
 * A kick-off as text (time, day, or both): in UTC by the server, in the visitor's zone once the
 * page has hydrated. While React hydrates it keeps the server's text (suppressHydrationWarning)
 * instead of formatting it again: the first Intl.DateTimeFormat a page creates costs ~25 ms of a
 * phone's CPU, which then lands in the transition after hydration, not in hydration itself
 * (issue 8 TBT).
 */
export function LocalTime({
  iso,
  show,
  className,
}: {
  iso: string;
  show: 'time' | 'day' | 'day-time';
  className?: string;
}) {
  const format = useTimeFormat();
  const hydrated = useHydrated();
  let text = '';
  if (hydrated || isServer)
    text =
      show === 'time'
        ? format.time(iso)
        : show === 'day'
          ? format.day(iso)
          : `${format.day(iso)} · ${format.time(iso)}`;
  return (
    <span className={className} suppressHydrationWarning>
      {text}
    </span>
  );
}
