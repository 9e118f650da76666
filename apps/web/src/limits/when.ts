/** A moment as the player reads it, in their own zone: "27 Nov 2026, 14:05". */
export function formatWhen(iso: string | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
