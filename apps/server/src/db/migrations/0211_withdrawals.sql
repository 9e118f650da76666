-- Issue 27: a player's withdrawal to a card through the sandbox provider's payouts. The amount
-- is held in the ledger (player -> withdrawals:pending) while pending; paid moves it on to the
-- provider, declined or cancelled gives it back. provider_* is the sandbox provider's own state.
create table withdrawals (
  id uuid primary key,
  player_id bigint not null references players(id),
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null default 'pending',
  card_last4 text not null,
  decline_reason text,
  decided_by text,
  provider_status text not null default 'processing',
  provider_outcome text not null,
  provider_settle_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index withdrawals_player_idx on withdrawals (player_id, created_at);
create index withdrawals_settle_idx on withdrawals (provider_settle_at) where provider_status = 'processing';
create index withdrawals_pending_idx on withdrawals (created_at) where status = 'pending';
