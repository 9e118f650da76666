import type { QueryClient } from '../query/query-client';
import { useQuery } from '../query/useQuery';
import type { SiteConfig } from '@sb/contract';

// The few things of the operator's site config (shell 3) that every page renders on the
// server: the theme's custom properties and whether search engines may index the site.

export interface SiteShell {
  /** CSS custom properties (`--color-accent`: `#16a34a`), checked to be only that. */
  theme: Record<string, string>;
  /** shell 2.7: site config disables indexing, or the origin is on the no-index list. */
  index: boolean;
  /** shell 2.2: the default locale's segment stays in every address. */
  localeInUrl: boolean;
}

export const SITE_CONFIG_PATH = '/api/platform/site-config';
const siteShellKey = ['site-shell'] as const;

const PROPERTY = /^--[a-z0-9-]{1,60}$/;
const VALUE = /^[^;{}<>\\]{1,200}$/;

/** Only custom properties with plain values reach the page's style element. */
export function themeOf(theme: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme).filter(([k, v]) => PROPERTY.test(k) && VALUE.test(v)),
  );
}

/** `origin` null: a page rendered for every origin (statically), checked by config only. */
export function siteShellOf(config: SiteConfig, origin: string | null): SiteShell {
  return {
    theme: themeOf(config.theme),
    index: config.seo.index && (origin === null || !config.noIndexOrigins.includes(origin)),
    localeInUrl: config.projectSettings.localeInUrlRequired,
  };
}

export function themeCss(theme: Record<string, string>): string {
  const entries = Object.entries(theme);
  return entries.length ? `:root{${entries.map(([k, v]) => `${k}:${v}`).join(';')}}` : '';
}

export function setSiteShell(client: QueryClient, shell: SiteShell) {
  client.setQueryData(siteShellKey, shell);
}

const defaults: SiteShell = { theme: {}, index: true, localeInUrl: false };

/** The site shell the server put in the page (defaults when a page has none). */
export function useSiteShell(): SiteShell {
  return (
    useQuery({
      queryKey: siteShellKey,
      queryFn: async () => defaults,
      enabled: false,
      staleTime: Infinity,
    }).data ?? defaults
  );
}
