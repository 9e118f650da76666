import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Localized names keyed by locale (`en`, `de`, `pt-BR`...). */
export type LocalizedNames = Record<string, string>;

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
