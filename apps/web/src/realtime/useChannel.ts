import { useEffect, useRef } from 'react';
import type { RealtimePublication } from '@sb/contract';
import {
  createRealtimeConnection,
  type AuthStatus,
  type ListenOptions,
  type RealtimeConnection,
} from './connection';

// The page's ONE push connection (shell 4.5) and a hook to listen to a channel. Every screen
// shares it: public match channels for odds, the private channel for balance and bets.

let connection: RealtimeConnection | null = null;

/** The browser's connection, created on first use; null while rendering on the server. */
export function realtime(): RealtimeConnection | null {
  if (typeof window === 'undefined') return null;
  connection ??= createRealtimeConnection({ origin: window.location.origin });
  return connection;
}

/**
 * The session calls this when the auth status is known or changes: the connection connects
 * once the status is known and reconnects with a fresh token on sign-in and sign-out.
 */
export function setRealtimeAuthStatus(status: AuthStatus): void {
  realtime()?.setAuthStatus(status);
}

/**
 * Listen to `channel` while the component is mounted (null: not now). The handler may change
 * between renders without resubscribing.
 */
export function useChannel<T = unknown>(
  channel: string | null,
  onPublication: (publication: RealtimePublication<T>) => void,
  options: ListenOptions = {},
): void {
  const handler = useRef(onPublication);
  const resync = useRef(options.onResync);
  useEffect(() => {
    handler.current = onPublication;
    resync.current = options.onResync;
  });
  useEffect(() => {
    if (!channel) return;
    const conn = realtime();
    if (!conn) return;
    return conn.listen(channel, (p) => handler.current(p as RealtimePublication<T>), {
      onResync: () => resync.current?.(),
    });
  }, [channel]);
}
