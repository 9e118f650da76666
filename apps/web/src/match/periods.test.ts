import { describe, expect, it } from 'vitest';
import { periodColumn, periodText } from './periods';

describe('period names (domain 3 statistics)', () => {
  it('names the periods of every simulated sport from their keys', () => {
    expect(periodText('1h')).toEqual({ key: 'period.first_half' });
    expect(periodText('ht')).toEqual({ key: 'period.half_time' });
    expect(periodText('q3')).toEqual({ key: 'period.quarter', values: { n: 3 } });
    expect(periodText('p2')).toEqual({ key: 'period.period', values: { n: 2 } });
    expect(periodText('set2')).toEqual({ key: 'period.set', values: { n: 2 } });
    expect(periodText('map1')).toEqual({ key: 'period.map', values: { n: 1 } });
    expect(periodText('inn2')).toEqual({ key: 'period.innings', values: { n: 2 } });
    expect(periodText('ot1')).toEqual({ key: 'period.overtime' });
    expect(periodText('so')).toEqual({ key: 'period.penalties' });
  });

  it('leaves an unknown key to the feed name', () => {
    expect(periodText('mystery')).toBeNull();
  });

  it('heads score columns with the number, or OT and Pen', () => {
    expect(periodColumn('2h', 2)).toBe('2');
    expect(periodColumn('ot', 4)).toEqual({ key: 'period.short.overtime' });
    expect(periodColumn('so', 5)).toEqual({ key: 'period.short.penalties' });
  });
});
