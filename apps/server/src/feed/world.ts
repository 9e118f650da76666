// The built-in feed's universe, generated deterministically from a seed: every category,
// tournament and competitor gets the same id and name on every start.
import { intlLocale, seedOf, simRng, type SimRng } from '@sb/domain';
import {
  CATEGORIES,
  NAME_LOCALES,
  SPORT_IDS,
  type CategoryDef,
  type SportKey,
  type TournamentDef,
} from './world-data';

export interface WorldTeam {
  id: number;
  urnId: string;
  sport: SportKey;
  name: string;
  abbreviation: string;
  countryCode: string | null;
  colors: [string, string];
  /** Strength around 0 (the models turn it into goal rates, serve chances...). */
  rating: number;
  city: string | null;
  stadium: string | null;
}

export interface WorldCategory {
  id: number;
  urnId: string;
  sport: SportKey;
  slug: string;
  name: string;
  names: Record<string, string>;
  priority: number;
  countryCode: string | null;
}

export interface WorldTournament {
  id: number;
  urnId: string;
  sport: SportKey;
  category: WorldCategory;
  slug: string;
  name: string;
  names: Record<string, string>;
  priority: number;
  isTop: boolean;
  def: TournamentDef;
  teams: WorldTeam[];
}

export interface World {
  categories: WorldCategory[];
  tournaments: WorldTournament[];
  teams: Map<number, WorldTeam>;
}

const prefixOf = (sport: SportKey) => (SPORT_IDS[sport].provider === 'oddin' ? 'od' : 'sr');

const PALETTE = [
  '#c8102e',
  '#1d428a',
  '#006847',
  '#fdb927',
  '#552583',
  '#00a3e0',
  '#f47a38',
  '#111111',
  '#7a1f3d',
  '#00843d',
  '#0b3d91',
  '#e03a3e',
  '#6cace4',
  '#ffd100',
  '#3d195b',
  '#8a8d8f',
];

interface Style {
  pre: string[];
  suf: string[];
  patterns: string[];
  country: string | null;
}

const ENGLISH_CITY = {
  pre: [
    'Ash',
    'Brook',
    'Chester',
    'Dun',
    'Elm',
    'Fair',
    'Glen',
    'Hart',
    'Kings',
    'Lang',
    'Mill',
    'North',
    'Oak',
    'Red',
    'Stone',
    'West',
    'Marl',
    'Thorn',
  ],
  suf: [
    'ford',
    'bury',
    'ton',
    'field',
    'mouth',
    'wick',
    'ham',
    'port',
    'dale',
    'borough',
    'ley',
    'stead',
  ],
};

