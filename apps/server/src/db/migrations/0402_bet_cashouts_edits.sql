-- Partial and auto cash-out, edit bet, remembered stakes (issue 22). Money still moves only
-- through the wallet ledger; these columns and tables say what was cashed out and why.

-- The stake as placed (null: unchanged); `stake` is what still runs after partial cash-outs.
alter table bets add column initial_stake bigint;
-- What partial cash-outs paid so far (settlement's `paid` stays its own).
alter table bets add column cashed_out bigint not null default 0;
-- Edit bet: the bet this one replaced, and the bet that replaced this one.
alter table bets add column replaces bigint;
alter table bets add column replaced_by bigint;

-- Every cash-out of a bet, in order: partial, full, automatic, or by an edit.
create table bet_cashouts (
  bet_id bigint not null references bets (id) on delete cascade,
  seq smallint not null,
  -- The part of the stake cashed out and what it paid, minor units.
  stake bigint not null check (stake > 0),
  amount bigint not null check (amount >= 0),
  kind text not null check (kind in ('manual', 'auto', 'edit')),
  created_at timestamptz not null default now(),
  primary key (bet_id, seq)
);

-- Auto cash-out rules: at most one per bet; executed once (the row goes with the cash-out).
create table bet_auto_cashouts (
  bet_id bigint primary key references bets (id) on delete cascade,
  player_id bigint not null,
  threshold bigint not null check (threshold > 0),
  created_at timestamptz not null default now()
);
create index bet_auto_cashouts_player on bet_auto_cashouts (player_id);

-- A stake remembered per player and currency: the last one placed or a default of their own.
create table bet_player_stakes (
  player_id bigint primary key,
  mode text not null default 'last' check (mode in ('last', 'default', 'none')),
  -- { "EUR": 500 }: minor units per currency.
  defaults jsonb not null default '{}'::jsonb,
  last jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);
