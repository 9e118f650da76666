// The built-in feed's universe (issue 4): sports, countries and leagues with invented, plausible
// names. Team names are generated from the name parts of each league's country (world.ts).

export type SportKey =
  'soccer' | 'tennis' | 'basketball' | 'ice-hockey' | 'cricket' | 'counter-strike';

/** The sports table's ids (catalog seed) and the provider that prices each sport. */
export const SPORT_IDS: Record<SportKey, { id: number; provider: 'betradar' | 'oddin' }> = {
  soccer: { id: 1, provider: 'betradar' },
  tennis: { id: 5, provider: 'betradar' },
  basketball: { id: 2, provider: 'betradar' },
  'ice-hockey': { id: 4, provider: 'betradar' },
  cricket: { id: 21, provider: 'betradar' },
  'counter-strike': { id: 109, provider: 'oddin' },
};

/**
 * Locales the catalog carries names for besides English (the UI's, shell 2.6; Kazakh as the
 * URL spells it, `kz`). Countries are named by Intl in each; hand-written names (England,
 * International…) exist in de, es, pt-BR, ru, ar, pl and fr, and read in English elsewhere.
 * ru-KZ and en-IE read the names of ru and en (localizedName: base language).
 */
export const NAME_LOCALES = [
  'de',
  'es',
  'pt-BR',
  'ru',
  'ar',
  'pl',
  'fr',
  'lv',
  'kz',
  'el',
] as const;

export interface CategoryDef {
  sport: SportKey;
  slug: string;
  /** ISO 3166 region for real countries: names come from Intl.DisplayNames. */
  country: string | null;
  name: string;
  /** Hand translations where the category is not a country. */
  names?: Record<string, string>;
  priority: number;
  tournaments: TournamentDef[];
}

export interface TournamentDef {
  slug: string;
  name: string;
  priority: number;
  /** Main leagues: shown first, with an outright. */
  top: boolean;
  teams: number;
  /** Name style of the teams (see TEAM_STYLES in world.ts). */
  style: string;
  /** Average fixtures per day over a week. */
  perDay: number;
  /** Kick-off times, UTC hours. */
  hours: number[];
  /** Spread of team ratings (bigger: more lopsided matches). */
  spread: number;
  /** Scoring level relative to the sport's norm. */
  level?: number;
  bestOf?: 3 | 5;
  stages?: string[];
}

const league = (
  slug: string,
  name: string,
  priority: number,
  top: boolean,
  style: string,
  perDay: number,
  hours: number[],
  extra: Partial<TournamentDef> = {},
): TournamentDef => ({
  slug,
  name,
  priority,
  top,
  teams: 18,
  style,
  perDay,
  hours,
  spread: 0.35,
  ...extra,
});

const weekend = [12.5, 15, 17.5, 20];

