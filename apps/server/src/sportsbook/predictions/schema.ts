import { bigint, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of migrations/0503_predictions.sql (the predictions module's own table).

export const predictions = pgTable(
  'predictions',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    matchId: integer('match_id').notNull(),
    home: smallint('home').notNull(),
    away: smallint('away').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    points: smallint('points'),
    resultVersion: integer('result_version'),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.matchId] })],
);
export type PredictionRow = typeof predictions.$inferSelect;

export const predictionResults = pgTable('prediction_results', {
  matchId: integer('match_id').primaryKey(),
  home: integer('home').notNull(),
  away: integer('away').notNull(),
  version: integer('version').notNull(),
});
