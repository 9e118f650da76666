import { useEffect, useState } from 'react';
import { realtime } from './useChannel';

/**
 * Whether the page's push connection is up now (shell 4.5 connection state `connected`). A
 * screen that the push keeps current polls instead while it is not (shell 9: jackpot refetch).
 * `watch` false: not asked yet (the connection's chunk is not fetched for it).
 */
export function usePushConnected(watch = true): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!watch) return;
    const loading = realtime();
    if (!loading) return;
    let stop = () => {};
    let stopped = false;
    void loading.then((conn) => {
      if (stopped) return;
      const update = () => setConnected(conn.client.state === 'connected');
      update();
      conn.client.on('state', update);
      stop = () => void conn.client.off('state', update);
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [watch]);
  return connected;
}
