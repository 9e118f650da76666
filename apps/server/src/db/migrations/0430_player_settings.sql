-- Issue 27 (domain 7 POST /settings): what a player saves follows them to any device: their
-- quick stakes per currency and their odds format, beside the odds-change policy. A row may now
-- hold any one of the three; null is "the book's default".
alter table bet_player_settings alter column odds_change_policy drop not null;
alter table bet_player_settings add column stakes jsonb;
alter table bet_player_settings add column odds_type text check (
  odds_type in ('european', 'british', 'hongkong', 'american', 'indonesian', 'malaysian', 'percent')
);
