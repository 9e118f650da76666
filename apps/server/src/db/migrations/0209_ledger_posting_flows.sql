-- Issue 20: a player's bet flows of a period (stakes out, returns in) are read on every placement
-- under a loss or wager limit. Each posting carries its transaction's time and reason, and the
-- account indexes lead to them, so that read is one index range per direction, with no join to
-- ledger_transactions. A posting's time is its transaction's: both default to now(), which is
-- the database transaction's start.
alter table ledger_postings add column created_at timestamptz;
alter table ledger_postings add column reason text;
update ledger_postings p set created_at = t.created_at, reason = t.reason
  from ledger_transactions t where t.id = p.transaction_id;
alter table ledger_postings alter column created_at set default now();
alter table ledger_postings alter column created_at set not null;
alter table ledger_postings alter column reason set not null;

drop index ledger_postings_source_idx;
drop index ledger_postings_destination_idx;
create index ledger_postings_source_idx
  on ledger_postings (source_id, destination_id, created_at) include (amount, reason);
create index ledger_postings_destination_idx
  on ledger_postings (destination_id, source_id, created_at) include (amount, reason);
