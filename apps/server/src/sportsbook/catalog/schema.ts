import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MatchModel } from '@sb/domain';

/** Localized names keyed by locale (`en`, `de`, `pt-BR`...). */
export type LocalizedNames = Record<string, string>;

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
  priority: integer('priority').notNull().default(0),
  type: text('type').notNull().default('sport'),
  provider: text('provider').notNull().default('betradar'),
});

export const providers = pgTable('providers', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  sportType: text('sport_type').notNull().default('sport'),
  status: text('status').notNull().default('active'),
  multiBets: boolean('multi_bets').notNull().default(true),
  systemBets: boolean('system_bets').notNull().default(true),
  multiSingleBets: boolean('multi_single_bets').notNull().default(false),
  customBets: boolean('custom_bets').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
    priority: integer('priority').notNull().default(0),
    countryCode: text('country_code'),
  },
  (t) => [unique().on(t.sportId, t.slug)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
    priority: integer('priority').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
  },
  (t) => [unique().on(t.sportId, t.slug), index('tournaments_category').on(t.categoryId)],
);

export const competitors = pgTable('competitors', {
  id: integer('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  countryCode: text('country_code'),
  colors: jsonb('colors').$type<string[]>().notNull().default([]),
});

/** A competitor's place in a match: `home`, `away`, or null in an outright. */
export interface MatchCompetitorRef {
  id: number;
  qualifier: 'home' | 'away' | null;
}

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    type: text('type').$type<'match' | 'outright'>().notNull().default('match'),
    name: text('name').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    competitors: jsonb('competitors').$type<MatchCompetitorRef[]>().notNull().default([]),
    stadium: text('stadium'),
    city: text('city'),
    status: smallint('status').notNull().default(0),
    stage: text('stage'),
    startTime: ts('start_time').notNull(),
    endDate: ts('end_date'),
    hasVideo: boolean('has_video').notNull().default(false),
    provider: text('provider')
      .notNull()
      .references(() => providers.key),
    liveCoverage: boolean('live_coverage').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    betsCount: integer('bets_count').notNull().default(0),
    statistics: jsonb('statistics').$type<Record<string, unknown>>(),
    timeline: jsonb('timeline').$type<Record<string, unknown>[]>().notNull().default([]),
    model: jsonb('model').$type<MatchModel>(),
    searchText: text('search_text').notNull().default(''),
    resultVersion: integer('result_version').notNull().default(0),
    finishedAt: ts('finished_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matches_sport_slug').on(t.sportId, t.slug),
    index('matches_status_start').on(t.status, t.startTime),
    index('matches_tournament_start').on(t.tournamentId, t.startTime),
    index('matches_sport_start').on(t.sportId, t.startTime),
  ],
);

export const marketGroups = pgTable('market_groups', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
  priority: integer('priority').notNull().default(0),
  sports: jsonb('sports').$type<string[]>().notNull().default([]),
});

export const markets = pgTable(
  'markets',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    priority: integer('priority').notNull().default(0),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    role: text('role').$type<'main' | 'secondary'>(),
    marketGroups: jsonb('market_groups').$type<string[]>().notNull().default([]),
    customBetGroups: jsonb('custom_bet_groups').$type<string[]>().notNull().default([]),
    provider: text('provider').notNull(),
    nextBetStop: ts('next_bet_stop'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.marketId, t.specifier] })],
);

export const outcomes = pgTable(
  'outcomes',
  {
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    outcomeId: text('outcome_id').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    odds: integer('odds').notNull(),
    result: text('result'),
    resultedAt: ts('resulted_at'),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.marketId, t.specifier, t.outcomeId] })],
);

export const matchResults = pgTable(
  'match_results',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    score: jsonb('score'),
    results: jsonb('results').notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.version] })],
);
