-- Responsible-gambling limits (issue 20, shell 3 "User limit"). One row per player, type,
-- period and currency ('' where the type has none), so a player may hold a daily, a weekly and
-- a monthly deposit limit at once. What is in force is `amount`; a raise or a removal waits in
-- `pending_amount` / `pending_at` until the player confirms it after the cooling period
-- (packages/domain user-limits). Nothing wrote the 0202 table, so it is made anew.
drop table player_limits;
create table player_limits (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  type text not null,
  period text not null default '',
  currency text not null default '',
  status text not null,
  amount bigint,
  pending_amount bigint,
  pending_at timestamptz,
  ends_at timestamptz,
  time_zone text not null default 'UTC',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (player_id, type, period, currency)
);

