import { randomBytes } from 'node:crypto';
import type { BrokerEvents, BrokerMessage, BrokerPublication } from './broker';

export const newEpoch = (): string => randomBytes(4).toString('hex');

/** A small typed listener registry shared by both brokers. */
export class BrokerEmitter {
  private readonly publicationListeners = new Set<BrokerEvents['publication']>();
  private readonly resyncListeners = new Set<BrokerEvents['resync']>();

  on<E extends keyof BrokerEvents>(event: E, listener: BrokerEvents[E]): () => void {
    const set = (event === 'publication' ? this.publicationListeners : this.resyncListeners) as Set<
      BrokerEvents[E]
    >;
    set.add(listener);
    return () => set.delete(listener);
  }

  onMessage(listener: (message: BrokerMessage) => void): () => void {
    return this.on('publication', (pub) =>
      listener({ channel: pub.channel, data: JSON.parse(pub.data) as unknown }),
    );
  }

  emitPublication(pub: BrokerPublication): void {
    for (const l of this.publicationListeners) {
      try {
        l(pub);
      } catch (err) {
        // One broken listener must not stop the fan-out to the others.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  }

  emitResync(): void {
    for (const l of this.resyncListeners) l();
  }

  clear(): void {
    this.publicationListeners.clear();
    this.resyncListeners.clear();
  }
}

/** Serialises a publication's data once; the same text goes to history, Redis and sockets. */
export function encodeData(data: unknown): string {
  const text = JSON.stringify(data);
  if (text === undefined) throw new TypeError('publication data must be JSON');
  return text;
}
