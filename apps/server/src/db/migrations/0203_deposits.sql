-- Platform: deposits through the sandbox payment provider (shell 2.3, 4.3).
-- A deposit is the casino's record of a payment; the provider_* columns are the sandbox
-- provider's own state (a real provider keeps it on its side). Money reaches the wallet only
-- when the provider's signed callback says the payment succeeded, credited once through the
-- ledger with the reference deposit:{id}.
create table deposits (
  id uuid primary key,
  player_id bigint not null references players (id),
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null default 'created',
  provider text not null default 'sandbox',
  client_secret text not null,
  decline_reason text,
  card_last4 text,
  provider_status text not null default 'requires_payment',
  provider_settle_at timestamptz,
  ledger_transaction_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deposits_player_idx on deposits (player_id, created_at);
create index deposits_settle_idx on deposits (provider_settle_at) where provider_status = 'processing';

-- Every callback event accepted, so a replayed one is refused (exactly-once crediting).
create table payment_callbacks (
  event_id text primary key,
  provider text not null,
  payment_id uuid not null,
  type text not null,
  received_at timestamptz not null default now()
);
