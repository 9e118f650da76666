import { intlLocale } from '@sb/domain';

/** A moment as the player reads it, in their own zone: "27 Nov 2026, 14:05". */
export function formatWhen(iso: string | number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** Minutes as the player reads them: "30 minutes", "30 Minuten", "30 دقيقة". */
export function formatMinutes(minutes: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}
