import type { MessageKey } from '../i18n';

// domain 3 statistics.period_score / current_period: the feed names periods in English
// (`1st half`, `Set 2`); the page names them in the visitor's language from their keys.

export interface PeriodText {
  key: MessageKey;
  values?: Record<string, number>;
}

/** The words for a period (`2nd half`, `Quarter 3`, `Set 2`, `Overtime`), null when unknown. */
export function periodText(periodKey: string): PeriodText | null {
  switch (periodKey) {
    case '1h':
      return { key: 'period.first_half' };
    case '2h':
      return { key: 'period.second_half' };
    case 'ht':
      return { key: 'period.half_time' };
    case 'break':
      return { key: 'period.break' };
    case 'so':
      return { key: 'period.penalties' };
  }
  if (/^ot\d*$/.test(periodKey)) return { key: 'period.overtime' };
  const numbered = /^(q|p|set|map|inn)(\d{1,2})$/.exec(periodKey);
  if (!numbered) return null;
  const n = Number(numbered[2]);
  const keys: Record<string, MessageKey> = {
    q: 'period.quarter',
    p: 'period.period',
    set: 'period.set',
    map: 'period.map',
    inn: 'period.innings',
  };
  return { key: keys[numbered[1]!]!, values: { n } };
}

/** A period's column header in a score table: its number, or OT / Pen. */
export function periodColumn(periodKey: string, number: number): PeriodText | string {
  if (periodKey === 'so') return { key: 'period.short.penalties' };
  if (/^ot\d*$/.test(periodKey)) return { key: 'period.short.overtime' };
  return String(number);
}
