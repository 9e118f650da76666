import { useEffect, useRef } from 'react';
import type { RealtimeEventName, RealtimePublication } from '@sb/contract';
import type { AuthStatus, ListenOptions, RealtimeConnection } from './connection';

// The page's ONE push connection (shell 4.5) and a hook to listen to a channel. Every screen
// shares it: public match channels for odds, the private channel for balance and bets.
// The connection (and the centrifuge client in it) is a chunk of its own, fetched once the
// page asks for live data: it stays out of the JavaScript every page loads first.

let connection: Promise<RealtimeConnection> | null = null;
let delta = false;

/** The site config's feature flag delta_compression (domain 7, issue 25), set when it loads. */
export function setRealtimeDelta(on: boolean): void {
  delta = on;
}

/** The browser's connection, loaded and created on first use; null while rendering on the server. */
export function realtime(): Promise<RealtimeConnection> | null {
  if (typeof window === 'undefined') return null;
  connection ??= import('./connection').then(({ createRealtimeConnection }) =>
    createRealtimeConnection({ origin: window.location.origin, delta: () => delta }),
  );
  return connection;
}

/**
 * The session calls this when the auth status is known or changes: the connection connects
 * once the status is known and reconnects with a fresh token on sign-in and sign-out.
 */
export function setRealtimeAuthStatus(status: AuthStatus): void {
  void realtime()?.then((conn) => conn.setAuthStatus(status));
}

export interface ChannelOptions extends ListenOptions {
  /**
   * Called once when this listener's subscription starts (not when the channel was already
   * subscribed): the server-rendered data is a moment old by then, so the caller fetches it
   * again through the same merge.
   */
  onSubscribed?: () => void;
}

/**
 * Listen to `channel` while the component is mounted (null: not now). The handlers may change
 * between renders without resubscribing. `E` is the channel family's events (PublicEventName,
 * PrivateEventName of the contract): a `switch (p.event_name)` narrows each message to its type.
 */
export function useChannel<E extends RealtimeEventName = RealtimeEventName>(
  channel: string | null,
  onPublication: (publication: RealtimePublication<E>) => void,
  options: ChannelOptions = {},
): void {
  const handler = useRef(onPublication);
  const resync = useRef(options.onResync);
  const subscribed = useRef(options.onSubscribed);
  useEffect(() => {
    handler.current = onPublication;
    resync.current = options.onResync;
    subscribed.current = options.onSubscribed;
  });
  useEffect(() => {
    if (!channel) return;
    const loading = realtime();
    if (!loading) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    void loading.then((conn) => {
      if (stopped) return;
      const stopListening = conn.listen(
        channel,
        // The server publishes only members of the protocol (contract realtime.ts, checked
        // against it outside production); a channel carries only its family's events.
        (p) => handler.current(p as RealtimePublication<E>),
        {
          onResync: () => resync.current?.(),
        },
      );
      // shell 4.5: connecting starts at unknown auth status; the session resets the token later.
      conn.connect();
      const sub = conn.client.getSubscription(channel);
      const onSubscribed = () => subscribed.current?.();
      const waiting = sub && sub.state !== 'subscribed';
      if (waiting) sub.once('subscribed', onSubscribed);
      stop = () => {
        if (waiting) sub.off('subscribed', onSubscribed);
        stopListening();
      };
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [channel]);
}
