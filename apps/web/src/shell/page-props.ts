import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { CountersAnswer, SiteConfig, SportsAnswer } from '@sb/contract';
import { ApiError } from '../api/api-error';
import { countersPath } from '../api/catalog';
import { serverFetch } from '../api/server-fetch';
import { queryKeys } from '../api/query-keys';
import { defaultLocale, loadMessages, type Messages } from '../i18n';
import { SITE_CONFIG_PATH, setSiteShell, siteShellOf } from './site-shell';

/** What every page gets from the server: its locale's messages and the prefetched queries. */
export interface ShellProps {
  locale: string;
  messages: Messages;
  dehydratedState: DehydratedState;
}

export interface PageContext {
  ctx: GetServerSidePropsContext;
  locale: string;
  queryClient: QueryClient;
  /** GET on the API as the visitor (their cookies and language). */
  get<T>(path: string): Promise<T>;
  /** POST of a read-only question (POST /counters). */
  post<T>(path: string, body: unknown): Promise<T>;
}

/**
 * getServerSideProps for a page of the shell: prefetches the layout's data (sports menu with
 * its counts, the operator's theme) and whatever the page asks for into one QueryClient, then dehydrates it for the
 * browser. A page's `load` that meets a 404 from the API answers the not-found page.
 */
export function shellPage<P extends object>(
  load?: (page: PageContext) => Promise<P | { notFound: true }>,
) {
  return async (
    ctx: GetServerSidePropsContext,
  ): Promise<GetServerSidePropsResult<ShellProps & P>> => {
    const locale = ctx.locale ?? defaultLocale;
    const queryClient = new QueryClient();
    const get = <T>(path: string) => serverFetch<T>(path, ctx.req, locale);
    const post = <T>(path: string, body: unknown) =>
      serverFetch<T>(path, ctx.req, locale, { method: 'POST', body });
    const page: PageContext = { ctx, locale, queryClient, get, post };
    const host = ctx.req.headers.host ?? '';
    const proto = String(ctx.req.headers['x-forwarded-proto'] ?? 'http').split(',')[0];
    const [messages, , , , extra] = await Promise.all([
      loadMessages(locale),
      // The theme and the robots rule of site config, rendered by the server (no flash).
      get<SiteConfig>(SITE_CONFIG_PATH)
        .then((config) => setSiteShell(queryClient, siteShellOf(config, `${proto}://${host}`)))
        .catch(() => {}),
      queryClient.prefetchQuery({
        queryKey: queryKeys.sports(locale),
        queryFn: () => get<SportsAnswer>('/api/sportsbook/v2/sports'),
      }),
      queryClient.prefetchQuery({
        queryKey: queryKeys.counters(locale),
        queryFn: () => post<CountersAnswer>(countersPath, {}),
      }),
      load
        ? load(page).catch((err: unknown) => {
            if (err instanceof ApiError && err.status === 404) return { notFound: true as const };
            throw err;
          })
        : Promise.resolve({} as P),
    ]);
    if ('notFound' in extra) return { notFound: true };
    return { props: { ...extra, locale, messages, dehydratedState: dehydrate(queryClient) } };
  };
}

/** getStaticProps for pages without per-request data (404, 500): messages only. */
export async function staticShellProps(locale: string | undefined, messagesLocale?: string) {
  const l = locale ?? defaultLocale;
  return {
    props: {
      locale: l,
      messages: await loadMessages(messagesLocale ?? l),
      dehydratedState: dehydrate(new QueryClient()),
    } satisfies ShellProps,
  };
}
