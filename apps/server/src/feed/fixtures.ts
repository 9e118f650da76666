// From two competitors of the world to a fixture and its prematch pricing model (issue 4:
// models with team ratings, not random prices).
import {
  basketballExpectations,
  cricketExpectedFirstInnings,
  soccerBalancedHandicap,
  tennisExpectations,
  type BasketballModel,
  type CounterStrikeModel,
  type CricketModel,
  type IceHockeyModel,
  type LiveModel,
  type OutrightModel,
  type SimRng,
  type SoccerModel,
  type TennisModel,
} from '@sb/domain';
import type { Fixture, FixtureCompetitor } from './messages';
import { slugify, type WorldTeam, type WorldTournament } from './world';
import { SPORT_IDS, type SportKey } from './world-data';

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** A little form on the day, so two meetings of the same sides are not priced alike. */
const form = (rng: SimRng, sd: number) => (rng.next() - 0.5) * 2 * sd;

export function prematchModel(
  tournament: WorldTournament,
  home: WorldTeam,
  away: WorldTeam,
  rng: SimRng,
): LiveModel {
  const diff = home.rating - away.rating + form(rng, 0.08);
  const level = tournament.def.level ?? 1;
  switch (tournament.sport) {
    case 'soccer': {
      const base = 1.3 * level;
      const xgHome = base * Math.exp(0.75 * diff + 0.11);
      const xgAway = base * Math.exp(-0.75 * diff - 0.11);
      const m: SoccerModel = {
        sport: 'soccer',
        xgHome: round3(xgHome),
        xgAway: round3(xgAway),
        period: 'not_started',
        minuteInHalf: 0,
        stoppageAnnounced: null,
        score: { home: 0, away: 0 },
        htScore: null,
        redCards: { home: 0, away: 0 },
        hcpCentre: soccerBalancedHandicap(xgHome, xgAway),
      };
      return m;
    }
    case 'tennis': {
      const base = tournament.def.style === 'women' ? 0.565 : 0.635;
      const m: TennisModel = {
        sport: 'tennis',
        serveHome: round3(clamp(base + 0.035 * diff, 0.45, 0.82)),
        serveAway: round3(clamp(base - 0.035 * diff, 0.45, 0.82)),
        bestOf: tournament.def.bestOf ?? 3,
        sets: [],
        games: { home: 0, away: 0 },
        points: { home: 0, away: 0 },
        tiebreak: false,
        server: rng.chance(0.5) ? 'home' : 'away',
        tiebreakFirstServer: null,
        ended: false,
        gamesCentre: 22,
        gamesHcpCentre: 0,
      };
      const e = tennisExpectations(m);
      return { ...m, gamesCentre: round3(e.games), gamesHcpCentre: round3(-e.margin) };
    }
    case 'basketball': {
      const fiba = tournament.category.slug !== 'usa';
      const m: BasketballModel = {
        sport: 'basketball',
        pppHome: round3(1.1 * level + 0.035 * diff + 0.012),
        pppAway: round3(1.1 * level - 0.035 * diff - 0.012),
        possessionVariance: 1.33,
        possessionSeconds: 14.4,
        periodSeconds: fiba ? 600 : 720,
        overtimeSeconds: 300,
        periods: 4,
        period: 0,
        secondsLeftInPeriod: fiba ? 600 : 720,
        score: { home: 0, away: 0 },
        ended: false,
        totalCentre: 0,
        hcpCentre: 0,
      };
      const e = basketballExpectations(m);
      return { ...m, totalCentre: round3(e.total), hcpCentre: round3(-e.margin) };
    }
    case 'ice-hockey': {
      const xgHome = 2.95 * level * Math.exp(0.45 * diff + 0.06);
      const xgAway = 2.95 * level * Math.exp(-0.45 * diff - 0.06);
      const m: IceHockeyModel = {
        sport: 'ice-hockey',
        xgHome: round3(xgHome),
        xgAway: round3(xgAway),
        period: 0,
        minuteInPeriod: 0,
        score: { home: 0, away: 0 },
        winner: null,
        ended: false,
        totalCentre: round3(xgHome + xgAway),
      };
      return m;
    }
    case 'cricket': {
      const m: CricketModel = {
        sport: 'cricket',
        strengthHome: round3(1 + 0.1 * diff),
        strengthAway: round3(1 - 0.1 * diff),
        battingFirst: rng.chance(0.5) ? 'home' : 'away',
        innings: 0,
        runs: [0, 0],
        wickets: [0, 0],
        balls: [0, 0],
        ended: false,
        winner: null,
        totalCentre: 150,
      };
      return { ...m, totalCentre: round3(cricketExpectedFirstInnings(m)) };
    }
    case 'counter-strike': {
      const m: CounterStrikeModel = {
        sport: 'counter-strike',
        roundHome: round3(clamp(0.5 + 0.06 * diff, 0.3, 0.7)),
        bestOf: 3,
        maps: [],
        rounds: { home: 0, away: 0 },
        ended: false,
      };
      return m;
    }
  }
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

const competitor = (t: WorldTeam, qualifier: 'home' | 'away' | null): FixtureCompetitor => ({
  id: t.id,
  urnId: t.urnId,
  name: t.name,
  abbreviation: t.abbreviation,
  countryCode: t.countryCode,
  colors: t.colors,
  qualifier,
});

const base = (tournament: WorldTournament) => ({
  sport: { id: SPORT_IDS[tournament.sport].id, key: tournament.sport },
  category: {
    id: tournament.category.id,
    urnId: tournament.category.urnId,
    slug: tournament.category.slug,
    name: tournament.category.name,
    names: tournament.category.names,
    priority: tournament.category.priority,
    countryCode: tournament.category.countryCode,
  },
  tournament: {
    id: tournament.id,
    urnId: tournament.urnId,
    slug: tournament.slug,
    name: tournament.name,
    names: tournament.names,
    priority: tournament.priority,
    isTop: tournament.isTop,
  },
  provider: SPORT_IDS[tournament.sport].provider,
});

const urnPrefix = (sport: SportKey) => (SPORT_IDS[sport].provider === 'oddin' ? 'od' : 'sr');

export function matchFixture(
  tournament: WorldTournament,
  home: WorldTeam,
  away: WorldTeam,
  matchId: number,
  startMs: number,
  options: { liveCoverage: boolean; stage: string | null },
): Fixture {
  return {
    matchId,
    urnId: `${urnPrefix(tournament.sport)}:match:${matchId}`,
    type: 'match',
    name: `${home.name} vs ${away.name}`,
    slug: `${slugify(`${home.name} ${away.name}`)}-${matchId}`,
    ...base(tournament),
    competitors: [competitor(home, 'home'), competitor(away, 'away')],
    startTime: new Date(startMs).toISOString(),
    endDate: null,
    stage: options.stage,
    stadium: home.stadium,
    city: home.city,
    liveCoverage: options.liveCoverage,
    priority: tournament.isTop ? 1 : 0,
  };
}

/** The tournament winner market of a main league (domain 3 non-match events). */
export function outrightFixture(
  tournament: WorldTournament,
  matchId: number,
  startMs: number,
  endMs: number,
  season: string,
): { fixture: Fixture; model: OutrightModel } {
  const spread = tournament.def.spread || 0.35;
  return {
    fixture: {
      matchId,
      urnId: `${urnPrefix(tournament.sport)}:season:${matchId}`,
      type: 'outright',
      name: `${tournament.name} ${season} - Winner`,
      slug: `${tournament.slug}-${slugify(season)}-winner-${matchId}`,
      ...base(tournament),
      competitors: tournament.teams.map((t) => competitor(t, null)),
      startTime: new Date(startMs).toISOString(),
      endDate: new Date(endMs).toISOString(),
      stage: null,
      stadium: null,
      city: null,
      liveCoverage: false,
      priority: 2,
    },
    model: {
      sport: 'outright',
      competitors: tournament.teams.map((t) => ({
        id: t.urnId,
        rating: round3(t.rating / spread),
      })),
      temperature: 0.6,
      winner: null,
      ended: false,
    },
  };
}
