import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchQueryProblem, splitCommaLists } from './search';

describe('domain 5: search query length is 3 to 50 characters', () => {
  it('refuses shorter and longer texts', () => {
    expect(searchQueryProblem('ab')).toBe('too_short');
    expect(searchQueryProblem('  ab  ')).toBe('too_short');
    expect(searchQueryProblem('abc')).toBeNull();
    expect(searchQueryProblem('x'.repeat(50))).toBeNull();
    expect(searchQueryProblem('x'.repeat(51))).toBe('too_long');
  });

  it('property: accepted exactly when the trimmed length is within 3..50', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const n = [...s.trim()].length;
        expect(searchQueryProblem(s) === null).toBe(n >= 3 && n <= 50);
      }),
    );
  });
});

describe('shell 2.5: comma-separated values in search parameters become lists', () => {
  it('splits commas and keeps single values as strings', () => {
    expect(splitCommaLists({ sport: 'soccer,tennis', page: '2', empty: undefined })).toEqual({
      sport: ['soccer', 'tennis'],
      page: '2',
    });
    expect(splitCommaLists({ status: ['0', '1,2'], time: 'a,,b' })).toEqual({
      status: ['0', '1', '2'],
      time: ['a', 'b'],
    });
  });
});
