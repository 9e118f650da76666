-- Feed watchdog (issue 25): the engine leader's heartbeat, and a silence a watchdog claimed.
-- Times are the feed's clock in ms (tests run a fake one). One row.
create table feed_heartbeat (
  id smallint primary key default 1 check (id = 1),
  -- the last tick whose batch reached the catalog; null until a leader has ticked once
  beat_at bigint,
  -- a watchdog found the feed silent at this time and suspends live markets
  silenced_at bigint,
  -- that watchdog's bet stops are committed: the leader may re-state every market
  stopped boolean not null default false
);
insert into feed_heartbeat (id) values (1);
