-- Issue 19: freebet progress ("amb"). A campaign's ranges; each player's count per campaign; the
-- bets seen per campaign (a bet is counted once, whatever replays its events).
alter table bonus_campaigns add column progress_ranges jsonb not null default '[]';
create table bonus_progress (
  campaign_id text not null references bonus_campaigns (id),
  player_id bigint not null,
  currency text not null,
  progress_count integer not null default 0,
  open_count integer not null default 0,
  issued_count integer not null default 0,
  primary key (campaign_id, player_id)
);
create table bonus_progress_bets (
  campaign_id text not null references bonus_campaigns (id),
  bet_id bigint not null,
  player_id bigint not null,
  state text not null,
  primary key (campaign_id, bet_id)
);
alter table bonus_campaigns drop constraint bonus_campaigns_issue_on_check;
alter table bonus_campaigns add constraint bonus_campaigns_issue_on_check
  check (issue_on in ('auto', 'sign_up', 'first_deposit', 'promo_code', 'grant', 'progress'));
