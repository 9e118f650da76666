-- Issue 19: a combo boost's country codes, event conditions (sports, tournaments) and banners
-- (domain 3 Combo boost).
alter table bonus_campaigns add column country_codes jsonb not null default '[]';
alter table bonus_campaigns add column event_conditions jsonb not null default '{"sport_keys": [], "tournament_ids": []}';
alter table bonus_campaigns add column banners jsonb not null default '{"desktop": null, "mobile": null}';