const STYLES: Record<string, Style> = {
  english: {
    ...ENGLISH_CITY,
    patterns: [
      '{c} United',
      '{c} Rovers',
      '{c} Athletic',
      '{c} Town',
      '{c} City',
      '{c} Wanderers',
      '{c} Albion',
      'AFC {c}',
      '{c} FC',
    ],
    country: 'GB',
  },
  spanish: {
    pre: ['Val', 'Mon', 'Sal', 'Cor', 'Ter', 'Alm', 'Mar', 'Bel', 'Cas', 'Vill', 'Alc', 'Pal'],
    suf: ['verde', 'ada', 'ona', 'illa', 'era', 'oso', 'anca', 'encia', 'ares', 'obre'],
    patterns: [
      'Real {c}',
      'Atlético {c}',
      '{c} CF',
      'Deportivo {c}',
      'Club {c}',
      'Racing {c}',
      'CD {c}',
      'Sporting {c}',
    ],
    country: 'ES',
  },
  german: {
    pre: [
      'Alten',
      'Bern',
      'Dorn',
      'Eisen',
      'Falken',
      'Gold',
      'Hohen',
      'Kirch',
      'Lind',
      'Rosen',
      'Stein',
      'Wald',
    ],
    suf: ['burg', 'stadt', 'feld', 'hausen', 'heim', 'bach', 'berg', 'dorf', 'au', 'tal'],
    patterns: [
      'FC {c}',
      'SV {c}',
      'VfB {c}',
      'Borussia {c}',
      '1. FC {c}',
      'TSG {c}',
      'Eintracht {c}',
      'SC {c}',
    ],
    country: 'DE',
  },
  italian: {
    pre: ['Mont', 'Castel', 'Vill', 'Port', 'Rocc', 'Borg', 'Lun', 'Ferr', 'Aven', 'Torr'],
    suf: ['ino', 'ella', 'ara', 'ano', 'ona', 'ezia', 'iano', 'etto', 'ura', 'ola'],
    patterns: [
      'AC {c}',
      '{c} Calcio',
      'US {c}',
      'Sporting {c}',
      'AS {c}',
      'Inter {c}',
      'Virtus {c}',
    ],
    country: 'IT',
  },
  french: {
    pre: ['Beau', 'Mont', 'Saint-Cl', 'Ville', 'Bel', 'Roche', 'Font', 'Clair', 'Ver', 'Lor'],
    suf: ['mont', 'ville', 'ac', 'ence', 'eux', 'ot', 'ais', 'ier', 'oux', 'ange'],
    patterns: ['Olympique {c}', 'AS {c}', '{c} FC', 'Stade {c}', 'RC {c}', 'US {c}'],
    country: 'FR',
  },
  portuguese: {
    pre: ['Alva', 'Bra', 'Cova', 'Fa', 'Mira', 'Tor', 'Estre', 'Vale', 'Porti', 'Sant'],
    suf: ['mar', 'ga', 'lhos', 'res', 'nde', 'ro', 'inhas', 'ela', 'dos', 'vora'],
    patterns: ['Sporting {c}', 'FC {c}', 'SC {c}', 'Vitória {c}', 'Académica {c}', 'CD {c}'],
    country: 'PT',
  },
  dutch: {
    pre: ['Alk', 'Del', 'Ede', 'Hoorn', 'Zwol', 'Gro', 'Har', 'Leeu', 'Ams', 'Vli'],
    suf: ['maar', 'dam', 'veen', 'dijk', 'ingen', 'wijk', 'lo', 'stad', 'haven', 'sum'],
    patterns: ['{c} FC', 'SC {c}', 'FC {c}', 'Go Ahead {c}', 'VV {c}', '{c} Boys'],
    country: 'NL',
  },
  brazilian: {
    pre: ['Rio', 'Porto', 'Campo', 'Vila', 'Nova', 'Santa', 'Boa', 'Serra', 'Águas', 'Ouro'],
    suf: [
      ' Verde',
      ' Alegre',
      ' Grande',
      ' Bela',
      ' Clara',
      ' Azul',
      ' Preta',
      ' Linda',
      ' Branca',
      ' Dourada',
    ],
    patterns: ['{c} FC', 'Atlético {c}', 'EC {c}', 'Sport {c}', 'Grêmio {c}', 'América {c}'],
    country: 'BR',
  },
  american: {
    pre: [
      'Harbor',
      'River',
      'Lake',
      'Pine',
      'Cedar',
      'Maple',
      'Silver',
      'Granite',
      'Summit',
      'Bay',
    ],
    suf: [
      ' City',
      'view',
      'ton',
      ' Falls',
      'port',
      ' Springs',
      'field',
      ' Heights',
      'wood',
      'dale',
    ],
    patterns: ['{c} FC', '{c} SC', 'Real {c}', '{c} United', '{c} Athletic'],
    country: 'US',
  },
  'american-mascots': {
    pre: [
      'Harbor',
      'River',
      'Lake',
      'Pine',
      'Cedar',
      'Maple',
      'Silver',
      'Granite',
      'Summit',
      'Bay',
      'Iron',
      'Prairie',
    ],
    suf: [
      ' City',
      'view',
      'ton',
      ' Falls',
      'port',
      ' Springs',
      'field',
      ' Heights',
      'wood',
      'dale',
    ],
    patterns: ['{c} {m}'],
    country: 'US',
  },
  australian: {
    pre: [
      'Coral',
      'Sun',
      'Red',
      'Gold',
      'Blue',
      'Wattle',
      'Harbour',
      'Southern',
      'Ocean',
      'Kestrel',
    ],
    suf: [
      ' Coast',
      ' Bay',
      ' Hill',
      ' Creek',
      ' Point',
      ' Ridge',
      'ville',
      ' Downs',
      ' Plains',
      ' Heads',
    ],
    patterns: ['{c} {m}'],
    country: 'AU',
  },
  nordic: {
    pre: ['Björk', 'Frost', 'Fjäll', 'Sjö', 'Lund', 'Norr', 'Väst', 'Öster', 'Stor', 'Ek'],
    suf: ['by', 'holm', 'stad', 'vik', 'berg', 'ö', 'sund', 'ås', 'dal', 'näs'],
    patterns: ['{c} IF', '{c} HC', 'IK {c}', '{c} HK', '{c} Hockey'],
    country: 'SE',
  },
  cricket: {
    pre: ['Chandra', 'Surya', 'Indra', 'Ravi', 'Deva', 'Agni', 'Kama', 'Vayu', 'Soma', 'Varuna'],
    suf: ['pur', 'nagar', 'garh', 'abad', 'kot', 'wadi', 'ganj', 'patnam', 'puram', 'ner'],
    patterns: ['{c} {m}'],
    country: 'IN',
  },
  'english-cricket': {
    ...ENGLISH_CITY,
    patterns: ['{c}shire', '{c} Vikings', '{c} Foxes', '{c} Spitfires', '{c} Falcons'],
    country: 'GB',
  },
  esport: {
    pre: [
      'Nova',
      'Apex',
      'Frost',
      'Vortex',
      'Iron',
      'Crimson',
      'Silent',
      'Neon',
      'Shadow',
      'Quantum',
      'Solar',
      'Arctic',
      'Rogue',
      'Lunar',
      'Savage',
      'Binary',
      'Venom',
      'Astral',
      'Pixel',
      'Omega',
    ],
    suf: [
      'Five',
      'Wolves',
      'Byte',
      'Gaming',
      'Esports',
      'Squad',
      'Syndicate',
      'Collective',
      'Legion',
      'Dynasty',
      'Unit',
      'Raiders',
      'Core',
      'Division',
    ],
    patterns: ['{p} {s}', 'Team {p}', '{p}{s}'],
    country: null,
  },
};

