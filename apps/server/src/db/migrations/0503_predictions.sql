-- Predictions (domain 7 GET/POST /vote; issue 27): a player's free-to-play guess of a match's
-- final score. One per player per match (the primary key: of two racing POSTs one is stored).
-- `points` stays null until the match has a final score; `result_version` is the catalog's
-- result version they were scored from, so a replayed result scores nothing twice and a
-- correction scores again.
create table predictions (
  player_id bigint not null,
  match_id integer not null,
  home smallint not null check (home >= 0),
  away smallint not null check (away >= 0),
  created_at timestamptz not null default now(),
  points smallint,
  result_version integer,
  primary key (player_id, match_id)
);
create index predictions_match_idx on predictions (match_id);
create index predictions_scored_idx on predictions (player_id) where points is not null;

-- The final score each match was scored from (GET /vote shows it beside the points).
create table prediction_results (
  match_id integer primary key,
  home integer not null,
  away integer not null,
  version integer not null
);
