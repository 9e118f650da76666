import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BetWire, NotificationMessage } from '@sb/contract';
import { intlLocale } from '@sb/domain';
import type { Db } from '../../db';
import { privateChannel, type Publisher } from '../../realtime';
import type { BetEvent } from '../bets/events';
import { betNotificationKind, notificationText, type NotificationKind } from './messages';
import { notifications, type NotificationRow } from './schema';

// Notifications (domain 3, 7; issue 27): written when something happens to a player's money
// or bets, in the player's language, once per cause (`source`, unique per player), and pushed
// on the private channel with the unread count (domain 4: notification,
// unread_counters_changed). Reading them is the player's own: every call is by player id.

export interface NotificationsDeps {
  db: Db;
  publisher: Publisher;
  log?: (message: string, err?: unknown) => void;
}

/** The recipient: the private channel's user and locale. */
export interface Recipient {
  playerId: number;
  locale: string;
}

export interface NewNotification {
  kind: NotificationKind;
  /** What caused it; a second notification of the same source is not written. */
  source: string;
  objectType: string | null;
  objectId: string | null;
  values: Record<string, string>;
}

export const NOTIFICATIONS_PAGE = 50;

export function notificationView(row: NotificationRow): NotificationMessage {
  return {
    id: String(row.id),
    title: row.title,
    caption: row.caption,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    read: row.read,
    type: row.type,
    object_type: row.objectType,
  };
}

/** "Real Madrid - Barcelona: Real Madrid", or the first match and how many more legs. */
function selectionOf(bet: BetWire): string {
  const first = bet.selections[0];
  if (!first) return bet.ref;
  if (bet.selections.length === 1) return `${first.match.name}: ${first.outcome.name}`;
  return `${first.match.name} +${bet.selections.length - 1}`;
}

function money(minor: number, currency: string, subunits: number, locale: string): string {
  const digits = Math.round(Math.log10(subunits));
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(minor / subunits);
  } catch {
    return `${(minor / subunits).toFixed(digits)} ${currency}`;
  }
}

export class Notifications {
  private readonly log: (message: string, err?: unknown) => void;

  constructor(private readonly deps: NotificationsDeps) {
    this.log = deps.log ?? ((m, e) => console.warn(`[notifications] ${m}`, e ?? ''));
  }

  /** A bet's lifecycle event (bets.onBet): settled, cashed out, accepted or rejected. */
  async onBet(event: BetEvent): Promise<void> {
    const { bet, player } = event;
    const kind = betNotificationKind(event.type, bet);
    if (!kind) return;
    const paid =
      event.type === 'cashed_out'
        ? (bet.cashouts?.at(-1)?.amount ?? bet.win_amount)
        : bet.win_amount;
    await this.notify(
      { playerId: Number(player.id), locale: player.locale },
      {
        kind,
        // A replayed settlement tells once; a corrected result (another payout) tells again.
        source: `bet:${bet.id}:${event.type}:${event.type === 'settled' || event.type === 'cashed_out' ? (paid ?? 0) : ''}`,
        objectType: 'bet',
        objectId: bet.id,
        values: {
          selection: selectionOf(bet),
          amount: money(paid ?? 0, bet.stake.currency, bet.stake.subunits, player.locale),
        },
      },
    );
  }

  /** A jackpot hit, once per hit (jackpots.onHit, after its commit). */
  async onJackpotHit(hit: {
    id: string;
    playerId: number;
    locale: string;
    jackpotName: string;
    levelName: string;
    amount: number;
    currency: string;
    subunits: number;
  }): Promise<void> {
    await this.notify(
      { playerId: hit.playerId, locale: hit.locale },
      {
        kind: 'jackpot_hit',
        source: `jackpot_hit:${hit.id}`,
        objectType: 'jackpot_hit',
        objectId: hit.id,
        values: {
          jackpot: hit.jackpotName,
          level: hit.levelName,
          amount: money(hit.amount, hit.currency, hit.subunits, hit.locale),
        },
      },
    );
  }

  /** Writes a notification once per source, then pushes it and the unread count. */
  async notify(to: Recipient, n: NewNotification): Promise<NotificationMessage | null> {
    const text = notificationText(n.kind, to.locale, n.values);
    const [row] = await this.deps.db.orm
      .insert(notifications)
      .values({
        playerId: to.playerId,
        type: n.kind,
        objectType: n.objectType,
        objectId: n.objectId,
        source: n.source,
        title: text.title,
        body: text.body,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const message = notificationView(row);
    await this.push(to, { event_name: 'notification', message });
    await this.pushUnread(to);
    return message;
  }

  async list(playerId: number): Promise<NotificationMessage[]> {
    const rows = await this.deps.db.orm
      .select()
      .from(notifications)
      .where(eq(notifications.playerId, playerId))
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE);
    return rows.map(notificationView);
  }

  async unread(playerId: number): Promise<number> {
    const [row] = await this.deps.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), eq(notifications.read, false)));
    return Number(row?.n ?? 0);
  }

  /** Marks the player's own notifications read (ids of others' are ignored), then the count. */
  async markRead(to: Recipient, ids: readonly number[] | 'all'): Promise<number> {
    const own = eq(notifications.playerId, to.playerId);
    await this.deps.db.orm
      .update(notifications)
      .set({ read: true })
      .where(
        ids === 'all'
          ? and(own, eq(notifications.read, false))
          : and(own, inArray(notifications.id, [...ids])),
      );
    return this.pushUnread(to);
  }

  private async pushUnread(to: Recipient): Promise<number> {
    const unread = await this.unread(to.playerId);
    await this.push(to, { event_name: 'unread_counters_changed', message: { unread } });
    return unread;
  }

  private async push(to: Recipient, pub: Parameters<Publisher['publish']>[1]): Promise<void> {
    try {
      await this.deps.publisher.publish(privateChannel(to.locale, String(to.playerId)), pub);
    } catch (err) {
      // The list and the counter are asked again on the next page: a lost push is healed there.
      this.log(`${pub.event_name} publish failed`, err);
    }
  }
}

export function createNotifications(deps: NotificationsDeps): Notifications {
  return new Notifications(deps);
}
