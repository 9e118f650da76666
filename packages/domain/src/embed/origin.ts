// Which pages may talk to the sportsbook inside an iframe (shell 5, domain 6; issue 23).

/** The allow-list entry that stands for any origin. */
export const ANY_ORIGIN = '*';

/**
 * The host messages that initialise a player session or set its auth token: the only ones a
 * wildcard origin may send (shell 5). Their token is signed by the operator's platform, so a
 * page that is not the host cannot sign a player in with one it did not get from there.
 */
export const SESSION_MESSAGE_TYPES: readonly string[] = ['init', 'set_token'];

export interface EmbedOrigins {
  /** The site config's `allowedHostOrigins` (may hold `*`). */
  allowed: readonly string[];
  /** The one betting-partner origin that is always allowed (site config), or null. */
  partner: string | null;
}

/**
 * shell 5: a message is accepted only from an allowed origin; a wildcard allows only the
 * messages that initialise a session or set a token; the betting partner is always allowed.
 * A sandboxed or file page (origin "null") is never allowed, whatever the list says.
 */
export function acceptsHostMessage(origin: string, type: string, origins: EmbedOrigins): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === origins.partner || origins.allowed.includes(origin)) return true;
  return origins.allowed.includes(ANY_ORIGIN) && SESSION_MESSAGE_TYPES.includes(type);
}
