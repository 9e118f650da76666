import { publicChannel, type Publisher } from '../../realtime';
import { tournamentPoolOf } from './tournament';

// `tournament_pool_changed` (domain 4 Real-time events; issue 19): a tournament's pool in one
// currency, read back from the ledger after the commits that moved it, on every locale's public
// channel, at most once a second per pool (a busy tournament grows with every farming bet).

export const POOL_PUSH_EVERY_MS = 1_000;

export interface PoolAnnouncerDeps {
  publisher: Publisher;
  locales: () => readonly string[];
  /** The pool's balance: the fold of its ledger postings. */
  balance(account: string, currency: string): Promise<number>;
  subunitsOf(currency: string): number;
  log?(message: string, err: unknown): void;
}

export class PoolAnnouncer {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  constructor(private readonly deps: PoolAnnouncerDeps) {}

  /** The pool moved (committed): pushed within a second, once for all that moved it meanwhile. */
  changed(campaignId: string, currency: string): void {
    const key = `${campaignId}\u0000${currency}`;
    if (this.timers.has(key)) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      void this.push(campaignId, currency).catch((err: unknown) =>
        this.deps.log?.('tournament_pool_changed publish failed', err),
      );
    }, POOL_PUSH_EVERY_MS);
    timer.unref?.();
    this.timers.set(key, timer);
  }

  async push(campaignId: string, currency: string): Promise<void> {
    const pool = await this.deps.balance(tournamentPoolOf(campaignId), currency);
    const message = {
      tournament_id: campaignId,
      pool_amount: Math.max(0, pool),
      currency,
      currency_subunits: this.deps.subunitsOf(currency),
    };
    await Promise.all(
      this.deps.locales().map((locale) =>
        this.deps.publisher.publish(publicChannel(locale), {
          event_name: 'tournament_pool_changed',
          message,
        }),
      ),
    );
  }

  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
