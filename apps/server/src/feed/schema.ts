import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Engine bookkeeping (seed, id counters, scheduled days). */
export const feedState = pgTable('feed_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The simulation of every fixture the engine still runs. */
export const feedMatches = pgTable(
  'feed_matches',
  {
    matchId: integer('match_id').primaryKey(),
    sport: text('sport').notNull(),
    status: smallint('status').notNull(),
    startTime: ts('start_time').notNull(),
    state: jsonb('state').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('feed_matches_status').on(t.status, t.startTime)],
);

/** Trading controls queued for the leader. */
export const feedCommands = pgTable('feed_commands', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  command: jsonb('command').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  doneAt: ts('done_at'),
  outcome: jsonb('outcome'),
});

/** The leader's heartbeat and a silence a watchdog claimed (feed clock, ms; one row). */
export const feedHeartbeat = pgTable('feed_heartbeat', {
  id: smallint('id').primaryKey(),
  beatAt: bigint('beat_at', { mode: 'number' }),
  silencedAt: bigint('silenced_at', { mode: 'number' }),
  stopped: boolean('stopped').notNull().default(false),
});
