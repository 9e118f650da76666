-- Bets (issue 7; domain 3 Bet, domain 4 statuses, domain 8 errors). Money moves only through the
-- wallet ledger (platform module); these tables hold what was bet and how it stands. Stakes go to
-- the unbounded house account, which keeps no balance row, so bets never queue on a hot row.

create table bets (
  id bigint generated always as identity primary key,
  -- Short public reference shown on the receipt.
  ref text not null unique,
  player_id bigint not null,
  -- The player's language when the bet was placed: its private channel (bet_changed).
  locale text not null default 'en',
  -- single, double, treble, accumulator, system, custom_bet (lists show the middle three as combo).
  kind text not null,
  -- domain 3 statuses: submitted, waiting_results, done, cashed_out, rejected...
  status text not null,
  result text not null default 'no_results',
  currency text not null,
  stake bigint not null check (stake > 0),
  -- Total odds x1000 (custom odds, product with bonus odds, or a system's average line odds).
  odds integer not null check (odds >= 1000),
  potential_win bigint not null,
  system_id text,
  system_win integer,
  system_total integer,
  custom_odds integer,
  bonus jsonb,
  is_live boolean not null default false,
  is_vip boolean not null default false,
  -- A submitted bet is decided at this time (live acceptance delay).
  accept_at timestamptz,
  -- Why a bet was rejected (a domain 8 key).
  reason text,
  -- Net money the bet has credited the player (payouts, cash-out, refund), minor units.
  paid bigint not null default 0,
  -- Settlements applied; each money move's ledger reference carries it, so none applies twice.
  settle_seq integer not null default 0,
  -- A reversal the player's balance could not cover (rollback after the money was spent).
  clawback_due bigint not null default 0,
  device_id text,
  quick boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz
);
create index bets_player_created on bets (player_id, created_at desc, id desc);
create index bets_submitted on bets (accept_at) where status = 'submitted';

-- The legs of a bet, with what the player saw of them (names in the placing language).
create table bet_selections (
  bet_id bigint not null references bets (id) on delete cascade,
  position smallint not null,
  match_id integer not null,
  market_id integer not null,
  specifier text not null default '',
  outcome_id text not null,
  -- Odds the leg was accepted at, x1000.
  odds integer not null check (odds >= 1000),
  -- The leg's result: no_results until its market settles.
  result text not null default 'no_results',
  sport_key text not null default '',
  provider text not null default '',
  -- Match, market and outcome names and the match's start, for the history.
  snapshot jsonb not null default '{}'::jsonb,
  primary key (bet_id, position)
);
create index bet_selections_match on bet_selections (match_id, bet_id);

-- Idempotency-Key of POST /bets: the first answer, returned again for the same key and body.
create table bet_idempotency_keys (
  player_id bigint not null,
  key text not null,
  request_hash text not null,
  status_code smallint not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (player_id, key)
);
create index bet_idempotency_keys_created on bet_idempotency_keys (created_at);

-- Shared slips (domain 4 share-bet): the code and the bets as they were shared.
create table bet_share_codes (
  code text primary key,
  bets jsonb not null,
  player_id bigint,
  created_at timestamptz not null default now()
);

-- A player's odds-change policy (settings auto_accept_odds_change, domain 4); absent means the
-- book's default.
create table bet_player_settings (
  player_id bigint primary key,
  odds_change_policy text not null check (odds_change_policy in ('none', 'higher', 'any')),
  updated_at timestamptz not null default now()
);
