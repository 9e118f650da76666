import { Redis } from 'ioredis';

/** A publication as it travels between server processes. */
export interface BrokerMessage {
  channel: string;
  data: unknown;
}

/**
 * Pub/sub between server processes (DESIGN: in-process by default, Redis via REDIS_URL).
 * Every process receives every message and fans it out to its own clients.
 */
export interface Broker {
  kind: 'memory' | 'redis';
  publish(message: BrokerMessage): Promise<void>;
  onMessage(listener: (message: BrokerMessage) => void): () => void;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const TOPIC = 'sb:publications';

export function createBroker(redisUrl: string | undefined): Broker {
  return redisUrl ? redisBroker(redisUrl) : memoryBroker();
}

export function memoryBroker(): Broker {
  const listeners = new Set<(m: BrokerMessage) => void>();
  return {
    kind: 'memory',
    publish: async (message) => {
      for (const l of listeners) l(message);
    },
    onMessage: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    ping: async () => true,
    close: async () => listeners.clear(),
  };
}

export function redisBroker(url: string): Broker {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const listeners = new Set<(m: BrokerMessage) => void>();
  // Errors surface through ping() in /api/health; ioredis reconnects by itself.
  pub.on('error', () => {});
  sub.on('error', () => {});
  void sub.subscribe(TOPIC);
  sub.on('message', (_topic: string, raw: string) => {
    const message = JSON.parse(raw) as BrokerMessage;
    for (const l of listeners) l(message);
  });
  return {
    kind: 'redis',
    publish: async (message) => {
      await pub.publish(TOPIC, JSON.stringify(message));
    },
    onMessage: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    ping: async () => {
      try {
        return (await pub.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      listeners.clear();
      sub.disconnect();
      pub.disconnect();
    },
  };
}
