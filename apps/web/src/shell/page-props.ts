import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SportsAnswer } from '@sb/contract';
import { serverFetch } from '../api/server-fetch';
import { queryKeys } from '../api/query-keys';
import { defaultLocale, loadMessages, type Messages } from '../i18n';

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
}

/**
 * getServerSideProps for a page of the shell: prefetches the layout's data (sports menu) and
 * whatever the page asks for into one QueryClient, then dehydrates it for the browser.
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
    const [messages, , extra] = await Promise.all([
      loadMessages(locale),
      queryClient.prefetchQuery({
        queryKey: queryKeys.sports(locale),
        queryFn: () => get<SportsAnswer>('/api/sportsbook/v2/sports'),
      }),
      load ? load({ ctx, locale, queryClient, get }) : Promise.resolve({} as P),
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
