-- Issue 19: the hunting tournament. A campaign's pools (start per currency, share of each
-- farming stake, the places' shares) and when its pool was paid; an issued tournament's score.
alter table bonus_campaigns add column initial_pools jsonb not null default '{}';
alter table bonus_campaigns add column pool_share_ppm integer not null default 0;
alter table bonus_campaigns add column prizes_ppm jsonb not null default '[]';
alter table bonus_campaigns add column paid_at timestamptz;
alter table bonus_issued add column farmed_amount bigint not null default 0;
alter table bonus_issued add column farmed_freebets integer not null default 0;
alter table bonus_issued add column farmed_at timestamptz;
