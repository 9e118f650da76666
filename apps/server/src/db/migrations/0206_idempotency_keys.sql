-- Idempotency-Key of money-moving requests other than placement (deposits, cash-out, later
-- withdrawals), as Stripe keeps them (issue 17): the first request claims the key 'in_flight',
-- its answer is kept 'done' and replayed; src/idempotency/idempotency.ts.
create table idempotency_keys (
  scope text not null,
  owner text not null,
  key text not null,
  request_hash text not null,
  state text not null check (state in ('in_flight', 'done')),
  status_code smallint,
  answer jsonb,
  claimed_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (scope, owner, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);
