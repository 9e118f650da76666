import { describe, expect, it } from 'vitest';
import { marketName, outcomeName } from './market-names';

const ctx = { home: 'Glenford FC', away: 'Westford United' };

describe('market and outcome names in the spec style', () => {
  it('names handicap sides with signed lines, each side its own sign', () => {
    expect(marketName(16, 'hcp=-0.25', ctx, 'en')).toBe('Handicap -0.25');
    expect(outcomeName(16, 'hcp=-0.25', '1714', ctx, 'en')).toBe('Glenford FC (-0.25)');
    expect(outcomeName(16, 'hcp=-0.25', '1715', ctx, 'en')).toBe('Westford United (+0.25)');
    expect(outcomeName(16, 'hcp=1.5', '1714', ctx, 'en')).toBe('Glenford FC (+1.5)');
    expect(outcomeName(16, 'hcp=0', '1715', ctx, 'en')).toBe('Westford United (0)');
  });

  it('names totals, team totals, ordinals and yes/no in the caller language', () => {
    expect(outcomeName(18, 'total=2.5', '12', ctx, 'en')).toBe('over 2.5');
    expect(outcomeName(18, 'total=2.5', '13', ctx, 'de')).toBe('unter 2.5');
    expect(marketName(19, 'total=1.5', ctx, 'es')).toBe('Total de Glenford FC');
    expect(marketName(210, 'setnr=2', ctx, 'en')).toBe('2nd set - winner');
    expect(marketName(605, 'inningnr=1|total=150.5', ctx, 'en')).toBe('1st innings - total');
    expect(outcomeName(29, '', '74', ctx, 'pt-BR')).toBe('sim');
    expect(outcomeName(1, '', '2', ctx, 'ru')).toBe('ничья');
    expect(outcomeName(10, '', '9', ctx, 'en')).toBe('Glenford FC or draw');
  });

  it('names them in Polish and French, and in the language of a regional locale', () => {
    expect(marketName(29, '', ctx, 'pl')).toBe('Obie drużyny strzelą gola');
    expect(outcomeName(18, 'total=2.5', '13', ctx, 'pl')).toBe('poniżej 2.5');
    expect(outcomeName(10, '', '9', ctx, 'fr')).toBe('Glenford FC ou match nul');
    expect(marketName(210, 'setnr=2', ctx, 'fr')).toBe('Set 2 - vainqueur');
    expect(marketName(29, '', ctx, 'fr-CA')).toBe('Les deux équipes marquent');
    expect(outcomeName(1, '', '2', ctx, 'ru-KZ')).toBe('ничья');
    expect(marketName(210, 'setnr=2', ctx, 'en-IE')).toBe('2nd set - winner');
  });

  it('falls back to English for other locales and to the competitor name for outright outcomes', () => {
    expect(marketName(29, '', ctx, 'it')).toBe('Both teams to score');
    expect(marketName(29, '', ctx, 'lv')).toBe('Both teams to score');
    expect(marketName(29, '', ctx, 'kz')).toBe('Both teams to score');
    expect(
      outcomeName(
        534,
        '',
        'sr:competitor:9',
        { ...ctx, byUrn: new Map([['sr:competitor:9', 'Westford United']]) },
        'en',
      ),
    ).toBe('Westford United');
  });
});
