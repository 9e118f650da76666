-- Issue 19, third step: hunting (domain 3 Hunting). A campaign's target in points, whether a
-- match farms once, whether the promotions page shows it, the least farming stake and the most
-- its freebet pays per currency (minor units), and the freebet campaign the hunt grants from.
alter table bonus_campaigns
  add column points_target integer check (points_target > 0),
  add column farm_once_per_event boolean not null default true,
  add column show_in_promotion boolean not null default true,
  add column min_stakes jsonb not null default '{}',
  add column max_freebets jsonb not null default '{}',
  add column reward_campaign text references bonus_campaigns (id);

-- An issued hunt's farming: points, the stake of the bets that farmed them, their matches.
alter table bonus_issued
  add column points integer not null default 0,
  add column farmed_stake bigint not null default 0,
  add column farmed_event_ids jsonb not null default '[]';