const MASCOTS = [
  'Comets',
  'Pilots',
  'Foxes',
  'Monarchs',
  'Blaze',
  'Ironmen',
  'Mariners',
  'Outlaws',
  'Storm',
  'Knights',
  'Lynx',
  'Vipers',
  'Titans',
  'Sabres',
  'Express',
  'Aces',
  'Bison',
  'Phantoms',
  'Cyclones',
  'Condors',
  'Stallions',
  'Owls',
  'Blizzard',
  'Miners',
  'Strikers',
  'Chargers',
  'Royals',
  'Hurricanes',
  'Sixers',
  'Riders',
];

const PLAYERS: Record<string, { men: string[]; women: string[]; last: string[] }> = {
  ES: {
    men: ['Alejandro', 'Pablo', 'Javier', 'Diego', 'Marcos'],
    women: ['Lucía', 'Paula', 'Irene', 'Nuria', 'Marta'],
    last: ['Herrera', 'Calvo', 'Ortega', 'Navarro', 'Prieto', 'Vidal'],
  },
  DE: {
    men: ['Lukas', 'Jonas', 'Felix', 'Tobias', 'Moritz'],
    women: ['Lea', 'Hanna', 'Clara', 'Greta', 'Mila'],
    last: ['Brenner', 'Falk', 'Hartmann', 'Kessler', 'Lorenz', 'Vogt'],
  },
  FR: {
    men: ['Hugo', 'Louis', 'Mathis', 'Théo', 'Adrien'],
    women: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès'],
    last: ['Marchand', 'Giraud', 'Lemaire', 'Roussel', 'Fabre', 'Perrin'],
  },
  IT: {
    men: ['Matteo', 'Lorenzo', 'Andrea', 'Davide', 'Luca'],
    women: ['Giulia', 'Chiara', 'Sofia', 'Martina', 'Elena'],
    last: ['Benedetti', 'Ferraro', 'Galli', 'Marchetti', 'Rinaldi', 'Sala'],
  },
  US: {
    men: ['Tyler', 'Brandon', 'Cole', 'Austin', 'Reid'],
    women: ['Madison', 'Avery', 'Sydney', 'Peyton', 'Quinn'],
    last: ['Walker', 'Hayes', 'Porter', 'Sullivan', 'Bennett', 'Reyes'],
  },
  GB: {
    men: ['Oliver', 'Harry', 'George', 'Callum', 'Rhys'],
    women: ['Amelia', 'Isla', 'Freya', 'Imogen', 'Poppy'],
    last: ['Fletcher', 'Griffiths', 'Holloway', 'Pemberton', 'Whitmore', 'Ashby'],
  },
  AU: {
    men: ['Lachlan', 'Riley', 'Jack', 'Mitchell', 'Bailey'],
    women: ['Matilda', 'Ruby', 'Zara', 'Tahlia', 'Sienna'],
    last: ['McAllister', 'Donnelly', 'Kerr', 'Hawkins', 'Tully', 'Byrne'],
  },
  AR: {
    men: ['Facundo', 'Tomás', 'Nicolás', 'Joaquín', 'Lautaro'],
    women: ['Valentina', 'Camila', 'Agustina', 'Florencia', 'Julieta'],
    last: ['Ibarra', 'Quiroga', 'Medina', 'Sosa', 'Villalba', 'Acosta'],
  },
  CZ: {
    men: ['Jakub', 'Tomáš', 'Ondřej', 'Vojtěch', 'Matěj'],
    women: ['Tereza', 'Eliška', 'Karolína', 'Adéla', 'Barbora'],
    last: ['Novotný', 'Dvořák', 'Kučera', 'Horák', 'Marek', 'Pokorný'],
  },
  SE: {
    men: ['Elias', 'Hugo', 'Viktor', 'Oskar', 'Axel'],
    women: ['Ebba', 'Alva', 'Saga', 'Ella', 'Wilma'],
    last: ['Lindqvist', 'Berg', 'Holm', 'Sandberg', 'Ek', 'Nyström'],
  },
  JP: {
    men: ['Haruto', 'Ren', 'Sota', 'Yuto', 'Kaito'],
    women: ['Yui', 'Hina', 'Sakura', 'Aoi', 'Mio'],
    last: ['Takahashi', 'Morita', 'Kobayashi', 'Fujii', 'Ishikawa', 'Sato'],
  },
  BR: {
    men: ['Thiago', 'Rafael', 'Gustavo', 'Felipe', 'Caio'],
    women: ['Beatriz', 'Larissa', 'Mariana', 'Gabriela', 'Bianca'],
    last: ['Moraes', 'Teixeira', 'Cardoso', 'Barros', 'Pinheiro', 'Lopes'],
  },
};

