import type { Market, Match, MatchesAnswer } from '@sb/contract';

// Wire-shaped matches and markets for tests (contract shapes, plausible values).

export function market(over: Partial<Market> & { odds?: number[] } = {}): Market {
  const { odds = [2100, 3300, 3500], ...rest } = over;
  const names = ['1', 'X', '2'];
  return {
    match_id: 1,
    match_urn_id: 'sr:match:1',
    id: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: odds.map((o, i) => ({
      id: String(i + 1),
      name: names[i] ?? String(i + 1),
      active: true,
      odds: o,
      result: null,
    })),
    market_groups: ['main'],
    priority: 0,
    most_balanced: false,
    role: 'main',
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
    ...rest,
  };
}

export function match(over: Partial<Match> = {}): Match {
  const id = over.id ?? 1;
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: `arsenal-vs-chelsea-${id}`,
    type: 'match',
    name: 'Arsenal vs Chelsea',
    sport: {
      id: 1,
      urn_id: 'sr:sport:1',
      key: 'soccer',
      name: 'Soccer',
      priority: 1,
      type: 'sport',
      provider: 'betradar',
    },
    category: {
      id: 10,
      urn_id: 'sr:category:1',
      slug: 'england',
      name: 'England',
      priority: 1,
      country_code: 'GB',
    },
    tournament: {
      id: 100,
      urn_id: 'sr:tournament:17',
      slug: 'premier-league',
      name: 'Premier League',
      priority: 1,
    },
    competitors: [
      {
        id: 1000 + id,
        urn_id: 'sr:competitor:1',
        name: 'Arsenal',
        abbreviation: 'ARS',
        qualifier: 'home',
        country_code: 'GB',
        logo: '/api/sportsbook/v2/competitors/1/logo.svg',
      },
      {
        id: 2000 + id,
        urn_id: 'sr:competitor:2',
        name: 'Chelsea',
        abbreviation: 'CHE',
        qualifier: 'away',
        country_code: 'GB',
        logo: '/api/sportsbook/v2/competitors/2/logo.svg',
      },
    ],
    stadium: null,
    city: null,
    status: 0,
    stage: null,
    start_time: '2026-11-21T20:00:00.000Z',
    end_date: null,
    has_video: false,
    provider: 'betradar',
    live_coverage: true,
    available_markets: 40,
    main_market: market({ match_id: id, match_urn_id: `sr:match:${id}` }),
    secondary_market: null,
    top_markets: [1, 18, 16],
    is_provider_stats_available: true,
    statistics: null,
    bettable: true,
    bets_count: 0,
    ...over,
  };
}

export const list = (data: Match[], limit = 20): MatchesAnswer => ({
  data,
  pagination: { total: data.length, page: 1, limit, last_page: 1 },
});

/** A deep copy, as a new message from the push would be (no shared references). */
export const fresh = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
