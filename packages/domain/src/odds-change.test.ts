import { describe, expect, it } from 'vitest';
import { odds } from './odds';
import { oddsChangeVerdict } from './odds-change';

describe('domain 4: odds-change policy', () => {
  const was = odds(2000);
  it('none: any change is flagged', () => {
    expect(oddsChangeVerdict(was, odds(2100), 'none')).toBe('flagged');
    expect(oddsChangeVerdict(was, odds(1900), 'none')).toBe('flagged');
    expect(oddsChangeVerdict(was, was, 'none')).toBe('unchanged');
  });
  it('higher: only a drop is flagged, a rise is accepted', () => {
    expect(oddsChangeVerdict(was, odds(2100), 'higher')).toBe('accepted');
    expect(oddsChangeVerdict(was, odds(1900), 'higher')).toBe('flagged');
  });
  it('any: all changes are accepted', () => {
    expect(oddsChangeVerdict(was, odds(1100), 'any')).toBe('accepted');
  });
});
