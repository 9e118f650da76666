// Every module's Drizzle tables, gathered for the ORM. A module reads and writes only its own.
export * from '../sportsbook/catalog/schema';
export * from '../platform/schema';
export * from '../sportsbook/bets/schema';
export * from '../feed/schema';
export * from '../idempotency/schema';
export * from '../sportsbook/notifications/schema';
export * from '../sportsbook/jackpots/schema';
export * from '../sportsbook/favourites/schema';
export * from '../sportsbook/predictions/schema';
export * from '../sportsbook/bonuses/schema';
