-- A key whose work committed but whose answer was never kept (the process died in between):
-- 'committed' is written inside the work's own transaction, so a retry knows the money moved
-- and answers from what is stored instead of running the work again (issue 25, crash harness).
alter table idempotency_keys drop constraint idempotency_keys_state_check;
alter table idempotency_keys
  add constraint idempotency_keys_state_check check (state in ('in_flight', 'committed', 'done'));
