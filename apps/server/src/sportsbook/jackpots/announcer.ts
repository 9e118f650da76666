import { eq } from 'drizzle-orm';
import type { JackpotWire, RealtimePublicationInput } from '@sb/contract';
import type { Db } from '../../db';
import { privateChannel, publicChannel, type Publisher } from '../../realtime';
import { jackpotHits, jackpots } from './schema';

// What the jackpots say after a commit (issue 21): a public `jackpot_changed` at most once a
// second per jackpot, carrying the pools read back (so a group rolled back says nothing), and
// each committed hit once, to its winner's private channel and to the listeners (notifications),
// claimed by `announced` so two processes never tell it twice.

/** At most one `jackpot_changed` per jackpot and this window (issue 21: a busy pool). */
export const PUSH_EVERY_MS = 1_000;

/** A hit as its listeners hear of it (the notifications module, issue 27). */
export interface AnnouncedHit {
  id: string;
  playerId: number;
  locale: string;
  jackpotName: string;
  levelName: string;
  amount: number;
  currency: string;
  subunits: number;
}

export interface AnnouncerDeps {
  db: Db;
  publisher: Publisher;
  locales: () => readonly string[];
  subunitsOf: (currency: string) => number;
  /** The jackpot as GET /jackpots/{id} answers it (the pools to push). */
  view: (jackpotId: string) => Promise<JackpotWire | null>;
  log: (message: string, err?: unknown) => void;
}

export class JackpotAnnouncer {
  private readonly pushTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private announcing: ReturnType<typeof setTimeout> | null = null;
  private readonly hitListeners: ((hit: AnnouncedHit) => Promise<void> | void)[] = [];
  private readonly log: AnnouncerDeps['log'];

  constructor(private readonly deps: AnnouncerDeps) {
    this.log = deps.log;
  }

  /** At most one `jackpot_changed` per jackpot and window, carrying the committed pools. */
  schedulePush(jackpotId: string): void {
    if (this.pushTimers.has(jackpotId)) return;
    const timer = setTimeout(() => {
      this.pushTimers.delete(jackpotId);
      void this.pushPools(jackpotId).catch((err) =>
        this.log('jackpot_changed publish failed', err),
      );
    }, PUSH_EVERY_MS);
    timer.unref?.();
    this.pushTimers.set(jackpotId, timer);
  }

  private async pushPools(jackpotId: string): Promise<void> {
    const view = await this.deps.view(jackpotId);
    if (!view) return;
    const publication: RealtimePublicationInput<'jackpot_changed'> = {
      event_name: 'jackpot_changed',
      message: {
        id: view.id,
        amount: view.amount,
        currency: view.currency,
        currency_subunits: view.currency_subunits,
        levels: view.levels.map((l) => ({
          code: l.code,
          pool_amount: l.pool_amount,
          state: l.state,
        })),
      },
    };
    await Promise.all(
      this.deps
        .locales()
        .map((locale) => this.deps.publisher.publish(publicChannel(locale), publication)),
    );
  }

  scheduleAnnounce(): void {
    if (this.announcing) return;
    this.announcing = setTimeout(() => {
      this.announcing = null;
      void this.announceHits().catch((err) => this.log('jackpot_hit publish failed', err));
    }, 20);
    this.announcing.unref?.();
  }

  /** Told of every hit once, after its commit, in the process that announces it. */
  onHit(listener: (hit: AnnouncedHit) => Promise<void> | void): void {
    this.hitListeners.push(listener);
  }

  /** Each committed hit not yet announced, to its winner's private channel, once (any process). */
  async announceHits(): Promise<void> {
    const claimed = await this.deps.db.orm
      .update(jackpotHits)
      .set({ announced: true })
      .where(eq(jackpotHits.announced, false))
      .returning();
    for (const hit of claimed) {
      const [jackpot] = await this.deps.db.orm
        .select({ name: jackpots.name })
        .from(jackpots)
        .where(eq(jackpots.id, hit.jackpotId));
      const subunits = this.deps.subunitsOf(hit.currency);
      const name = jackpot?.name ?? hit.jackpotId;
      for (const listener of this.hitListeners)
        await Promise.resolve(
          listener({
            id: String(hit.id),
            playerId: hit.playerId,
            locale: hit.locale,
            jackpotName: name,
            levelName: hit.levelName,
            amount: hit.amount,
            currency: hit.currency,
            subunits,
          }),
        ).catch((err: unknown) => this.log('jackpot hit listener failed', err));
      await this.deps.publisher.publish(privateChannel(hit.locale, String(hit.playerId)), {
        event_name: 'jackpot_hit',
        message: {
          id: String(hit.id),
          jackpot_id: hit.jackpotId,
          jackpot_name: jackpot?.name ?? hit.jackpotId,
          jackpot_level_name: hit.levelName,
          amount: hit.amount,
          currency: hit.currency,
          currency_subunits: this.deps.subunitsOf(hit.currency),
        },
      });
    }
  }

  /** Stops the timers (shutdown, tests). */
  close(): void {
    for (const t of this.pushTimers.values()) clearTimeout(t);
    this.pushTimers.clear();
    if (this.announcing) clearTimeout(this.announcing);
    this.announcing = null;
  }
}
