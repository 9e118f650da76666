import type {
  GetServerSidePropsContext,
  GetServerSidePropsResult,
  GetStaticPropsContext,
  GetStaticPropsResult,
} from 'next';
import type { CountersAnswer, SiteConfig, SportsAnswer } from '@sb/contract';
import { ApiError } from '../api/api-error';
import { countersPath } from '../api/catalog';
import { serverFetch } from '../api/server-fetch';
import { queryKeys } from '../api/query-keys';
import { defaultLocale, type Messages } from '../i18n';
import { loadMessages } from '../i18n/load-messages';
import { createQueryClient, type DehydratedState, type QueryClient } from '../query/query-client';
import { SITE_CONFIG_PATH, setSiteShell, siteShellOf } from './site-shell';

/** What every page gets from the server: its locale's messages and the prefetched queries. */
export interface ShellProps {
  locale: string;
  messages: Messages;
  dehydratedState: DehydratedState;
  /** The language of `messages` where it is not the URL's (an error page in English, shell 2.6). */
  textLocale?: string;
}

/** What a page's data loader gets: the locale, the query cache to fill, and the API. */
export interface DataContext {
  locale: string;
  queryClient: QueryClient;
  /** GET on the API (as the visitor, with their cookies, on a per-request page). */
  get<T>(path: string): Promise<T>;
  /** POST of a read-only question (POST /counters). */
  post<T>(path: string, body: unknown): Promise<T>;
}

export interface PageContext extends DataContext {
  ctx: GetServerSidePropsContext;
}

/** The layout's data on every page: sports menu with its counts, the operator's theme. */
async function loadShellData(page: DataContext, origin: string | null): Promise<void> {
  await Promise.all([
    page.queryClient.prefetchQuery({
      queryKey: queryKeys.sports(page.locale),
      queryFn: () => page.get<SportsAnswer>('/api/sportsbook/v2/sports'),
    }),
    page.queryClient.prefetchQuery({
      queryKey: queryKeys.counters(page.locale),
      queryFn: () => page.post<CountersAnswer>(countersPath, {}),
    }),
    // The theme and the robots rule of site config, rendered by the server (no flash).
    page
      .get<SiteConfig>(SITE_CONFIG_PATH)
      .then((config) => setSiteShell(page.queryClient, siteShellOf(config, origin)))
      .catch(() => {}),
  ]);
}

/**
 * getServerSideProps for a page of the shell: prefetches the layout's data and whatever the
 * page asks for into one QueryClient, then dehydrates it for the browser. A page's `load`
 * that meets a 404 from the API answers the not-found page.
 */
export function shellPage<P extends object>(
  load?: (page: PageContext) => Promise<P | { notFound: true }>,
) {
  return async (
    ctx: GetServerSidePropsContext,
  ): Promise<GetServerSidePropsResult<ShellProps & P>> => {
    const locale = ctx.locale ?? defaultLocale;
    const queryClient = createQueryClient();
    const get = <T>(path: string) => serverFetch<T>(path, ctx.req, locale);
    const post = <T>(path: string, body: unknown) =>
      serverFetch<T>(path, ctx.req, locale, { method: 'POST', body });
    const page: PageContext = { ctx, locale, queryClient, get, post };
    const host = ctx.req.headers.host ?? '';
    const proto = String(ctx.req.headers['x-forwarded-proto'] ?? 'http').split(',')[0];
    const [messages, , extra] = await Promise.all([
      loadMessages(locale),
      loadShellData(page, `${proto}://${host}`),
      load
        ? load(page).catch((err: unknown) => {
            if (err instanceof ApiError && err.status === 404) return { notFound: true as const };
            throw err;
          })
        : Promise.resolve({} as P),
    ]);
    if ('notFound' in extra) return { notFound: true };
    return { props: { ...extra, locale, messages, dehydratedState: queryClient.dehydrate() } };
  };
}

const REGENERATION_DELAY_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Locales whose static page this process has rendered (the build's has no data). */
const regenerated = new Set<string>();

/**
 * getStaticProps for a page that is the same for every visitor (the home page's default view):
 * rendered by the server with its data, kept for `revalidate` seconds and rendered again in the
 * background (incremental static regeneration), so a busy page costs one render a second, not
 * one per visitor. While the app is being built there is no API: the page then ships without
 * data (the browser asks for it) until its first regeneration.
 */
export function shellStaticPage<P extends object>(
  load: (page: DataContext) => Promise<P>,
  fallback: P,
  revalidate = 1,
) {
  return async (ctx: GetStaticPropsContext): Promise<GetStaticPropsResult<ShellProps & P>> => {
    const locale = ctx.locale ?? defaultLocale;
    const queryClient = createQueryClient();
    const page: DataContext = {
      locale,
      queryClient,
      get: <T>(path: string) => serverFetch<T>(path, undefined, locale),
      post: <T>(path: string, body: unknown) =>
        serverFetch<T>(path, undefined, locale, { method: 'POST', body }),
    };
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    // A regeneration in the background starts right after the stale page went out, and it
    // holds the server's one thread for ~100 ms: the visitor who triggered it would wait that
    // long for the page's render-blocking stylesheet, then its scripts and API calls. Nobody
    // waits for this render (the stale page was served), so it lets the visitor's page load
    // first. Not the first one in this process: that replaces the build's page without data.
    if (ctx.revalidateReason === 'stale' && regenerated.has(locale)) {
      await sleep(REGENERATION_DELAY_MS);
    }
    regenerated.add(locale);
    const [messages, extra] = await Promise.all([
      loadMessages(locale),
      building
        ? Promise.resolve(fallback)
        : Promise.all([loadShellData(page, null), load(page)]).then(([, p]) => p),
    ]);
    return {
      props: { ...extra, locale, messages, dehydratedState: queryClient.dehydrate() },
      revalidate,
    };
  };
}

/** getStaticProps for pages without per-request data (404, 500): messages only. */
export async function staticShellProps(locale: string | undefined, messagesLocale?: string) {
  const l = locale ?? defaultLocale;
  return {
    props: {
      locale: l,
      messages: await loadMessages(messagesLocale ?? l),
      dehydratedState: { queries: [] },
      ...(messagesLocale && messagesLocale !== l ? { textLocale: messagesLocale } : {}),
    } satisfies ShellProps,
  };
}
