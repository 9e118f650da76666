-- Web Push (issue 27): the browsers a player turned notifications on in. An endpoint is one
-- browser's address at its push service, so it belongs to one player at a time (signing in as
-- another player there and subscribing again moves it). `last_error` keeps the push service's
-- last refusal for the operator; a 404 or 410 (the browser unsubscribed) deletes the row.
create table push_subscriptions (
  id bigint generated always as identity primary key,
  player_id bigint not null,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now(),
  last_error text
);
create index push_subscriptions_player_idx on push_subscriptions (player_id);
