import { z } from 'zod';
import { ODDS_TYPES } from '@sb/domain';
import {
  EMBED_LOCALE,
  EMBED_PROTOCOL,
  EMBED_ROUTE,
  EMBED_ROUTE_MAX,
  EMBED_THEME_MAX,
  EMBED_THEME_NAME,
  EMBED_THEME_VALUE,
  EMBED_TOKEN_MAX,
  EMBED_TOKEN_MIN,
  EMBED_VERSION,
} from './embed-protocol';

// The embedding's schemas (issue 23): the host session token the server verifies, and the host
// messages as a zod schema, the reference the browser's zod-free `parseHostMessage`
// (embed-protocol.ts) is tested against.

const route = z.string().max(EMBED_ROUTE_MAX).regex(EMBED_ROUTE, 'a path of this site');
const theme = z
  .record(z.string().regex(EMBED_THEME_NAME), z.string().regex(EMBED_THEME_VALUE))
  .refine((t) => Object.keys(t).length <= EMBED_THEME_MAX, `at most ${EMBED_THEME_MAX} properties`);
/** `v1.<claims>.<signature>` made by the operator's platform (apps/server platform/embed). */
const hostToken = z.string().min(EMBED_TOKEN_MIN).max(EMBED_TOKEN_MAX);
const options = {
  locale: z.string().regex(EMBED_LOCALE).optional(),
  oddsFormat: z.enum(ODDS_TYPES).optional(),
  theme: theme.optional(),
};
const envelope = { protocol: z.literal(EMBED_PROTOCOL), v: z.literal(EMBED_VERSION) };

/** What the host sends the frame (embed-protocol.ts `HostMessage`). */
export const hostMessage = z.discriminatedUnion('type', [
  z
    .object({
      ...envelope,
      type: z.literal('init'),
      token: hostToken.optional(),
      ...options,
      handles: z.object({ login: z.boolean(), deposit: z.boolean() }).strict().optional(),
    })
    .strict(),
  z.object({ ...envelope, type: z.literal('set_token'), token: hostToken }).strict(),
  z.object({ ...envelope, type: z.literal('update_options'), ...options }).strict(),
  z.object({ ...envelope, type: z.literal('navigate'), route }).strict(),
  z.object({ ...envelope, type: z.literal('open_slip') }).strict(),
  z.object({ ...envelope, type: z.literal('sign_out') }).strict(),
]);

/** The claims of a host session token (the operator's platform vouches for its player). */
export const hostTokenClaims = z
  .object({
    /** The player's id on the host's platform. */
    sub: z.string().min(1).max(100),
    email: z.string().email().max(254),
    currency: z.string().regex(/^[A-Z0-9]{3,5}$/),
    country: z.string().regex(/^[A-Z]{2}$/),
    /** Seconds since the epoch. */
    iat: z.number().int().positive(),
    exp: z.number().int().positive(),
    /** Unique per token: a token signs in once. */
    jti: z.string().min(8).max(100),
  })
  .strict();
export type HostTokenClaims = z.infer<typeof hostTokenClaims>;

export const hostSessionRequest = z.object({ token: hostToken }).strict();
