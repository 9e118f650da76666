import { sql } from 'drizzle-orm';
import type { Orm } from '../../db';
import { marketGroups, providers, sports } from './schema';

/**
 * The sports of the book with their names in the UI's locales (Kazakh under its language, `kk`:
 * localizedName finds it for the site's `kz`). seedCatalog writes them at every start, updating
 * an existing row's names.
 */
export const seedSports = [
  {
    id: 1,
    key: 'soccer',
    name: 'Soccer',
    names: {
      de: 'Fußball',
      es: 'Fútbol',
      'pt-BR': 'Futebol',
      ru: 'Футбол',
      ar: 'كرة القدم',
      pl: 'Piłka nożna',
      fr: 'Football',
      lv: 'Futbols',
      kk: 'Футбол',
      el: 'Ποδόσφαιρο',
    },
    priority: 1,
  },
  {
    id: 5,
    key: 'tennis',
    name: 'Tennis',
    names: {
      de: 'Tennis',
      es: 'Tenis',
      'pt-BR': 'Tênis',
      ru: 'Теннис',
      ar: 'التنس',
      pl: 'Tenis',
      fr: 'Tennis',
      lv: 'Teniss',
      kk: 'Теннис',
      el: 'Τένις',
    },
    priority: 2,
  },
  {
    id: 2,
    key: 'basketball',
    name: 'Basketball',
    names: {
      de: 'Basketball',
      es: 'Baloncesto',
      'pt-BR': 'Basquete',
      ru: 'Баскетбол',
      ar: 'كرة السلة',
      pl: 'Koszykówka',
      fr: 'Basket-ball',
      lv: 'Basketbols',
      kk: 'Баскетбол',
      el: 'Μπάσκετ',
    },
    priority: 3,
  },
  {
    id: 4,
    key: 'ice-hockey',
    name: 'Ice Hockey',
    names: {
      de: 'Eishockey',
      es: 'Hockey sobre hielo',
      'pt-BR': 'Hóquei no gelo',
      ru: 'Хоккей',
      ar: 'هوكي الجليد',
      pl: 'Hokej na lodzie',
      fr: 'Hockey sur glace',
      lv: 'Hokejs',
      kk: 'Хоккей',
      el: 'Χόκεϊ επί πάγου',
    },
    priority: 4,
  },
  {
    id: 21,
    key: 'cricket',
    name: 'Cricket',
    names: {
      de: 'Cricket',
      es: 'Críquet',
      'pt-BR': 'Críquete',
      ru: 'Крикет',
      ar: 'الكريكيت',
      pl: 'Krykiet',
      fr: 'Cricket',
      lv: 'Krikets',
      kk: 'Крикет',
      el: 'Κρίκετ',
    },
    priority: 5,
  },
  {
    id: 109,
    key: 'counter-strike',
    name: 'Counter-Strike',
    names: {},
    priority: 6,
    type: 'esport',
    provider: 'oddin',
  },
] as const;

/** Odds providers (domain 3 settings: provider statuses, multi-bet rules per provider). */
export const seedProviders = [
  {
    key: 'betradar',
    name: 'Betradar',
    sportType: 'sport',
    multiBets: true,
    systemBets: true,
    multiSingleBets: true,
    customBets: true,
  },
  // domain 5: an Oddin selection is not allowed in a system bet.
  {
    key: 'oddin',
    name: 'Oddin',
    sportType: 'esport',
    multiBets: true,
    systemBets: false,
    multiSingleBets: true,
    customBets: false,
  },
];

const names = (
  de: string,
  es: string,
  pt: string,
  ru: string,
  ar: string,
  pl: string,
  fr: string,
  lv: string,
  kk: string,
  el: string,
) => ({ de, es, 'pt-BR': pt, ru, ar, pl, fr, lv, kk, el });

