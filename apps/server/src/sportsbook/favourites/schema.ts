import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of migrations/0502_favourites.sql (the favourites module's own table).

export const favourites = pgTable(
  'favourites',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    objectId: text('object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.type, t.objectId] })],
);
export type FavouriteRow = typeof favourites.$inferSelect;
