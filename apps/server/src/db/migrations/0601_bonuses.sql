-- Issue 19: bonus campaigns an operator defines (domain 3 Bonus kinds; the combo boost first)
-- and the bonuses issued from them to each player (domain 4 Bonus status).
create table bonus_campaigns (
  id text primary key,
  kind text not null check (kind in ('comboboost', 'freebet', 'freebet_no_risk',
    'freebet_all_win', 'freebet_only_win', 'hunting', 'lootbox', 'tournament')),
  name text not null,
  -- domain 4 Bonus definition status.
  status text not null check (status in ('active', 'upcoming')),
  -- A selection counts toward the boost from these odds up (x1000).
  min_odds integer not null default 1000,
  -- Only prematch or only live selections; null for any.
  match_status text check (match_status in ('prematch', 'live')),
  -- domain 3 Combo boost ranges: [{min_count, max_count, bonus_odds}].
  ranges jsonb not null default '[]',
  only_verified boolean not null default false,
  -- Placements one issued bonus may carry; null for any number.
  uses_count integer check (uses_count > 0),
  valid_to timestamptz,
  created_at timestamptz not null default now()
);

create table bonus_issued (
  id bigserial primary key,
  campaign_id text not null references bonus_campaigns (id),
  player_id bigint not null references players (id),
  kind text not null,
  status text not null default 'active' check (status in ('available', 'active',
    'not_available', 'deactivated', 'bonus_over', 'expired', 'overridden', 'unknown')),
  seen boolean not null default false,
  times_used integer not null default 0,
  activated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (campaign_id, player_id)
);
create index bonus_issued_player on bonus_issued (player_id);

-- What a bet's payout took from the house bonus account (a combo boost's share), so a
-- settlement corrected or rolled back moves that share back exactly.
alter table bets add column bonus_paid bigint not null default 0;
