/**
 * Broken infrastructure and refused requests throw one coded error; the single handler in
 * `error-handler.ts` turns it into `{ error: { code, key, message, details? } }` (DESIGN: Errors).
 * Expected betting outcomes are returned as typed results by the domain, not thrown.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    /** Translation key of the spec, e.g. `error.place_bets.invalid_odds`. */
    readonly key: string,
    message: string,
    readonly details?: unknown,
    /** Numeric code where the spec names one (101, 114, 120...); else the HTTP status. */
    readonly code: number | string = status,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, message: string, details?: unknown) =>
  new AppError(400, key, message, details);
export const unauthorized = (message = 'Sign in to continue') =>
  new AppError(401, 'error.unauthorized', message);
export const forbidden = (key: string, message: string) => new AppError(403, key, message);
export const notFound = (what: string) =>
  new AppError(404, 'error.not_found', `${what} was not found`);
export const conflict = (key: string, message: string, details?: unknown) =>
  new AppError(409, key, message, details);
