// Idempotency-Key handling for money-moving requests (issue 17): see idempotency.ts.
export {
  Idempotency,
  idempotencyHeaders,
  idempotencyKeyOf,
  requestHash,
  type Answer,
  type IdempotencyOptions,
  type IdempotentRequest,
  type MarkCommitted,
} from './idempotency';
export { idempotencyKeys } from './schema';
