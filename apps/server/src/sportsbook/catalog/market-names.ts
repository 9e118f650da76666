// Market and outcome names in the spec's style (`Total`, `over 2.5`, `Arsenal (-0.25)`), in the
// catalog's locales. Names are built from the market id, its specifier and the competitors, so
// every locale's name is always available without storing it.
import { parseSpecifier, resolveLocale } from '@sb/domain';

/**
 * The languages market names are written in, Kazakh as its language (`kk`). Another locale takes
 * the closest by shell 9's rules (the site's `kz` reads kk by its alias, ru-KZ reads ru, en-IE
 * reads en, pt reads pt-BR), else English.
 */
const NAME_LOCALES = ['en', 'de', 'es', 'pt-BR', 'ru', 'ar', 'pl', 'fr', 'lv', 'kk', 'el'] as const;
type NameLocale = (typeof NAME_LOCALES)[number];
const nameLocale = (locale: string) => resolveLocale(locale, NAME_LOCALES, 'en') as NameLocale;

type Texts = Record<NameLocale, string>;

/**
 * A competitor's name inside a right-to-left name is isolated (U+2068 ... U+2069, issue 26):
 * otherwise "Veroux FC أو RC Clairot" lets the Arabic word and the Latin names reorder.
 */
const isolated = (ctx: NameContext, locale: NameLocale): NameContext =>
  locale === 'ar'
    ? { ...ctx, home: `\u2068${ctx.home}\u2069`, away: `\u2068${ctx.away}\u2069` }
    : ctx;
const same = (text: string): Texts => ({
  en: text,
  de: text,
  es: text,
  'pt-BR': text,
  ru: text,
  ar: text,
  pl: text,
  fr: text,
  lv: text,
  kk: text,
  el: text,
});

