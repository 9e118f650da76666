import { describe, expect, it } from 'vitest';
import { market } from '../live/test-fixtures';
import {
  ALL_GROUP,
  bracketLine,
  groupTabs,
  marketCards,
  marketTitle,
  nameWithoutLine,
  sidesWithLines,
} from './market-groups';

const winner = market({ id: 1, name: '1x2', market_groups: ['main', 'popular'] });
const totals = [2.5, 1.5, 3.5].map((l) =>
  market({
    id: 18,
    name: 'Total',
    specifier: `total=${l}`,
    market_groups: ['totals'],
    odds: [1900, 1900],
  }),
);
const handicap = market({
  id: 16,
  name: 'Handicap -1.5',
  specifier: 'hcp=-1.5',
  market_groups: ['handicaps'],
});

describe('market groups of the match page', () => {
  it('makes a tab per group present, in the priority of settings', () => {
    const groups = {
      main: { key: 'main', name: 'Main', priority: 1, sports: [] },
      totals: { key: 'totals', name: 'Totals', priority: 2, sports: [] },
      handicaps: { key: 'handicaps', name: 'Handicaps', priority: 3, sports: [] },
    };
    expect(groupTabs([winner, ...totals, handicap], groups)).toEqual([
      { key: 'main', name: 'Main', count: 1 },
      { key: 'totals', name: 'Totals', count: 3 },
      { key: 'handicaps', name: 'Handicaps', count: 1 },
      { key: 'popular', name: 'popular', count: 1 },
    ]);
  });

  it('puts the lines of one market type on one card', () => {
    const cards = marketCards([winner, ...totals, handicap], ALL_GROUP);
    expect(cards.map((c) => [c.title, c.lines.length])).toEqual([
      ['1x2', 1],
      ['Total', 3],
      ['Handicap', 1],
    ]);
    expect(marketCards([winner, ...totals], 'totals').map((c) => c.id)).toEqual([18]);
    const sets = ['2nd set - winner', '3rd set - winner'].map((name, i) =>
      market({ id: 210, name, specifier: `setnr=${i + 2}` }),
    );
    expect(marketCards(sets, ALL_GROUP).map((c) => c.title)).toEqual([
      '2nd set - winner',
      '3rd set - winner',
    ]);
  });

  it('takes the line off a title only when the market has one', () => {
    expect(marketTitle(handicap)).toBe('Handicap');
    expect(marketTitle(market({ name: 'Race to 10', specifier: '' }))).toBe('Race to 10');
  });
});

describe('outcome names on a row that shows its line', () => {
  it('drops the line from the name', () => {
    expect(nameWithoutLine('over 2.5', 'total=2.5')).toBe('over');
    expect(nameWithoutLine('Arsenal (-1.5)', 'hcp=-1.5')).toBe('Arsenal');
    expect(nameWithoutLine('draw', '')).toBe('draw');
    expect(nameWithoutLine('1.5', 'total=1.5')).toBe('1.5');
  });
});

describe('handicap cards', () => {
  it('names the sides once when every line brackets its value', () => {
    const lines = ['-1.5', '-0.5'].map((l) =>
      market({
        id: 16,
        specifier: `hcp=${l}`,
        odds: [2000, 1800],
      }),
    );
    lines.forEach((m, i) => {
      m.outcomes[0]!.name = `Arsenal (${['-1.5', '-0.5'][i]})`;
      m.outcomes[1]!.name = `Chelsea (${['+1.5', '+0.5'][i]})`;
    });
    expect(sidesWithLines(lines)).toEqual(['Arsenal', 'Chelsea']);
    expect(bracketLine('Chelsea (+1.5)')).toBe('+1.5');
    expect(sidesWithLines(totals)).toBeNull();
  });
});
