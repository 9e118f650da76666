-- Feed engine (issue 4): the built-in odds feed's own state, apart from the catalog it feeds.
-- One leader runs the engine (advisory lock); whoever takes over resumes from these rows.

create table feed_state (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- The simulation of every fixture the engine still runs (prematch, live, stopped).
create table feed_matches (
  match_id integer primary key,
  sport text not null,
  status smallint not null,
  start_time timestamptz not null,
  state jsonb not null,
  updated_at timestamptz not null default now()
);
create index feed_matches_status on feed_matches (status, start_time);

-- Trading controls for the leader, from whichever process took the request.
create table feed_commands (
  id bigserial primary key,
  command jsonb not null,
  created_at timestamptz not null default now(),
  done_at timestamptz,
  outcome jsonb
);
create index feed_commands_pending on feed_commands (id) where done_at is null;
