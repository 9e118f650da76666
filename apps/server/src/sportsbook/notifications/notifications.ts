import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { intlLocale, resolveLocale, type LimitPeriod } from '@sb/domain';
import type { BetWire, NotificationMessage } from '@sb/contract';
import type { Db } from '../../db';
import { privateChannel, type Publisher } from '../../realtime';
import type { BetEvent } from '../bets/events';
import {
  betNotificationKind,
  limitPeriodText,
  notificationText,
  type NotificationKind,
} from './messages';
import { notifications, type NotificationRow } from './schema';
import type { PushMessage, WebPush } from './web-push';

// Notifications (domain 3, 7; issue 27): written when something happens to a player's money
// or bets, in the player's language, once per cause (`source`, unique per player), and pushed
// on the private channel with the unread count (domain 4: notification,
// unread_counters_changed). Reading them is the player's own: every call is by player id.

export interface NotificationsDeps {
  db: Db;
  publisher: Publisher;
  /** The player's browsers too (issue 27), for every notification written. */
  webPush?: Pick<WebPush, 'send'>;
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
/** Recipients of a broadcast written per statement. */
const BROADCAST_CHUNK = 1_000;

/** A row as `returning *` gives it (snake_case). */
function rowOfSql(r: Record<string, unknown>): NotificationRow {
  return {
    id: Number(r.id),
    playerId: Number(r.player_id),
    type: String(r.type),
    objectType: r.object_type === null ? null : String(r.object_type),
    objectId: r.object_id === null ? null : String(r.object_id),
    source: String(r.source),
    title: String(r.title),
    caption: r.caption === null || r.caption === undefined ? null : String(r.caption),
    body: String(r.body),
    read: r.read === true || r.read === 't',
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  };
}

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

/** Where a browser notification leads: a bet's to the bet history, a limit's to the limits. */
const PUSH_PAGES: Record<string, string> = { bet: '/bets', limit: '/profile/limits' };

/**
 * What a browser notification shows and opens, in the player's language (the locale prefix is
 * valid whether or not the site requires it, shell 2.2).
 */
function pushMessageOf(row: NotificationRow, locale: string): PushMessage {
  const page = PUSH_PAGES[row.objectType ?? ''] ?? '';
  return { title: row.title, body: row.body, url: `/${locale}${page}` };
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

/** An instant as the player reads it: their language, the limit's time zone. */
function instant(at: number, locale: string, timeZone: string): string {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(at);
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

  /** A deposit that succeeded or was declined, once per deposit and outcome (after commit). */
  async onDeposit(d: {
    depositId: string;
    playerId: number;
    locale: string;
    amount: number;
    currency: string;
    subunits: number;
    status: 'succeeded' | 'declined';
  }): Promise<void> {
    await this.notify(
      { playerId: d.playerId, locale: d.locale },
      {
        kind: d.status === 'succeeded' ? 'deposit_succeeded' : 'deposit_declined',
        source: `deposit:${d.depositId}:${d.status}`,
        objectType: 'deposit',
        objectId: d.depositId,
        values: { amount: money(d.amount, d.currency, d.subunits, d.locale) },
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

  /**
   * A money limit the player's stakes or deposits reached (platform.onLimitReached, after the
   * commit): once per limit and period, so a replay or the next bet tells nothing more.
   */
  async onLimitReached(r: {
    limitId: number;
    playerId: number;
    locale: string;
    type: 'deposit' | 'wager' | 'loss';
    period: LimitPeriod;
    currency: string;
    subunits: number;
    limit: number;
    used: number;
    periodStart: number;
    periodEnd: number;
    timeZone: string;
  }): Promise<void> {
    await this.notify(
      { playerId: r.playerId, locale: r.locale },
      {
        kind: `${r.type}_limit_reached`,
        source: `limit:${r.limitId}:${new Date(r.periodStart).toISOString()}`,
        objectType: 'limit',
        objectId: String(r.limitId),
        values: {
          amount: money(r.used, r.currency, r.subunits, r.locale),
          limit: money(r.limit, r.currency, r.subunits, r.locale),
          period: limitPeriodText(r.period, r.locale),
          until: instant(r.periodEnd, r.locale, r.timeZone),
        },
      },
    );
  }

  /**
   * An operator's broadcast (issue 27): one notification per recipient in their language (the
   * texts given, by the rules of shell 9, else English), written in chunks of one statement each,
   * once per broadcast id (a replay writes nothing), then pushed with each one's unread count.
   */
  async broadcast(
    b: { id: string; titles: Record<string, string>; bodies: Record<string, string> },
    recipients: readonly Recipient[],
  ): Promise<{ recipients: number; written: number }> {
    const languages = Object.keys(b.titles);
    let written = 0;
    for (let at = 0; at < recipients.length; at += BROADCAST_CHUNK) {
      const chunk = recipients.slice(at, at + BROADCAST_CHUNK);
      const json = JSON.stringify(
        chunk.map((r) => {
          const language = resolveLocale(r.locale, languages, 'en');
          return {
            player_id: r.playerId,
            title: b.titles[language] ?? b.titles.en ?? '',
            body: b.bodies[language] ?? b.bodies.en ?? '',
          };
        }),
      );
      const result = (await this.deps.db.orm.execute(sql`
        with rows as (
          insert into notifications (player_id, type, object_type, object_id, source, title, body)
          select x.player_id, 'broadcast', 'broadcast', ${b.id}, ${`broadcast:${b.id}`}, x.title, x.body
          from jsonb_to_recordset(${json}::jsonb) as x(player_id bigint, title text, body text)
          on conflict (player_id, source) do nothing
          returning *
        )
        select rows.*, (
          select count(*)::int from notifications n
          where n.player_id = rows.player_id and not n.read
        ) + 1 as unread
        from rows`)) as unknown as { rows: Record<string, unknown>[] };
      written += result.rows.length;
      const rows = result.rows.map(rowOfSql);
      const localeOf = new Map(chunk.map((r) => [r.playerId, r.locale]));
      this.deps.webPush?.send(
        rows.map((row) => ({
          playerId: row.playerId,
          message: pushMessageOf(row, localeOf.get(row.playerId) ?? 'en'),
        })),
      );
      await Promise.all(
        result.rows.map(async (row, i) => {
          const to = {
            playerId: Number(row.player_id),
            locale: localeOf.get(Number(row.player_id)) ?? 'en',
          };
          await this.push(to, {
            event_name: 'notification',
            message: notificationView(rows[i]!),
          });
          await this.push(to, {
            event_name: 'unread_counters_changed',
            message: { unread: Number(row.unread) },
          });
        }),
      );
    }
    return { recipients: recipients.length, written };
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
    // Only a notification actually written is pushed: a replayed cause reaches no browser.
    this.deps.webPush?.send([{ playerId: to.playerId, message: pushMessageOf(row, to.locale) }]);
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
