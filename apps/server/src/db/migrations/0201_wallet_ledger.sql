-- Platform: the wallet ledger (DESIGN: Formance's ledger). Money moves only as postings from
-- one account to another of the same currency, in integer minor units; a transfer is one
-- ledger transaction holding one or more postings, so every transfer sums to zero.

-- One account per owner and currency. A player's account is bounded: its balance is kept
-- here and can never go negative. A system account (house, bank, payment provider) is
-- unbounded: `balance` stays null and its balance is the fold of its postings, so bets
-- never queue on one hot house row (issue 7).
create table ledger_accounts (
  id bigint generated always as identity primary key,
  address text not null unique,
  currency text not null,
  player_id bigint,
  balance bigint check (balance >= 0),
  created_at timestamptz not null default now(),
  unique (id, currency),
  unique (player_id, currency),
  check ((player_id is null) = (balance is null))
);

-- A transfer. `reference` makes it idempotent: a second transfer with the same reference
-- is refused, so a payment or a payout is applied exactly once.
create table ledger_transactions (
  id bigint generated always as identity primary key,
  reason text not null,
  reference text unique,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

-- amount moves from source to destination; both accounts hold the posting's currency.
create table ledger_postings (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  source_id bigint not null,
  destination_id bigint not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  check (source_id <> destination_id),
  foreign key (source_id, currency) references ledger_accounts (id, currency),
  foreign key (destination_id, currency) references ledger_accounts (id, currency)
);
create index ledger_postings_source_idx on ledger_postings (source_id);
create index ledger_postings_destination_idx on ledger_postings (destination_id);
create index ledger_postings_transaction_idx on ledger_postings (transaction_id);
