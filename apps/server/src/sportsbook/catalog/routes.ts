import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoriesAnswer,
  categoryAnswer,
  countersAnswer,
  countersRequest,
  errorBody,
  idParams,
  listQuery,
  marketsAnswer,
  marketsQuery,
  matchAnswer,
  matchesAnswer,
  matchesQuery,
  searchAnswer,
  searchQuery,
  settingsAnswer,
  sportsAnswer,
  sportsQuery,
  statisticsAnswer,
  statisticsParams,
  streamsAnswer,
  tournamentAnswer,
  tournamentsAnswer,
  videoAnswer,
  type TimelineEvent,
} from '@sb/contract';
import type { Db } from '../../db';
import type { Auth } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { Catalog } from './catalog';
import { requestLocale } from './locale';
import { competitorLogo } from './logos';
import {
  counters,
  getMatch,
  listCategories,
  listMatchMarkets,
  listMatches,
  listTournaments,
  matchTimeline,
  search,
} from './queries';
import { listSports } from './service';
import { withPlayerSettings, type PlayerSettingsView } from './settings';

const JSON_TYPE = 'application/json; charset=utf-8';
const bad = { 400: errorBody };
const missing = { 400: errorBody, 404: errorBody };

/** The catalog read API of domain 7, mounted under /api/sportsbook/v2. */
export function catalogRoutes(ctx: {
  catalog: Pick<Catalog, 'cache' | 'settings'>;
  /** The catalog's own tables, read by its queries. */
  db: Db;
  /** Who asks (favourites are per player). */
  auth: Auth;
  /** The player's favourite match ids (favourites module), for `favourite=true`. */
  favouriteMatchIds?: (playerId: number) => Promise<number[]>;
  /** What the player saved (bets module, POST /settings), for their GET /settings. */
  playerSettings?: (playerId: number) => Promise<PlayerSettingsView>;
  /** The player's unread notifications (notifications module), for POST /counters. */
  unreadCount?: (playerId: number) => Promise<number>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tools = { locale, cached: cachedAnswers(ctx) };
    referenceRoutes(app, ctx, tools);
    matchRoutes(app, ctx, tools);
  };
}

const locale = (request: FastifyRequest) => requestLocale(request.headers['accept-language']);

/**
 * Public answers are reused for a moment (response-cache.ts), as serialized JSON: the zod
 * schemas still describe them in /api/docs and the tests check answers against them.
 */
function cachedAnswers(ctx: Deps) {
  return async (request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>) => {
    const key = `${locale(request)}|${request.url}`;
    reply.header('vary', 'accept-language');
    const body = await ctx.catalog.cache.getOrLoad(key, async () => JSON.stringify(await load()));
    return reply
      .type(JSON_TYPE)
      .serializer((payload) => payload as string)
      .send(body);
  };
}
type Cached = ReturnType<typeof cachedAnswers>;

type App = Parameters<FastifyPluginAsyncZod>[0];
type Deps = Parameters<typeof catalogRoutes>[0];
interface Tools {
  locale(request: FastifyRequest): string;
  cached: Cached;
}

/** Sports, categories, tournaments, settings, counters and logos. */
function referenceRoutes(app: App, ctx: Deps, { locale, cached }: Tools): void {
  app.get(
    '/sports',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Sports with their keys and priorities',
        querystring: sportsQuery,
        response: { 200: sportsAnswer, ...bad },
      },
    },
    async (request) => ({ data: await listSports(ctx.db.orm, request.query, locale(request)) }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories (countries) with match counts',
        querystring: listQuery,
        response: { 200: categoriesAnswer, ...bad },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => ({
        data: await listCategories(ctx.db, request.query, locale(request)),
      })),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category',
        params: idParams,
        response: { 200: categoryAnswer, ...missing },
      },
    },
    async (request) => {
      const [category] = await listCategories(ctx.db, {}, locale(request), request.params.id);
      if (!category) throw notFound('Category');
      return { data: category };
    },
  );

  app.get(
    '/tournaments',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Tournaments (leagues) with outcome counts',
        querystring: listQuery,
        response: { 200: tournamentsAnswer, ...bad },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => ({
        data: await listTournaments(ctx.db, request.query, locale(request)),
      })),
  );

  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One tournament',
        params: idParams,
        response: { 200: tournamentAnswer, ...missing },
      },
    },
    async (request) => {
      const [tournament] = await listTournaments(ctx.db, {}, locale(request), request.params.id);
      if (!tournament) throw notFound('Tournament');
      return { data: tournament };
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Sportsbook settings with their defaults (domain 3)',
        response: { 200: settingsAnswer },
      },
    },
    async (request, reply) => {
      // A signed-in player's own stakes, policy and odds format over the book's (issue 27):
      // answered fresh, never from the shared cache.
      const player = ctx.playerSettings ? await ctx.auth.currentPlayer(request) : null;
      if (!player || !ctx.playerSettings)
        return cached(request, reply, async () => ({
          data: await ctx.catalog.settings(locale(request)),
        }));
      const [book, own] = await Promise.all([
        ctx.catalog.settings(locale(request)),
        ctx.playerSettings(Number(player.id)),
      ]);
      reply.header('cache-control', 'private, no-store');
      return { data: withPlayerSettings(book, own) };
    },
  );

  app.post(
    '/counters',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Live, prematch and outright counts per sport',
        body: countersRequest,
        response: { 200: countersAnswer, ...bad },
      },
    },
    async (request) => {
      // A signed-in player's navigation also counts their favourites and unread notifications.
      const player = await ctx.auth.currentPlayer(request);
      const id = Number(player?.id);
      const [favourites, unread] = await Promise.all([
        player && ctx.favouriteMatchIds ? ctx.favouriteMatchIds(id) : undefined,
        player && ctx.unreadCount ? ctx.unreadCount(id) : undefined,
      ]);
      const data = await counters(ctx.db, request.body ?? {}, favourites);
      return { data: unread === undefined ? data : { ...data, unread } };
    },
  );

  app.get(
    '/competitors/:id/logo.svg',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Generated competitor logo (SVG)',
        params: idParams,
        response: { 200: z.string(), ...missing },
      },
    },
    async (request, reply) => {
      const rows = await ctx.db.query<{ abbreviation: string; colors: string[] }>(
        'select abbreviation, colors from competitors where id = $1',
        [request.params.id],
      );
      const c = rows[0];
      if (!c) throw notFound('Competitor');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .serializer((p) => p as string)
        .send(competitorLogo(request.params.id, c.abbreviation, c.colors));
    },
  );
}

