import { EMBED_ROUTE, EMBED_ROUTE_MAX } from '@sb/contract';

/** domain 2 `/init-sportsbook`: the page a host's frame opens first when it signs a player in. */
export const INIT_PATH = '/init-sportsbook';

/** How long the page waits for its host before it opens the route anyway (opened directly). */
export const INIT_WAIT_MS = 5000;

/** Where `/init-sportsbook?route=` goes once the session is set: a path of this site, else home. */
export function initTarget(search: string): string {
  const route = new URLSearchParams(search).get('route') ?? '/';
  return route.length <= EMBED_ROUTE_MAX && EMBED_ROUTE.test(route) ? route : '/';
}
