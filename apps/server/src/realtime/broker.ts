import type { StreamPosition } from '@sb/contract';
import type { HistoryOptions, HistoryRead } from './stream';

/** A publication as it reaches every server process: `data` is JSON text, never re-parsed. */
export interface BrokerPublication {
  channel: string;
  offset: number;
  epoch: string;
  data: string;
}

/** Kept for callers of the first seam: a publication before it has a position. */
export interface BrokerMessage {
  channel: string;
  data: unknown;
}

export interface BrokerEvents {
  publication(pub: BrokerPublication): void;
  /** Publications may have been lost (the pub/sub link dropped): positioned clients resync. */
  resync(): void;
}

/**
 * Pub/sub between server processes plus each channel's history (DESIGN: in-process by default,
 * Redis via REDIS_URL). Every process receives every publication and fans it out to its own
 * clients; the history lets a client that missed some recover them by offset and epoch.
 */
export interface Broker {
  kind: 'memory' | 'redis';
  /** Appends to the channel's stream and fans out to every process; resolves with the position. */
  publish(message: BrokerMessage, options?: { skipHistory?: boolean }): Promise<StreamPosition>;
  /**
   * The stream's position (an epoch is created if the channel has none yet), and, with `since`,
   * the publications after it when the history still holds all of them.
   */
  read(channel: string, since?: StreamPosition): Promise<HistoryRead>;
  /** Up to `limit` latest publications (oldest first) with the position. */
  latest(channel: string, limit: number): Promise<HistoryRead>;
  on<E extends keyof BrokerEvents>(event: E, listener: BrokerEvents[E]): () => void;
  /** @deprecated use `on('publication')`; kept for the first seam. */
  onMessage(listener: (message: BrokerMessage) => void): () => void;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface BrokerOptions {
  history?: Partial<HistoryOptions>;
  /** Memory broker: where the history is saved on close and read back on start. */
  snapshotFile?: string;
}
