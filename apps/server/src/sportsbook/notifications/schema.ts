import { bigint, boolean, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Drizzle mirror of migrations/0501_notifications.sql (the notifications module's own table).

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    source: text('source').notNull(),
    title: text('title').notNull(),
    caption: text('caption'),
    body: text('body').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.playerId, t.source),
    index('notifications_player_idx').on(t.playerId, t.id),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

// Drizzle mirror of migrations/0504_push_subscriptions.sql (issue 27: Web Push).

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('push_subscriptions_player_idx').on(t.playerId)],
);
