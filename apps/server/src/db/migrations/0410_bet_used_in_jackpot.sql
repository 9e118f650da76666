-- domain 3 Bet used_in_jackpot: set at placement by a participant (bets/participants.ts).
alter table bets add column used_in_jackpot boolean not null default false;
