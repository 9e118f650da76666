-- Issue 20: a wager or loss limit keeps the stakes of its current period as a running total,
-- added to by every placement and edit under the row's own lock, so a placement reads it with
-- the lock instead of summing the period's stakes from the ledger. The total is rebuilt from the
-- ledger when its period rolls over (staked_since is not the period's start) or is unknown.
alter table player_limits add column staked bigint not null default 0;
alter table player_limits add column staked_since timestamptz;

-- A loss limit also counts what came back since the period's start; payouts, cash-outs and
-- refunds are their own index range (house to player), and payout reversals (player to house,
-- beside the stakes) get a partial index of their own, so neither reads the period's stakes.
create index ledger_postings_reversal_idx
  on ledger_postings (source_id, destination_id, created_at) include (amount)
  where reason = 'bet_payout_reversal';
