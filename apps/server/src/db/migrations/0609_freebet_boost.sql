-- Issue 19: the freebet boost (domain 3 boost_multiplier, boost_data, freebets_to_boost; POST
-- /bonuses/{id}/boost). A farming campaign's boost: how many freebets one issued hunt, tournament
-- or lootbox may boost and the multiplier its points buy (x1000); an issued freebet's boost, and
-- the points and boosts an issued farming bonus has spent.
alter table bonus_campaigns add column freebets_to_boost integer not null default 0;
alter table bonus_campaigns add column boost_per_point integer not null default 100;
alter table bonus_campaigns add column max_boost_multiplier integer not null default 2000;
alter table bonus_issued add column boost_multiplier integer;
alter table bonus_issued add column boost_data jsonb;
alter table bonus_issued add column boost_points_spent integer not null default 0;
alter table bonus_issued add column freebets_boosted integer not null default 0;