/** Matches, one match, its markets, statistics, video and streams; search. */
function matchRoutes(app: App, ctx: Deps, { locale, cached }: Tools): void {
  app.get(
    '/matches',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Matches and outrights with every filter of domain 7, paginated',
        querystring: matchesQuery,
        response: { 200: matchesAnswer, ...bad },
      },
    },
    async (request, reply) => {
      if (request.query.favourite) {
        // Favourites belong to the player (another module); a visitor has none. Not cached:
        // the answer is the player's own.
        const player = await ctx.auth.currentPlayer(request);
        const favouriteIds =
          player && ctx.favouriteMatchIds ? await ctx.favouriteMatchIds(Number(player.id)) : [];
        return listMatches(ctx.db, request.query, locale(request), { favouriteIds });
      }
      return cached(request, reply, () => listMatches(ctx.db, request.query, locale(request)));
    },
  );

  app.get(
    '/matches/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One match with its main markets and statistics',
        params: idParams,
        response: { 200: matchAnswer, ...missing },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const match = await getMatch(ctx.db, request.params.id, locale(request));
        if (!match) throw notFound('Match');
        return { data: match };
      }),
  );

  app.get(
    '/matches/:id/markets',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Markets of a match (page, limit, group_key, market_id)',
        params: idParams,
        querystring: marketsQuery,
        response: { 200: marketsAnswer, ...missing },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const answer = await listMatchMarkets(
          ctx.db,
          request.params.id,
          request.query,
          locale(request),
        );
        if (!answer) throw notFound('Match');
        return answer;
      }),
  );

  app.get(
    '/matches/:id/video',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Video of a match (none: we carry no streams)',
        params: idParams,
        response: { 200: videoAnswer, ...missing },
      },
    },
    async (request) => {
      const found = await matchTimeline(ctx.db, request.params.id);
      if (!found) throw notFound('Match');
      return {
        data: { match_id: request.params.id, available: false, provider: null, link: null },
      };
    },
  );

  app.get(
    '/matches/:id/streams',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Streams of a match (an honest empty list)',
        params: idParams,
        response: { 200: streamsAnswer, ...missing },
      },
    },
    async (request) => {
      const found = await matchTimeline(ctx.db, request.params.id);
      if (!found) throw notFound('Match');
      return { data: [] };
    },
  );

  app.get(
    '/matches/:id/:type',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Statistics of a match: statistics, timeline or scoreboard',
        params: statisticsParams,
        response: { 200: statisticsAnswer, ...missing },
      },
    },
    async (request) => {
      const found = await matchTimeline(ctx.db, request.params.id);
      if (!found) throw notFound('Match');
      const type = request.params.type;
      return {
        data: {
          match_id: request.params.id,
          type,
          status: found.status,
          statistics: type === 'timeline' ? null : found.statistics,
          timeline: type === 'scoreboard' ? [] : (found.timeline as TimelineEvent[]),
        },
      };
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search matches, leagues and countries (3 to 50 characters)',
        querystring: searchQuery,
        response: { 200: searchAnswer, ...bad },
      },
    },
    (request, reply) =>
      cached(request, reply, async () => ({
        data: await search(ctx.db, request.query, locale(request)),
      })),
  );
}