export const CATEGORIES: CategoryDef[] = [
  // Soccer
  {
    sport: 'soccer',
    slug: 'england',
    country: null,
    name: 'England',
    names: {
      de: 'England',
      es: 'Inglaterra',
      'pt-BR': 'Inglaterra',
      ru: 'Англия',
      ar: 'إنجلترا',
      pl: 'Anglia',
      fr: 'Angleterre',
    },
    priority: 1,
    tournaments: [
      league('premier-division', 'Premier Division', 1, true, 'english', 3, weekend, { teams: 20 }),
      league('championship-league', 'Championship League', 12, false, 'english', 2.5, weekend, {
        teams: 24,
        spread: 0.25,
      }),
    ],
  },
  {
    sport: 'soccer',
    slug: 'spain',
    country: 'ES',
    name: 'Spain',
    priority: 2,
    tournaments: [
      league('liga-primera', 'Liga Primera', 2, true, 'spanish', 2.5, [14, 16.25, 18.5, 20]),
    ],
  },
  {
    sport: 'soccer',
    slug: 'germany',
    country: 'DE',
    name: 'Germany',
    priority: 3,
    tournaments: [
      league('erste-liga', 'Erste Liga', 3, true, 'german', 2.5, [13.5, 16.5, 18.5], {
        level: 1.1,
      }),
    ],
  },
  {
    sport: 'soccer',
    slug: 'italy',
    country: 'IT',
    name: 'Italy',
    priority: 4,
    tournaments: [
      league('serie-prima', 'Serie Prima', 4, true, 'italian', 2.5, [13.5, 16, 18.75], {
        level: 0.95,
      }),
    ],
  },
  {
    sport: 'soccer',
    slug: 'france',
    country: 'FR',
    name: 'France',
    priority: 5,
    tournaments: [league('ligue-nationale', 'Ligue Nationale', 5, true, 'french', 2, [15, 17, 19])],
  },
  {
    sport: 'soccer',
    slug: 'portugal',
    country: 'PT',
    name: 'Portugal',
    priority: 8,
    tournaments: [
      league(
        'primeira-divisao',
        'Primeira Divisão',
        8,
        false,
        'portuguese',
        1.5,
        [16, 18.5, 20.25],
        { spread: 0.45 },
      ),
    ],
  },
  {
    sport: 'soccer',
    slug: 'netherlands',
    country: 'NL',
    name: 'Netherlands',
    priority: 9,
    tournaments: [
      league('eredivisie-a', 'Eerste Klasse', 9, false, 'dutch', 1.5, [12.25, 14.5, 18.75], {
        level: 1.15,
      }),
    ],
  },
  {
    sport: 'soccer',
    slug: 'brazil',
    country: 'BR',
    name: 'Brazil',
    priority: 6,
    tournaments: [
      league('serie-ouro', 'Série Ouro', 6, true, 'brazilian', 2, [19, 21.5, 23.5], { teams: 20 }),
    ],
  },
  {
    sport: 'soccer',
    slug: 'argentina',
    country: 'AR',
    name: 'Argentina',
    priority: 10,
    tournaments: [
      league('primera-nacional', 'Primera Nacional', 10, false, 'spanish', 1.5, [20, 22.5, 0.5], {
        level: 0.9,
      }),
    ],
  },
  {
    sport: 'soccer',
    slug: 'usa',
    country: 'US',
    name: 'USA',
    priority: 11,
    tournaments: [
      league(
        'continental-soccer-league',
        'Continental Soccer League',
        11,
        false,
        'american',
        1.5,
        [0, 2.5, 23],
      ),
    ],
  },
  {
    sport: 'soccer',
    slug: 'international-clubs',
    country: null,
    name: 'International Clubs',
    names: {
      de: 'Internationale Vereine',
      es: 'Clubes internacionales',
      'pt-BR': 'Clubes internacionais',
      ru: 'Международные клубы',
      ar: 'أندية دولية',
      pl: 'Kluby międzynarodowe',
      fr: 'Clubs internationaux',
    },
    priority: 0,
    tournaments: [
      league('champions-cup', 'Champions Cup', 0, true, 'mixed', 1, [17.75, 20], {
        teams: 32,
        spread: 0.3,
        stages: ['Group A', 'Group B', 'Group C', 'Group D', 'Round of 16'],
      }),
      league('continental-trophy', 'Continental Trophy', 7, false, 'mixed', 1, [16.75, 19], {
        teams: 32,
        spread: 0.35,
        stages: ['Group E', 'Group F', 'Group G', 'Knockout round'],
      }),
    ],
  },
  // Tennis
  {
    sport: 'tennis',
    slug: 'atp',
    country: null,
    name: 'ATP',
    priority: 1,
    tournaments: [
      league('valencia-open', 'Valencia Open', 1, true, 'men', 5, [9, 11, 13, 15, 17], {
        teams: 32,
        spread: 0.8,
        stages: ['Round of 32', 'Round of 16', 'Quarterfinal'],
      }),
      league('harbour-masters', 'Harbour Masters', 2, true, 'men', 5, [1, 3, 5, 7], {
        teams: 32,
        spread: 0.8,
        stages: ['Round of 32', 'Round of 16'],
      }),
    ],
  },
  {
    sport: 'tennis',
    slug: 'wta',
    country: null,
    name: 'WTA',
    priority: 2,
    tournaments: [
      league('lakeside-classic', 'Lakeside Classic', 3, true, 'women', 5, [10, 12, 14, 16, 18], {
        teams: 32,
        spread: 0.8,
        stages: ['Round of 32', 'Round of 16', 'Quarterfinal'],
      }),
      league('coral-coast-open', 'Coral Coast Open', 4, false, 'women', 4, [2, 4, 6], {
        teams: 32,
        spread: 0.8,
      }),
    ],
  },
  {
    sport: 'tennis',
    slug: 'challenger',
    country: null,
    name: 'Challenger',
    priority: 3,
    tournaments: [
      league(
        'alpine-challenger',
        'Alpine Challenger',
        5,
        false,
        'men',
        4,
        [9.5, 11.5, 13.5, 15.5],
        { teams: 32, spread: 0.6 },
      ),
    ],
  },
  {
    sport: 'tennis',
    slug: 'itf',
    country: null,
    name: 'ITF Women',
    names: {
      de: 'ITF Damen',
      es: 'ITF Femenino',
      'pt-BR': 'ITF Feminino',
      ru: 'ITF Женщины',
      ar: 'آي تي إف للسيدات',
      pl: 'ITF kobiet',
      fr: 'ITF Femmes',
    },
    priority: 4,
    tournaments: [
      league('sunset-bay-itf', 'Sunset Bay', 6, false, 'women', 3, [8, 10, 12], {
        teams: 32,
        spread: 0.6,
      }),
    ],
  },
  // Basketball
  {
    sport: 'basketball',
    slug: 'usa',
    country: 'US',
    name: 'USA',
    priority: 1,
    tournaments: [
      league(
        'pro-basketball-association',
        'Pro Basketball Association',
        1,
        true,
        'american-mascots',
        3.5,
        [0, 1.5, 3],
        { teams: 28, spread: 0.5 },
      ),
    ],
  },
  {
    sport: 'basketball',
    slug: 'spain',
    country: 'ES',
    name: 'Spain',
    priority: 3,
    tournaments: [
      league('liga-nacional-baloncesto', 'Liga Nacional', 3, false, 'spanish', 1, [17, 19.5]),
    ],
  },
  {
    sport: 'basketball',
    slug: 'international',
    country: null,
    name: 'International',
    names: {
      de: 'International',
      es: 'Internacional',
      'pt-BR': 'Internacional',
      ru: 'Международные',
      ar: 'دولي',
      pl: 'Międzynarodowe',
      fr: 'International',
    },
    priority: 2,
    tournaments: [
      league('euro-basket-cup', 'Euro Basket Cup', 2, true, 'mixed', 1.2, [17.75, 19.75]),
    ],
  },
  {
    sport: 'basketball',
    slug: 'australia',
    country: 'AU',
    name: 'Australia',
    priority: 4,
    tournaments: [
      league('southern-hoops-league', 'Southern Hoops League', 4, false, 'australian', 1, [8, 10], {
        teams: 10,
      }),
    ],
  },
  // Ice hockey
  {
    sport: 'ice-hockey',
    slug: 'north-america',
    country: null,
    name: 'North America',
    names: {
      de: 'Nordamerika',
      es: 'Norteamérica',
      'pt-BR': 'América do Norte',
      ru: 'Северная Америка',
      ar: 'أمريكا الشمالية',
      pl: 'Ameryka Północna',
      fr: 'Amérique du Nord',
    },
    priority: 1,
    tournaments: [
      league(
        'north-american-hockey-league',
        'North American Hockey League',
        1,
        true,
        'american-mascots',
        4,
        [23.5, 0.5, 2],
        { teams: 30 },
      ),
    ],
  },
  {
    sport: 'ice-hockey',
    slug: 'sweden',
    country: 'SE',
    name: 'Sweden',
    priority: 2,
    tournaments: [
      league('svenska-hockeyligan', 'Svenska Ligan', 2, false, 'nordic', 1.5, [17, 18]),
    ],
  },
  {
    sport: 'ice-hockey',
    slug: 'finland',
    country: 'FI',
    name: 'Finland',
    priority: 3,
    tournaments: [
      league('suomi-liiga', 'Suomi Liiga', 3, false, 'nordic', 1.5, [16.5, 17.5], { teams: 14 }),
    ],
  },
  {
    sport: 'ice-hockey',
    slug: 'czechia',
    country: 'CZ',
    name: 'Czechia',
    priority: 4,
    tournaments: [
      league('extra-hockey-liga', 'Extra Liga', 4, false, 'german', 1.5, [16, 17.5], { teams: 14 }),
    ],
  },
  // Cricket
  {
    sport: 'cricket',
    slug: 'india',
    country: 'IN',
    name: 'India',
    priority: 1,
    tournaments: [
      league('premier-t20', 'Premier T20', 1, true, 'cricket', 1, [14], { teams: 10, spread: 0.4 }),
    ],
  },
  {
    sport: 'cricket',
    slug: 'australia',
    country: 'AU',
    name: 'Australia',
    priority: 2,
    tournaments: [
      league('southern-bash', 'Southern Bash', 2, false, 'cricket', 1, [8.25], {
        teams: 8,
        spread: 0.4,
      }),
    ],
  },
  {
    sport: 'cricket',
    slug: 'england',
    country: null,
    name: 'England',
    names: {
      de: 'England',
      es: 'Inglaterra',
      'pt-BR': 'Inglaterra',
      ru: 'Англия',
      ar: 'إنجلترا',
      pl: 'Anglia',
      fr: 'Angleterre',
    },
    priority: 3,
    tournaments: [
      league('county-t20-cup', 'County T20 Cup', 3, false, 'english-cricket', 1, [17.5], {
        teams: 16,
        spread: 0.4,
      }),
    ],
  },
  // E-sport
  {
    sport: 'counter-strike',
    slug: 'international',
    country: null,
    name: 'International',
    names: {
      de: 'International',
      es: 'Internacional',
      'pt-BR': 'Internacional',
      ru: 'Международные',
      ar: 'دولي',
      pl: 'Międzynarodowe',
      fr: 'International',
    },
    priority: 1,
    tournaments: [
      league('major-championship', 'Major Championship', 1, true, 'esport', 3, [12, 15, 18, 21], {
        teams: 16,
        spread: 0.6,
        stages: ['Swiss stage', 'Quarterfinal'],
      }),
      league('pro-league', 'Pro League', 2, false, 'esport', 3, [13, 16, 19], {
        teams: 24,
        spread: 0.5,
      }),
      league('masters-series', 'Masters Series', 3, false, 'esport', 2, [10, 14, 20], {
        teams: 16,
        spread: 0.5,
      }),
    ],
  },
];

/** Share of each sport in the stream of matches kicking off soon (what keeps "live" busy). */
export const LIVE_MIX: [SportKey, number][] = [
  ['soccer', 0.4],
  ['tennis', 0.2],
  ['basketball', 0.12],
  ['ice-hockey', 0.1],
  ['counter-strike', 0.12],
  ['cricket', 0.06],
];
