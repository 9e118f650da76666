-- Issue 19, second step: freebets (domain 3 Freebet) and how a player gets a bonus.
-- A campaign's freebet conditions; the amount per currency (minor units); how it is issued
-- (domain 3 has sign-up, first deposit, promo code, an operator's grant; a combo boost is
-- issued to every player who asks: 'auto'); its promo code, matched case-insensitively.
alter table bonus_campaigns
  add column max_odds integer,
  add column selection_count_from integer check (selection_count_from > 0),
  add column selection_count_to integer check (selection_count_to > 0),
  add column amounts jsonb not null default '{}',
  add column issue_on text not null default 'auto'
    check (issue_on in ('auto', 'sign_up', 'first_deposit', 'promo_code', 'grant')),
  add column promo_code text;
create unique index bonus_campaigns_promo_code on bonus_campaigns (upper(promo_code))
  where promo_code is not null;

-- A freebet's amount and currency as issued; why it was issued (`source`): one campaign may
-- issue a player several freebets (a no-risk refund per lost bet, an operator's grants), each
-- source once, so a replayed trigger issues nothing twice.
alter table bonus_issued
  add column amount bigint check (amount > 0),
  add column currency text,
  add column source text not null default 'auto';
alter table bonus_issued drop constraint bonus_issued_campaign_id_player_id_key;
alter table bonus_issued add constraint bonus_issued_campaign_player_source
  unique (campaign_id, player_id, source);

