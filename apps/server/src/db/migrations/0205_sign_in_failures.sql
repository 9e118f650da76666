-- Failed sign-ins in a row, per account (normalised e-mail) and per client address (issue 17):
-- the exponential back-off of packages/domain/src/sign-in-backoff.ts reads and bumps them.
create table sign_in_failures (
  key text primary key,
  failures integer not null,
  last_failure_at timestamptz not null
);