const MARKETS: Record<number, Texts> = {
  1: same('1x2'),
  10: {
    en: 'Double chance',
    de: 'Doppelte Chance',
    es: 'Doble oportunidad',
    'pt-BR': 'Dupla chance',
    ru: 'Двойной шанс',
    ar: 'فرصة مزدوجة',
    pl: 'Podwójna szansa',
    fr: 'Double chance',
    lv: 'Dubultā iespēja',
    kk: 'Қос мүмкіндік',
    el: 'Διπλή ευκαιρία',
  },
  11: {
    en: 'Draw no bet',
    de: 'Unentschieden keine Wette',
    es: 'Empate no válido',
    'pt-BR': 'Empate anula aposta',
    ru: 'Ничья — возврат',
    ar: 'رهان بدون تعادل',
    pl: 'Remis – zwrot stawki',
    fr: 'Remboursé si match nul',
    lv: 'Bez neizšķirta',
    kk: 'Тең ойын – бәс қайтарылады',
    el: 'Ισοπαλία όχι στοίχημα',
  },
  16: {
    en: 'Handicap {hcp}',
    de: 'Handicap {hcp}',
    es: 'Hándicap {hcp}',
    'pt-BR': 'Handicap {hcp}',
    ru: 'Фора {hcp}',
    ar: 'هانديكاب {hcp}',
    pl: 'Handicap {hcp}',
    fr: 'Handicap {hcp}',
    lv: 'Handikaps {hcp}',
    kk: 'Фора {hcp}',
    el: 'Χάντικαπ {hcp}',
  },
  18: {
    en: 'Total',
    de: 'Gesamt',
    es: 'Total',
    'pt-BR': 'Total',
    ru: 'Тотал',
    ar: 'المجموع',
    pl: 'Powyżej/poniżej',
    fr: 'Plus/Moins',
    lv: 'Virs/zem',
    kk: 'Тотал',
    el: 'Πάνω/Κάτω',
  },
  19: {
    en: '{$competitor1} total',
    de: '{$competitor1} gesamt',
    es: 'Total de {$competitor1}',
    'pt-BR': 'Total de {$competitor1}',
    ru: 'Индивидуальный тотал {$competitor1}',
    ar: 'مجموع {$competitor1}',
    pl: '{$competitor1} – powyżej/poniżej',
    fr: 'Plus/Moins {$competitor1}',
    lv: '{$competitor1} – virs/zem',
    kk: '{$competitor1} жеке тоталы',
    el: 'Πάνω/Κάτω {$competitor1}',
  },
  20: {
    en: '{$competitor2} total',
    de: '{$competitor2} gesamt',
    es: 'Total de {$competitor2}',
    'pt-BR': 'Total de {$competitor2}',
    ru: 'Индивидуальный тотал {$competitor2}',
    ar: 'مجموع {$competitor2}',
    pl: '{$competitor2} – powyżej/poniżej',
    fr: 'Plus/Moins {$competitor2}',
    lv: '{$competitor2} – virs/zem',
    kk: '{$competitor2} жеке тоталы',
    el: 'Πάνω/Κάτω {$competitor2}',
  },
  29: {
    en: 'Both teams to score',
    de: 'Beide Teams treffen',
    es: 'Ambos equipos marcan',
    'pt-BR': 'Ambas marcam',
    ru: 'Обе забьют',
    ar: 'كلا الفريقين يسجل',
    pl: 'Obie drużyny strzelą gola',
    fr: 'Les deux équipes marquent',
    lv: 'Abas komandas gūs vārtus',
    kk: 'Екі команда да гол соғады',
    el: 'Και οι δύο ομάδες να σκοράρουν',
  },
  45: {
    en: 'Correct score',
    de: 'Genaues Ergebnis',
    es: 'Resultado exacto',
    'pt-BR': 'Placar exato',
    ru: 'Точный счёт',
    ar: 'النتيجة الصحيحة',
    pl: 'Dokładny wynik',
    fr: 'Score exact',
    lv: 'Precīzs rezultāts',
    kk: 'Нақты есеп',
    el: 'Ακριβές σκορ',
  },
  60: {
    en: '1st half - 1x2',
    de: '1. Halbzeit - 1x2',
    es: '1.ª parte - 1x2',
    'pt-BR': '1º tempo - 1x2',
    ru: '1-й тайм - 1x2',
    ar: 'الشوط الأول - 1x2',
    pl: '1. połowa - 1x2',
    fr: '1re mi-temps - 1x2',
    lv: '1. puslaiks - 1x2',
    kk: '1-тайм - 1x2',
    el: '1ο ημίχρονο - 1x2',
  },
  186: {
    en: 'Winner',
    de: 'Sieger',
    es: 'Ganador',
    'pt-BR': 'Vencedor',
    ru: 'Победитель',
    ar: 'الفائز',
    pl: 'Zwycięzca',
    fr: 'Vainqueur',
    lv: 'Uzvarētājs',
    kk: 'Жеңімпаз',
    el: 'Νικητής',
  },
  187: {
    en: 'Game handicap {hcp}',
    de: 'Spiel-Handicap {hcp}',
    es: 'Hándicap de juegos {hcp}',
    'pt-BR': 'Handicap de games {hcp}',
    ru: 'Фора по геймам {hcp}',
    ar: 'هانديكاب الأشواط {hcp}',
    pl: 'Handicap gemów {hcp}',
    fr: 'Handicap jeux {hcp}',
    lv: 'Geimu handikaps {hcp}',
    kk: 'Геймдер бойынша фора {hcp}',
    el: 'Χάντικαπ γκέιμ {hcp}',
  },
  189: {
    en: 'Total games',
    de: 'Spiele gesamt',
    es: 'Total de juegos',
    'pt-BR': 'Total de games',
    ru: 'Тотал геймов',
    ar: 'مجموع الأشواط',
    pl: 'Liczba gemów',
    fr: 'Nombre de jeux',
    lv: 'Geimu skaits',
    kk: 'Геймдер тоталы',
    el: 'Σύνολο γκέιμ',
  },
  199: {
    en: 'Correct score',
    de: 'Genaues Ergebnis',
    es: 'Resultado exacto',
    'pt-BR': 'Placar exato',
    ru: 'Точный счёт',
    ar: 'النتيجة الصحيحة',
    pl: 'Dokładny wynik',
    fr: 'Score exact',
    lv: 'Precīzs rezultāts',
    kk: 'Нақты есеп',
    el: 'Ακριβές σκορ',
  },
  210: {
    en: '{!setnr} set - winner',
    de: '{!setnr}. Satz - Sieger',
    es: '{!setnr}.º set - ganador',
    'pt-BR': '{!setnr}º set - vencedor',
    ru: '{!setnr}-й сет - победитель',
    ar: 'المجموعة {!setnr} - الفائز',
    pl: 'Set {!setnr} - zwycięzca',
    fr: 'Set {!setnr} - vainqueur',
    lv: '{!setnr}. sets - uzvarētājs',
    kk: '{!setnr}-сет - жеңімпаз',
    el: '{!setnr}ο σετ - νικητής',
  },
  219: {
    en: 'Winner (incl. overtime)',
    de: 'Sieger (inkl. Verlängerung)',
    es: 'Ganador (incl. prórroga)',
    'pt-BR': 'Vencedor (incl. prorrogação)',
    ru: 'Победитель (вкл. овертайм)',
    ar: 'الفائز (شامل الوقت الإضافي)',
    pl: 'Zwycięzca (z dogrywką)',
    fr: 'Vainqueur (prolongation incluse)',
    lv: 'Uzvarētājs (ieskaitot papildlaiku)',
    kk: 'Жеңімпаз (қосымша уақытты қоса)',
    el: 'Νικητής (συμπ. παράτασης)',
  },
  223: {
    en: 'Handicap {hcp} (incl. overtime)',
    de: 'Handicap {hcp} (inkl. Verlängerung)',
    es: 'Hándicap {hcp} (incl. prórroga)',
    'pt-BR': 'Handicap {hcp} (incl. prorrogação)',
    ru: 'Фора {hcp} (вкл. овертайм)',
    ar: 'هانديكاب {hcp} (شامل الوقت الإضافي)',
    pl: 'Handicap {hcp} (z dogrywką)',
    fr: 'Handicap {hcp} (prolongation incluse)',
    lv: 'Handikaps {hcp} (ieskaitot papildlaiku)',
    kk: 'Фора {hcp} (қосымша уақытты қоса)',
    el: 'Χάντικαπ {hcp} (συμπ. παράτασης)',
  },
  225: {
    en: 'Total (incl. overtime)',
    de: 'Gesamt (inkl. Verlängerung)',
    es: 'Total (incl. prórroga)',
    'pt-BR': 'Total (incl. prorrogação)',
    ru: 'Тотал (вкл. овертайм)',
    ar: 'المجموع (شامل الوقت الإضافي)',
    pl: 'Powyżej/poniżej (z dogrywką)',
    fr: 'Plus/Moins (prolongation incluse)',
    lv: 'Virs/zem (ieskaitot papildlaiku)',
    kk: 'Тотал (қосымша уақытты қоса)',
    el: 'Πάνω/Κάτω (συμπ. παράτασης)',
  },
  327: {
    en: 'Map handicap {hcp}',
    de: 'Map-Handicap {hcp}',
    es: 'Hándicap de mapas {hcp}',
    'pt-BR': 'Handicap de mapas {hcp}',
    ru: 'Фора по картам {hcp}',
    ar: 'هانديكاب الخرائط {hcp}',
    pl: 'Handicap map {hcp}',
    fr: 'Handicap cartes {hcp}',
    lv: 'Karšu handikaps {hcp}',
    kk: 'Карталар бойынша фора {hcp}',
    el: 'Χάντικαπ χαρτών {hcp}',
  },
  328: {
    en: 'Total maps',
    de: 'Maps gesamt',
    es: 'Total de mapas',
    'pt-BR': 'Total de mapas',
    ru: 'Тотал карт',
    ar: 'مجموع الخرائط',
    pl: 'Liczba map',
    fr: 'Nombre de cartes',
    lv: 'Karšu skaits',
    kk: 'Карталар тоталы',
    el: 'Σύνολο χαρτών',
  },
  330: {
    en: '{!mapnr} map - winner',
    de: '{!mapnr}. Map - Sieger',
    es: 'Mapa {!mapnr} - ganador',
    'pt-BR': 'Mapa {!mapnr} - vencedor',
    ru: '{!mapnr}-я карта - победитель',
    ar: 'الخريطة {!mapnr} - الفائز',
    pl: 'Mapa {!mapnr} - zwycięzca',
    fr: 'Carte {!mapnr} - vainqueur',
    lv: '{!mapnr}. karte - uzvarētājs',
    kk: '{!mapnr}-карта - жеңімпаз',
    el: '{!mapnr}ος χάρτης - νικητής',
  },
  340: {
    en: 'Winner (incl. super over)',
    de: 'Sieger (inkl. Super Over)',
    es: 'Ganador (incl. super over)',
    'pt-BR': 'Vencedor (incl. super over)',
    ru: 'Победитель (вкл. супер-овер)',
    ar: 'الفائز (شامل السوبر أوفر)',
    pl: 'Zwycięzca (z super overem)',
    fr: 'Vainqueur (super over inclus)',
    lv: 'Uzvarētājs (ieskaitot superoveru)',
    kk: 'Жеңімпаз (супер-оверді қоса)',
    el: 'Νικητής (συμπ. super over)',
  },
  406: {
    en: 'Winner (incl. overtime and penalties)',
    de: 'Sieger (inkl. Verlängerung und Penaltyschießen)',
    es: 'Ganador (incl. prórroga y penaltis)',
    'pt-BR': 'Vencedor (incl. prorrogação e pênaltis)',
    ru: 'Победитель (вкл. ОТ и буллиты)',
    ar: 'الفائز (شامل الوقت الإضافي والركلات)',
    pl: 'Zwycięzca (z dogrywką i karnymi)',
    fr: 'Vainqueur (prolongation et tirs au but inclus)',
    lv: 'Uzvarētājs (ieskaitot papildlaiku un pēcspēles metienus)',
    kk: 'Жеңімпаз (қосымша уақыт пен буллиттерді қоса)',
    el: 'Νικητής (συμπ. παράτασης και πέναλτι)',
  },
  534: {
    en: 'Outright winner',
    de: 'Turniersieger',
    es: 'Ganador del torneo',
    'pt-BR': 'Vencedor do torneio',
    ru: 'Победитель турнира',
    ar: 'الفائز بالبطولة',
    pl: 'Zwycięzca turnieju',
    fr: 'Vainqueur du tournoi',
    lv: 'Turnīra uzvarētājs',
    kk: 'Турнир жеңімпазы',
    el: 'Νικητής τουρνουά',
  },
  605: {
    en: '{!inningnr} innings - total',
    de: '{!inningnr}. Innings - gesamt',
    es: 'Total {!inningnr}.ª entrada',
    'pt-BR': 'Total {!inningnr}º innings',
    ru: 'Тотал {!inningnr}-го иннинга',
    ar: 'مجموع الشوط {!inningnr}',
    pl: 'Innings {!inningnr} - powyżej/poniżej',
    fr: 'Manche {!inningnr} - plus/moins',
    lv: '{!inningnr}. inings - virs/zem',
    kk: '{!inningnr}-иннинг - тотал',
    el: '{!inningnr}ο ίνινγκς - πάνω/κάτω',
  },
};