/** A normal draw (Box-Muller) for ratings. */
function normal(rng: SimRng): number {
  const u = Math.max(rng.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

function abbreviate(name: string): string {
  const words = name
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !['FC', 'SC', 'AFC', 'United', 'City', 'Team'].includes(w));
  const base = (words.sort((a, b) => b.length - a.length)[0] ?? name)
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '');
  return (base.slice(0, 3) || 'XXX').toUpperCase().padEnd(3, 'X');
}

export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function localizedCategory(def: CategoryDef): Record<string, string> {
  if (def.names) return { ...def.names };
  const names: Record<string, string> = {};
  if (!def.country) return names;
  for (const locale of NAME_LOCALES) {
    const name = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(def.country);
    if (name && name !== def.country) names[locale] = name;
  }
  return names;
}

/** Builds the world; the same seed always gives the same world. */
export function buildWorld(seed: number): World {
  const teams = new Map<number, WorldTeam>();
  const categories: WorldCategory[] = [];
  const tournaments: WorldTournament[] = [];
  let teamId = 0;
  const usedNames = new Set<string>();

  const makeTeam = (sport: SportKey, style: Style, rng: SimRng, spread: number): WorldTeam => {
    let name = '';
    let city = '';
    for (let attempt = 0; attempt < 50; attempt++) {
      city = rng.pick(style.pre) + rng.pick(style.suf);
      const pattern = rng.pick(style.patterns);
      name = pattern
        .replace('{c}', city)
        .replace('{m}', rng.pick(MASCOTS))
        .replace('{p}', rng.pick(style.pre))
        .replace('{s}', rng.pick(style.suf));
      if (!usedNames.has(`${sport}:${name}`)) break;
    }
    usedNames.add(`${sport}:${name}`);
    teamId += 1;
    const team: WorldTeam = {
      id: teamId,
      urnId: `${prefixOf(sport)}:competitor:${teamId}`,
      sport,
      name,
      abbreviation: abbreviate(name),
      countryCode: style.country,
      colors: [rng.pick(PALETTE), rng.pick(PALETTE)],
      rating: normal(rng) * spread,
      city: sport === 'counter-strike' ? null : city.trim(),
      stadium:
        sport === 'counter-strike'
          ? null
          : `${city.trim()} ${sport === 'soccer' ? 'Stadium' : 'Arena'}`,
    };
    teams.set(team.id, team);
    return team;
  };

  const makePlayer = (gender: 'men' | 'women', rng: SimRng, spread: number): WorldTeam => {
    const country = rng.pick(Object.keys(PLAYERS));
    const pool = PLAYERS[country]!;
    let name = '';
    for (let attempt = 0; attempt < 50; attempt++) {
      name = `${rng.pick(pool[gender])} ${rng.pick(pool.last)}`;
      if (!usedNames.has(`tennis:${name}`)) break;
    }
    usedNames.add(`tennis:${name}`);
    teamId += 1;
    const last = name.split(' ').slice(1).join(' ');
    const team: WorldTeam = {
      id: teamId,
      urnId: `sr:competitor:${teamId}`,
      sport: 'tennis',
      name,
      abbreviation: last
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase(),
      countryCode: country,
      colors: [rng.pick(PALETTE), rng.pick(PALETTE)],
      rating: normal(rng) * spread,
      city: null,
      stadium: null,
    };
    teams.set(team.id, team);
    return team;
  };

  // Tennis players come from one pool per tour, so a player appears in several tournaments.
  const tennisRng = simRng(seedOf(seed, 'tennis-players'));
  const tennisPool = {
    men: Array.from({ length: 72 }, () => makePlayer('men', tennisRng, 0.8)),
    women: Array.from({ length: 72 }, () => makePlayer('women', tennisRng, 0.8)),
  };

  let categoryId = 0;
  let tournamentId = 0;
  const clubsByLeague: WorldTeam[][] = [];
  for (const def of CATEGORIES) {
    categoryId += 1;
    const category: WorldCategory = {
      id: categoryId,
      urnId: `${prefixOf(def.sport)}:category:${categoryId}`,
      sport: def.sport,
      slug: def.slug,
      name: def.name,
      names: localizedCategory(def),
      priority: def.priority,
      countryCode: def.country,
    };
    categories.push(category);
    for (const t of def.tournaments) {
      tournamentId += 1;
      const rng = simRng(seedOf(seed, 'tournament', def.sport, t.slug));
      let members: WorldTeam[];
      if (def.sport === 'tennis') {
        const pool = t.style === 'women' ? tennisPool.women : tennisPool.men;
        members = [...pool].sort(() => rng.next() - 0.5).slice(0, t.teams);
      } else if (t.style === 'mixed' && def.sport === 'soccer' && clubsByLeague.length >= 8) {
        // The international club cups are played by the best clubs of the national leagues.
        members = clubsByLeague
          .slice(0, 8)
          .flatMap((clubs) => [...clubs].sort((a, b) => b.rating - a.rating).slice(0, 4));
      } else {
        const style = t.style === 'mixed' ? undefined : (STYLES[t.style] ?? STYLES.english!);
        members = Array.from({ length: t.teams }, () =>
          makeTeam(
            def.sport,
            style ?? STYLES[rng.pick(['english', 'spanish', 'german', 'italian', 'french'])]!,
            rng,
            t.spread,
          ),
        );
        if (def.sport === 'soccer') clubsByLeague.push(members);
      }
      tournaments.push({
        id: tournamentId,
        urnId: `${prefixOf(def.sport)}:tournament:${tournamentId}`,
        sport: def.sport,
        category,
        slug: t.slug,
        name: t.name,
        names: {},
        priority: t.priority,
        isTop: t.top,
        def: t,
        teams: members,
      });
    }
  }
  return { categories, tournaments, teams };
}
