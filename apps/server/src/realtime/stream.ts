import type { StreamPosition } from '@sb/contract';
import type { WirePublication } from './protocol';

// A channel's publication stream: offsets count up from 1 within an epoch; the epoch changes
// whenever the stream is lost (a restart without history, an expired Redis key), so a client
// holding an offset of another epoch knows it cannot trust it (Centrifugo's recovery model).

export interface HistoryOptions {
  /** Most publications the history keeps per channel. */
  size: number;
  /** Seconds the history lives after the channel's last publication. */
  ttlSeconds: number;
  /** Seconds the epoch and top offset live after the last use (longer than the history). */
  metaTtlSeconds: number;
  /**
   * Memory broker: bytes of publication data all histories together may hold. Channels are
   * many (one per match and locale); past this, every history loses its older half. 16 MiB
   * keeps some 3 minutes of the default book's live publications in all 11 locales (a client
   * away longer refetches: `recovered: false`); 128 MiB (before) let the histories alone grow
   * one process by 150 MB over its first 10 minutes, 32 MiB kept it 25 MB over 500 MB (issue
   * 25, the memory bench). With Redis the histories live there.
   */
  maxBytes: number;
  /** Memory broker: most channels it keeps a stream for; past it, the oldest goes. */
  maxChannels: number;
}

export const defaultHistory: HistoryOptions = {
  size: 300,
  ttlSeconds: 600,
  metaTtlSeconds: 86_400,
  maxBytes: 16 * 2 ** 20,
  maxChannels: 100_000,
};

export interface HistoryRead {
  position: StreamPosition;
  /** Publications after `since`, oldest first, when asked for. */
  publications: WirePublication[];
  /** False when `since` is of another epoch or older than the history reaches. */
  complete: boolean;
}

/**
 * What a recovery from `since` can give, from the stream's retained tail (ascending offsets).
 * Pure, so the memory stream and the Redis reply share one rule.
 */
export function recoverFrom(
  position: StreamPosition,
  tail: readonly WirePublication[],
  since: StreamPosition,
  limit = Infinity,
): HistoryRead {
  // centrifuge: an empty epoch is "any epoch" (a client that never saw one).
  if (since.epoch !== '' && since.epoch !== position.epoch)
    return { position, publications: [], complete: false };
  if (since.offset >= position.offset) {
    // Ahead of the stream means the client saw a stream we no longer have.
    return { position, publications: [], complete: since.offset === position.offset };
  }
  const first = tail[0];
  if (!first || first.offset > since.offset + 1)
    return { position, publications: [], complete: false };
  const publications = tail.filter((p) => p.offset > since.offset);
  if (publications.length > limit) return { position, publications: [], complete: false };
  return { position, publications, complete: true };
}

/** One channel's stream in process memory: a bounded ring of its last publications. */
export class MemoryStream {
  top = 0;
  private ring: WirePublication[] = [];
  /** Characters of publication data in the ring (what the memory budget counts). */
  bytes = 0;
  lastPublishAt = 0;
  lastUsedAt: number;

  constructor(
    readonly epoch: string,
    now: number,
  ) {
    this.lastUsedAt = now;
  }

  get length(): number {
    return this.ring.length;
  }

  append(data: string, size: number, now: number): number {
    const offset = ++this.top;
    if (size > 0) {
      this.ring.push({ offset, data });
      this.bytes += data.length;
      // Trimming in chunks keeps appends O(1) amortised for a full ring.
      if (this.ring.length > size * 2) this.keep(size);
    }
    this.lastPublishAt = now;
    this.lastUsedAt = now;
    return offset;
  }

  tail(size: number): WirePublication[] {
    return this.ring.length > size ? this.ring.slice(-size) : this.ring;
  }

  /** Keeps the newest `count` publications; returns the bytes freed. */
  keep(count: number): number {
    const drop = this.ring.length - count;
    if (drop <= 0) return 0;
    let freed = 0;
    for (let i = 0; i < drop; i++) freed += this.ring[i]!.data.length;
    this.ring = this.ring.slice(drop);
    this.bytes -= freed;
    return freed;
  }

  /**
   * Drops a history older than its TTL; true when the whole stream may be forgotten: unused for
   * the meta TTL, or, when nothing was ever published on it (a channel only asked about, which
   * anyone may name), unused for the history's TTL (issue 25: reads must not grow memory).
   */
  sweep(options: HistoryOptions, now: number): boolean {
    if (this.ring.length && now - this.lastPublishAt > options.ttlSeconds * 1000) this.keep(0);
    else this.keep(options.size);
    const idle = now - this.lastUsedAt;
    return (
      idle > options.metaTtlSeconds * 1000 || (this.top === 0 && idle > options.ttlSeconds * 1000)
    );
  }

  toJSON(): { epoch: string; top: number; lastPublishAt: number; ring: WirePublication[] } {
    return { epoch: this.epoch, top: this.top, lastPublishAt: this.lastPublishAt, ring: this.ring };
  }

  static fromJSON(raw: unknown, now: number): MemoryStream | null {
    if (!raw || typeof raw !== 'object') return null;
    const r = raw as Record<string, unknown>;
    if (typeof r.epoch !== 'string' || typeof r.top !== 'number' || !Array.isArray(r.ring))
      return null;
    const s = new MemoryStream(r.epoch, now);
    s.top = r.top;
    s.lastPublishAt = typeof r.lastPublishAt === 'number' ? r.lastPublishAt : now;
    s.ring = (r.ring as unknown[]).filter(
      (p): p is WirePublication =>
        !!p &&
        typeof (p as WirePublication).offset === 'number' &&
        typeof (p as WirePublication).data === 'string',
    );
    for (const p of s.ring) s.bytes += p.data.length;
    return s;
  }
}
