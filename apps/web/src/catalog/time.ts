import { intlLocale } from '@sb/domain';
import { useT } from '../i18n/useT';
import { useHydrated } from '../page/Hydrated';

// DESIGN Encodings: times travel as ISO-8601 UTC and the browser formats them with Intl in the
// visitor's time zone. The server does not know that zone, so it renders UTC and the browser
// switches to local time right after hydration (the same text length: no layout shift).

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), {
      ...options,
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, f);
  }
  return f;
}

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/** The local calendar day of a moment, `YYYY-MM-DD`, in a time zone (undefined: the browser's). */
export function dayKey(ms: number, timeZone: string | undefined): string {
  const parts = format('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return parts.format(ms);
}

export interface TimeFormat {
  time(iso: string): string;
  day(iso: string): string;
  weekday(iso: string | number): string;
  longDay(iso: string | number): string;
  /** The day of a moment, in the zone the page shows. */
  dayKey(iso: string | number): string;
}

export function timeFormat(locale: string, timeZone: string | undefined): TimeFormat {
  const ms = (v: string | number) => (typeof v === 'number' ? v : Date.parse(v));
  return {
    time: (iso) => format(locale, timeZone, TIME).format(ms(iso)),
    day: (iso) => format(locale, timeZone, DAY).format(ms(iso)),
    weekday: (iso) => format(locale, timeZone, WEEKDAY).format(ms(iso)),
    longDay: (iso) => format(locale, timeZone, LONG_DAY).format(ms(iso)),
    dayKey: (iso) => dayKey(ms(iso), timeZone),
  };
}

/** Formats in UTC while server rendering and hydrating, then in the visitor's own zone. */
export function useTimeFormat(): TimeFormat {
  const { locale } = useT();
  const hydrated = useHydrated();
  return timeFormat(locale, hydrated ? undefined : 'UTC');
}
