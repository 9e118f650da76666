-- Issue 19: a campaign's terms as its operator wrote them, per locale (GET /bonuses/{kind}/{id}/terms).
alter table bonus_campaigns add column terms jsonb not null default '{}';
