-- Issue 19: the lootbox. A campaign's three chests; an issued lootbox's committed seed (from its
-- activation) and the chest opened with its draw, kept for the operator's audit.
alter table bonus_campaigns add column chests jsonb not null default '[]';
alter table bonus_issued add column lootbox_seed text;
alter table bonus_issued add column lootbox_place integer;
alter table bonus_issued add column lootbox_draw double precision;
alter table bonus_issued add column lootbox_won bigint;
alter table bonus_issued add column lootbox_opened_at timestamptz;
create index bonus_issued_lootbox_opened on bonus_issued (lootbox_opened_at) where lootbox_opened_at is not null;
