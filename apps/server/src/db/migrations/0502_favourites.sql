-- Issue 27: a player's favourite matches, leagues (tournaments) and sports (by key).
create table favourites (
  player_id bigint not null,
  type text not null check (type in ('matches', 'leagues', 'sports')),
  object_id text not null,
  created_at timestamptz not null default now(),
  primary key (player_id, type, object_id)
);