const WORDS: Record<'draw' | 'or' | 'over' | 'under' | 'yes' | 'no' | 'other', Texts> = {
  draw: {
    en: 'draw',
    de: 'Unentschieden',
    es: 'empate',
    'pt-BR': 'empate',
    ru: 'ничья',
    ar: 'تعادل',
    pl: 'remis',
    fr: 'match nul',
    lv: 'neizšķirts',
    kk: 'тең ойын',
    el: 'ισοπαλία',
  },
  or: {
    en: 'or',
    de: 'oder',
    es: 'o',
    'pt-BR': 'ou',
    ru: 'или',
    ar: 'أو',
    pl: 'lub',
    fr: 'ou',
    lv: 'vai',
    kk: 'немесе',
    el: 'ή',
  },
  over: {
    en: 'over',
    de: 'über',
    es: 'más de',
    'pt-BR': 'mais de',
    ru: 'больше',
    ar: 'أكثر من',
    pl: 'powyżej',
    fr: 'plus de',
    lv: 'virs',
    kk: 'көп',
    el: 'πάνω',
  },
  under: {
    en: 'under',
    de: 'unter',
    es: 'menos de',
    'pt-BR': 'menos de',
    ru: 'меньше',
    ar: 'أقل من',
    pl: 'poniżej',
    fr: 'moins de',
    lv: 'zem',
    kk: 'аз',
    el: 'κάτω',
  },
  yes: {
    en: 'yes',
    de: 'ja',
    es: 'sí',
    'pt-BR': 'sim',
    ru: 'да',
    ar: 'نعم',
    pl: 'tak',
    fr: 'oui',
    lv: 'jā',
    kk: 'иә',
    el: 'ναι',
  },
  no: {
    en: 'no',
    de: 'nein',
    es: 'no',
    'pt-BR': 'não',
    ru: 'нет',
    ar: 'لا',
    pl: 'nie',
    fr: 'non',
    lv: 'nē',
    kk: 'жоқ',
    el: 'όχι',
  },
  other: {
    en: 'other',
    de: 'andere',
    es: 'otro',
    'pt-BR': 'outro',
    ru: 'другой',
    ar: 'أخرى',
    pl: 'inny',
    fr: 'autre',
    lv: 'cits',
    kk: 'басқа',
    el: 'άλλο',
  },
};

