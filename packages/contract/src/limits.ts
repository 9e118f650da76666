// Limits the browser asks within (domain 7). Free of zod: the browser bundle imports them.

/** GET /api/sportsbook/v3/bets answers at most this many bets a page. */
export const BETS_PAGE_LIMIT = 500;
