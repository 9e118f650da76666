-- Issue 21: jackpots an operator defines, their levels (each pool is the ledger account
-- `jackpot:{id}:{code}:{CUR}`; `pool` mirrors its balance, written in the same transaction),
-- and the hits with what it takes to recompute each draw.
create table jackpots (
  id text primary key,
  name text not null,
  currency text not null,
  min_stake bigint not null default 0,
  min_odds integer not null default 0,
  sports text[] not null default '{}',
  bet_types text[] not null default '{}',
  -- Minor units of EUR per minor unit of the currency, ppm (1,000,000 for EUR): amount_eur.
  eur_rate_ppm bigint not null default 1000000,
  created_at timestamptz not null default now()
);

create table jackpot_levels (
  jackpot_id text not null references jackpots (id),
  code text not null,
  name text not null,
  position integer not null,
  state text not null,
  seed bigint not null check (seed >= 0),
  share_ppm integer not null check (share_ppm >= 0),
  mode text not null,
  chance_ppm integer not null default 0,
  must_drop_by bigint,
  pool bigint not null check (pool >= 0),
  -- The draw's secret, committed by its hash before any bet it decides; revealed by a hit.
  server_seed text not null,
  seed_hash text not null,
  -- Outside production an operator may force the next qualifying bet to hit (a test seam).
  force_next boolean not null default false,
  primary key (jackpot_id, code)
);

create table jackpot_hits (
  id bigint generated always as identity primary key,
  jackpot_id text not null references jackpots (id),
  level_code text not null,
  level_name text not null,
  player_id bigint not null,
  locale text not null,
  user_hash text not null,
  bet_ref text not null,
  amount bigint not null,
  amount_eur bigint not null,
  currency text not null,
  status text not null,
  seen boolean not null default false,
  announced boolean not null default false,
  -- Fairness: the revealed seed, its hash as published, the hash of the seed that replaced it
  -- (the chain of commitments), the pool before the bet, what the bet fed, the chance and the
  -- draw; `forced` when an operator forced it (never in production).
  server_seed text not null,
  seed_hash text not null,
  next_seed_hash text not null,
  pool_before bigint not null,
  fed bigint not null,
  chance double precision not null,
  draw double precision not null,
  forced boolean not null default false,
  created_at timestamptz not null default now(),
  unique (jackpot_id, level_code, seed_hash)
);
create index jackpot_hits_jackpot_idx on jackpot_hits (jackpot_id, id desc);
create index jackpot_hits_player_idx on jackpot_hits (player_id, id desc);
create index jackpot_hits_unannounced_idx on jackpot_hits (id) where not announced;
