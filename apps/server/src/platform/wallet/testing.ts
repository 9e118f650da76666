// Test kit of the wallet: a wallet over a test database, a recording publisher, the ledger audit.
// A test entry point: production code cannot import it (lint).
import { expect } from 'vitest';
import type { Db } from '../../db';
import type { Publication, Publisher } from '../../realtime';
import { defaultCurrencies } from '../currencies';
import { Wallet } from './wallet';

export interface RecordingPublisher extends Publisher {
  sent: { channel: string; publication: Publication }[];
}

/** A publisher that keeps what it was asked to push, for assertions. */
export function recordingPublisher(): RecordingPublisher {
  const sent: RecordingPublisher['sent'] = [];
  return {
    sent,
    publish: async (channel, publication) => {
      sent.push({ channel, publication });
    },
  };
}

/** A wallet over a test database whose players all speak `locale`. */
export function testWallet(db: Db, locale = 'en') {
  const publisher = recordingPublisher();
  const wallet = new Wallet({
    db,
    publisher,
    currencies: defaultCurrencies,
    localesOf: async (ids) => new Map(ids.map((id) => [id, locale])),
  });
  return { wallet, publisher };
}

/** Every account with its materialized balance and the fold of its postings. */
export async function ledgerAudit(db: Db) {
  const rows = await db.query<{
    address: string;
    currency: string;
    player_id: string | null;
    balance: string | null;
    fold: string;
  }>(
    `select a.address, a.currency, a.player_id, a.balance,
            coalesce(sum(case when p.destination_id = a.id then p.amount else -p.amount end), 0) as fold
       from ledger_accounts a
       left join ledger_postings p on p.source_id = a.id or p.destination_id = a.id
      group by a.id`,
  );
  return rows.map((r) => ({
    address: r.address,
    currency: r.currency,
    playerId: r.player_id === null ? null : String(r.player_id),
    balance: r.balance === null ? null : Number(r.balance),
    fold: Number(r.fold),
  }));
}

/**
 * Asserts the ledger is whole: every materialized balance equals the fold of its postings, and
 * the postings of each currency sum to zero (money neither lost nor created). Answers the audit.
 */
export async function expectLedgerWhole(db: Db) {
  const audit = await ledgerAudit(db);
  for (const a of audit) if (a.balance !== null) expect(a.fold, a.address).toBe(a.balance);
  const byCurrency = new Map<string, number>();
  for (const a of audit) byCurrency.set(a.currency, (byCurrency.get(a.currency) ?? 0) + a.fold);
  for (const [c, sum] of byCurrency) expect(sum, c).toBe(0);
  return audit;
}
