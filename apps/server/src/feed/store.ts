// Where the leader keeps the engine (issue 4): every fixture's simulation in feed_matches, the
// book's bookkeeping in feed_state, trading controls for the leader in feed_commands.
import type { Db } from '../db';
import type { BookState, SaveRow, SavedFixture } from './engine-state';
import type { TradingCommand, TradingOutcome } from './trading';

/** The book as saved: its bookkeeping and the state of the schedule's generator. */
export type SavedBook = BookState & { scheduleRng: number };

export interface QueuedCommand {
  id: number;
  command: TradingCommand;
}

export interface FeedStore {
  loadBook(): Promise<SavedBook | null>;
  saveBook(book: SavedBook): Promise<void>;
  /** Fixtures not over (prematch, live, stopped, not covered). */
  loadRunning(): Promise<SavedFixture[]>;
  loadFixture(id: number): Promise<SavedFixture | null>;
  /** Matches in play or interrupted (status 1, 2) as last saved. */
  liveMatchIds(): Promise<number[]>;
  saveFixtures(rows: SaveRow[]): Promise<void>;
  /** Trading controls other processes left for the leader, oldest first. */
  pendingCommands(limit: number): Promise<QueuedCommand[]>;
  answerCommands(done: { id: number; outcome: TradingOutcome }[]): Promise<void>;
  queueCommand(command: TradingCommand): Promise<number>;
  answerOf(id: number): Promise<TradingOutcome | null>;
  /** Removes finished fixtures and answered commands older than `before`. */
  prune(before: Date): Promise<void>;
  /**
   * The leader's batch reached the catalog at `t`. Answers the silence a watchdog claimed
   * meanwhile once its bet stops are committed (or it claimed long ago and never finished), so
   * the leader re-states every market; null otherwise.
   */
  beat(t: number): Promise<number | null>;
  /** The re-statement after `silencedAt` is in the catalog: the silence is over. */
  endSilence(silencedAt: number): Promise<void>;
  /** A watchdog claims the silence when no beat came since `before`; true if it won. */
  claimSilence(t: number, before: number): Promise<boolean>;
  /** The claimed silence's bet stops are committed. */
  silenceStopped(silencedAt: number): Promise<void>;
}

/** A claimed silence whose watchdog never finished is over for the leader after this long. */
const ABANDONED_SILENCE_MS = 10_000;

export function feedStore(db: Db): FeedStore {
  return {
    async loadBook() {
      const rows = await db.query<{ value: SavedBook }>(
        "select value from feed_state where key = 'engine'",
      );
      return rows[0]?.value ?? null;
    },
    async saveBook(book) {
      await db.query(
        `insert into feed_state (key, value, updated_at) values ('engine', $1::jsonb, now())
         on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
        [JSON.stringify(book)],
      );
    },
    async loadRunning() {
      const rows = await db.query<{ state: SavedFixture }>(
        'select state from feed_matches where status in (0, 1, 2, 5)',
      );
      return rows.map((r) => r.state);
    },
    async liveMatchIds() {
      const rows = await db.query<{ match_id: number }>(
        'select match_id from feed_matches where status in (1, 2)',
      );
      return rows.map((r) => r.match_id);
    },
    async loadFixture(id) {
      const rows = await db.query<{ state: SavedFixture }>(
        'select state from feed_matches where match_id = $1',
        [id],
      );
      return rows[0]?.state ?? null;
    },
    async saveFixtures(rows) {
      for (let i = 0; i < rows.length; i += 2000) {
        await db.query(
          `insert into feed_matches (match_id, sport, status, start_time, state, updated_at)
           select v.match_id, v.sport, v.status, v.start_time, v.state, now()
           from jsonb_to_recordset($1::jsonb) as v(match_id int, sport text, status smallint, start_time timestamptz, state jsonb)
           on conflict (match_id) do update set status = excluded.status, start_time = excluded.start_time,
             state = excluded.state, updated_at = excluded.updated_at`,
          [JSON.stringify(rows.slice(i, i + 2000))],
        );
      }
    },
    pendingCommands: (limit) =>
      db.query<QueuedCommand>(
        'select id::int as id, command from feed_commands where done_at is null order by id limit $1',
        [limit],
      ),
    async answerCommands(done) {
      for (const d of done) {
        await db.query(
          'update feed_commands set done_at = now(), outcome = $2::jsonb where id = $1',
          [d.id, JSON.stringify(d.outcome)],
        );
      }
    },
    async queueCommand(command) {
      const rows = await db.query<{ id: number }>(
        'insert into feed_commands (command) values ($1::jsonb) returning id::int as id',
        [JSON.stringify(command)],
      );
      return rows[0]!.id;
    },
    async answerOf(id) {
      const rows = await db.query<{ outcome: TradingOutcome | null }>(
        'select outcome from feed_commands where id = $1 and done_at is not null',
        [id],
      );
      return rows[0]?.outcome ?? null;
    },
    async prune(before) {
      await db.query('delete from feed_matches where status in (3, 4) and updated_at < $1', [
        before,
      ]);
      await db.query('delete from feed_commands where done_at is not null and done_at < $1', [
        before,
      ]);
    },
    // The row lock orders a beat and a claim: whichever commits first, the other sees it.
    async beat(t) {
      const rows = await db.query<{ silenced_at: string | null; stopped: boolean }>(
        'update feed_heartbeat set beat_at = $1 where id = 1 returning silenced_at, stopped',
        [t],
      );
      const r = rows[0];
      if (!r || r.silenced_at === null) return null;
      const at = Number(r.silenced_at);
      return r.stopped || at < t - ABANDONED_SILENCE_MS ? at : null;
    },
    async endSilence(silencedAt) {
      await db.query(
        'update feed_heartbeat set silenced_at = null, stopped = false where id = 1 and silenced_at = $1',
        [silencedAt],
      );
    },
    async claimSilence(t, before) {
      const rows = await db.query(
        `update feed_heartbeat set silenced_at = $1, stopped = false
         where id = 1 and silenced_at is null and beat_at < $2 returning id`,
        [t, before],
      );
      return rows.length > 0;
    },
    async silenceStopped(silencedAt) {
      await db.query('update feed_heartbeat set stopped = true where id = 1 and silenced_at = $1', [
        silencedAt,
      ]);
    },
  };
}