/** Market groups (domain 3 Market.market_groups), keyed by groupKey. */
export const seedMarketGroups = [
  {
    key: 'main',
    name: 'Main',
    names: names(
      'Hauptwetten',
      'Principales',
      'Principais',
      'Основные',
      'الرئيسية',
      'Główne',
      'Principaux',
      'Galvenās',
      'Негізгі',
      'Κύρια',
    ),
    priority: 1,
    sports: [],
  },
  {
    key: 'popular',
    name: 'Popular',
    names: names(
      'Beliebt',
      'Populares',
      'Populares',
      'Популярные',
      'الأكثر شعبية',
      'Popularne',
      'Populaires',
      'Populārās',
      'Танымал',
      'Δημοφιλή',
    ),
    priority: 2,
    sports: [],
  },
  {
    key: 'goals',
    name: 'Goals',
    names: names(
      'Tore',
      'Goles',
      'Gols',
      'Голы',
      'الأهداف',
      'Gole',
      'Buts',
      'Vārti',
      'Голдар',
      'Γκολ',
    ),
    priority: 3,
    sports: ['soccer', 'ice-hockey'],
  },
  {
    key: 'handicap',
    name: 'Handicap',
    names: names(
      'Handicap',
      'Hándicap',
      'Handicap',
      'Форы',
      'الهانديكاب',
      'Handicapy',
      'Handicaps',
      'Handikapi',
      'Форалар',
      'Χάντικαπ',
    ),
    priority: 4,
    sports: ['soccer', 'ice-hockey', 'basketball'],
  },
  {
    key: 'totals',
    name: 'Totals',
    names: names(
      'Über/Unter',
      'Totales',
      'Totais',
      'Тоталы',
      'المجاميع',
      'Powyżej/poniżej',
      'Plus/Moins',
      'Virs/zem',
      'Тоталдар',
      'Πάνω/Κάτω',
    ),
    priority: 5,
    sports: ['basketball'],
  },
  {
    key: 'half',
    name: 'Halves',
    names: names(
      'Halbzeiten',
      'Mitades',
      'Tempos',
      'Таймы',
      'الأشواط',
      'Połowy',
      'Mi-temps',
      'Puslaiki',
      'Таймдар',
      'Ημίχρονα',
    ),
    priority: 6,
    sports: ['soccer'],
  },
  {
    key: 'score',
    name: 'Correct score',
    names: names(
      'Genaues Ergebnis',
      'Resultado exacto',
      'Placar exato',
      'Точный счёт',
      'النتيجة الصحيحة',
      'Dokładny wynik',
      'Score exact',
      'Precīzs rezultāts',
      'Нақты есеп',
      'Ακριβές σκορ',
    ),
    priority: 7,
    sports: ['soccer'],
  },
  {
    key: 'sets',
    name: 'Sets',
    names: names(
      'Sätze',
      'Sets',
      'Sets',
      'Сеты',
      'المجموعات',
      'Sety',
      'Sets',
      'Seti',
      'Сеттер',
      'Σετ',
    ),
    priority: 8,
    sports: ['tennis'],
  },
  {
    key: 'games',
    name: 'Games',
    names: names(
      'Spiele',
      'Juegos',
      'Games',
      'Геймы',
      'الأشواط',
      'Gemy',
      'Jeux',
      'Geimi',
      'Геймдер',
      'Γκέιμ',
    ),
    priority: 9,
    sports: ['tennis'],
  },
  {
    key: 'maps',
    name: 'Maps',
    names: names(
      'Maps',
      'Mapas',
      'Mapas',
      'Карты',
      'الخرائط',
      'Mapy',
      'Cartes',
      'Kartes',
      'Карталар',
      'Χάρτες',
    ),
    priority: 10,
    sports: ['counter-strike'],
  },
  {
    key: 'innings',
    name: 'Innings',
    names: names(
      'Innings',
      'Entradas',
      'Innings',
      'Иннинги',
      'الأشواط',
      'Inningsy',
      'Manches',
      'Iningi',
      'Иннингтер',
      'Ίνινγκς',
    ),
    priority: 11,
    sports: ['cricket'],
  },
  {
    key: 'outright',
    name: 'Outrights',
    names: names(
      'Langzeitwetten',
      'Apuestas a largo plazo',
      'Apostas de longo prazo',
      'Долгосрочные',
      'الرهانات طويلة الأمد',
      'Długoterminowe',
      'Long terme',
      'Ilgtermiņa likmes',
      'Ұзақ мерзімді бәстер',
      'Μακροπρόθεσμα',
    ),
    priority: 12,
    sports: [],
  },
];

export async function seedCatalog(orm: Orm): Promise<void> {
  await orm
    .insert(providers)
    .values(seedProviders)
    .onConflictDoUpdate({
      target: providers.key,
      set: {
        name: sql`excluded.name`,
        systemBets: sql`excluded.system_bets`,
        customBets: sql`excluded.custom_bets`,
      },
    });
  await orm
    .insert(marketGroups)
    .values(seedMarketGroups)
    .onConflictDoUpdate({
      target: marketGroups.key,
      set: {
        name: sql`excluded.name`,
        names: sql`excluded.names`,
        priority: sql`excluded.priority`,
        sports: sql`excluded.sports`,
      },
    });
  await orm
    .insert(sports)
    .values(
      seedSports.map((s) => ({
        id: s.id,
        urnId: `sr:sport:${s.id}`,
        key: s.key,
        name: s.name,
        names: { ...s.names },
        priority: s.priority,
        type: 'type' in s ? s.type : 'sport',
        provider: 'provider' in s ? s.provider : 'betradar',
      })),
    )
    .onConflictDoUpdate({
      target: sports.id,
      set: {
        name: sql`excluded.name`,
        names: sql`excluded.names`,
        priority: sql`excluded.priority`,
      },
    });
}