export interface NameContext {
  home: string;
  away: string;
  /** Competitor names by urn, for outright outcomes. */
  byUrn?: ReadonlyMap<string, string>;
}

const ordinal = (n: string, locale: NameLocale): string => {
  if (locale !== 'en') return n;
  const v = Number(n);
  const suffix =
    v % 10 === 1 && v % 100 !== 11
      ? 'st'
      : v % 10 === 2 && v % 100 !== 12
        ? 'nd'
        : v % 10 === 3 && v % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
};

const signed = (v: string | undefined): string => {
  if (v === undefined) return '';
  const n = Number(v);
  return n > 0 ? `+${v}` : v;
};
const negated = (v: string | undefined): string => {
  if (v === undefined) return '';
  const n = -Number(v);
  return n > 0 ? `+${n}` : String(n === 0 ? 0 : n);
};

function fill(template: string, specifier: string, ctx: NameContext, locale: NameLocale): string {
  const spec = parseSpecifier(specifier);
  return template
    .replaceAll('{$competitor1}', ctx.home)
    .replaceAll('{$competitor2}', ctx.away)
    .replace(/\{!(\w+)\}/g, (_, key: string) => ordinal(spec[key] ?? '', locale))
    .replace(/\{\+(\w+)\}/g, (_, key: string) => signed(spec[key]))
    .replace(/\{-(\w+)\}/g, (_, key: string) => negated(spec[key]))
    .replace(/\{(\w+)\}/g, (_, key: string) =>
      key === 'hcp' ? signed(spec[key]) : (spec[key] ?? ''),
    );
}

