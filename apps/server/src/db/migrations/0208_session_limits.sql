-- Session, play-time and activity limits, reality checks (issue 20, shell 4.2, 8).
-- A session ended by a limit stays until it expires, marked with the key the player is told
-- ('User is out of limit'), so whichever request comes next can say why.
alter table player_sessions add column ended_for text;
-- When the player last answered a reality check of this session (continueSession).
alter table player_sessions add column reality_check_at timestamptz;

-- Minutes of play: a 'session' minute when a player with a play-time limit made a request in
-- it, an 'active' minute when the tab reported activity (trackActivity, every 60 s). Counting
-- them since a period's start gives what a time or activity limit has used.
create table player_minutes (
  player_id bigint not null references players (id) on delete cascade,
  kind text not null,
  minute timestamptz not null,
  primary key (player_id, kind, minute)
);
