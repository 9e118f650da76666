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

  it('isolates the competitors of an Arabic name, so Latin names keep their order (issue 26)', () => {
    expect(outcomeName(10, '', '10', ctx, 'ar')).toBe(
      '\u2068Glenford FC\u2069 أو \u2068Westford United\u2069',
    );
    expect(marketName(19, 'total=1.5', ctx, 'ar')).toBe('مجموع \u2068Glenford FC\u2069');
    // A name alone needs nothing: the page gives it its own direction.
    expect(outcomeName(1, '', '1', ctx, 'ar')).toBe('Glenford FC');
    expect(outcomeName(10, '', '10', ctx, 'en')).toBe('Glenford FC or Westford United');
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

  it('names them in Latvian, Kazakh (the site spelling it kz) and Greek', () => {
    expect(marketName(29, '', ctx, 'lv')).toBe('Abas komandas gūs vārtus');
    expect(outcomeName(10, '', '9', ctx, 'lv')).toBe('Glenford FC vai neizšķirts');
    expect(outcomeName(18, 'total=2.5', '12', ctx, 'lv')).toBe('virs 2.5');
    expect(marketName(210, 'setnr=2', ctx, 'lv')).toBe('2. sets - uzvarētājs');
    expect(marketName(29, '', ctx, 'kz')).toBe('Екі команда да гол соғады');
    expect(marketName(29, '', ctx, 'kk')).toBe('Екі команда да гол соғады');
    expect(marketName(29, '', ctx, 'kk-KZ')).toBe('Екі команда да гол соғады');
    expect(outcomeName(1, '', '2', ctx, 'kz')).toBe('тең ойын');
    expect(outcomeName(18, 'total=2.5', '13', ctx, 'kz')).toBe('аз 2.5');
    expect(marketName(19, 'total=1.5', ctx, 'kz')).toBe('Glenford FC жеке тоталы');
    expect(marketName(29, '', ctx, 'el')).toBe('Και οι δύο ομάδες να σκοράρουν');
    expect(outcomeName(10, '', '11', ctx, 'el')).toBe('ισοπαλία ή Westford United');
    expect(outcomeName(18, 'total=2.5', '12', ctx, 'el')).toBe('πάνω 2.5');
    expect(marketName(16, 'hcp=-1.5', ctx, 'el')).toBe('Χάντικαπ -1.5');
    // ru-KZ is Russian, not Kazakh.
    expect(outcomeName(1, '', '2', ctx, 'ru-KZ')).toBe('ничья');
  });

  it('falls back to English for other locales and to the competitor name for outright outcomes', () => {
    expect(marketName(29, '', ctx, 'it')).toBe('Both teams to score');
    expect(outcomeName(1, '', '2', ctx, 'it')).toBe('draw');
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
