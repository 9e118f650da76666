-- Notifications (domain 3 Notification; issue 27): what the server tells a player outside the
-- slip, written in the player's language when created. `source` names what caused one (a bet's
-- settlement, a cash-out...), unique per player, so a replayed settlement tells them once.
create table notifications (
  id bigint generated always as identity primary key,
  player_id bigint not null,
  type text not null,
  object_type text,
  object_id text,
  source text not null,
  title text not null,
  caption text,
  body text not null,
  read boolean not null default false,
  created_at timestamptz not null default now(),
  unique (player_id, source)
);
create index notifications_player_idx on notifications (player_id, id desc);
create index notifications_unread_idx on notifications (player_id) where not read;
