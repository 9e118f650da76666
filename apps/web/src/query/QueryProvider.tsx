import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { DehydratedState, QueryClient } from './query-client';

const QueryClientContext = createContext<QueryClient | null>(null);

/**
 * Gives the tree its query cache and takes each page's prefetched data into it: queries the
 * page alone reads before its first render, those already on screen after the commit (telling
 * a component of another page about new data while React renders would be an update in render).
 */
export function QueryProvider({
  client,
  state,
  children,
}: {
  client: QueryClient;
  state: DehydratedState | undefined;
  children: ReactNode;
}) {
  useMemo(() => client.hydrate(state, true), [client, state]);
  useEffect(() => client.hydrate(state, false), [client, state]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('useQueryClient needs a QueryProvider above it');
  return client;
}