export function marketName(
  marketId: number,
  specifier: string,
  ctx: NameContext,
  locale: string,
): string {
  const l = nameLocale(locale);
  const texts = MARKETS[marketId];
  return texts ? fill(texts[l], specifier, isolated(ctx, l), l) : `Market ${marketId}`;
}

export function outcomeName(
  marketId: number,
  specifier: string,
  outcomeId: string,
  ctx: NameContext,
  locale: string,
): string {
  const l = nameLocale(locale);
  const w = (k: keyof typeof WORDS) => WORDS[k][l];
  const spec = parseSpecifier(specifier);
  const { home, away } = isolated(ctx, l);
  switch (outcomeId) {
    case '1':
    case '4':
      return ctx.home;
    case '74':
      return w('yes');
    case '2':
      return w('draw');
    case '3':
    case '5':
      return ctx.away;
    case '9':
      return `${home} ${w('or')} ${w('draw')}`;
    case '10':
      return `${home} ${w('or')} ${away}`;
    case '11':
      return `${w('draw')} ${w('or')} ${away}`;
    case '12':
      return `${w('over')} ${spec.total ?? ''}`.trim();
    case '13':
      return `${w('under')} ${spec.total ?? ''}`.trim();
    case '1714':
      return `${home} (${signed(spec.hcp)})`;
    case '1715':
      return `${away} (${negated(spec.hcp)})`;
    case '76':
      return w('no');
    case 'other':
      return w('other');
    default:
      return ctx.byUrn?.get(outcomeId) ?? outcomeId;
  }
}
