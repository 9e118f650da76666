import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@sb/contract';
import type { Orm } from '../db';
import { AppError } from '../http/errors';
import { idempotencyKeys } from './schema';

/** An HTTP answer kept as data, so a repeat can be answered with it verbatim. */
export interface Answer {
  statusCode: number;
  body: unknown;
}

export interface IdempotentRequest {
  /** The operation: `deposit`, `cashout`, `withdrawal`... Keys of different scopes never meet. */
  scope: string;
  /** Whose key it is (the player's id): one player's key is never another's. */
  owner: string;
  /** What was asked; the same key with another body is refused (422). */
  body: unknown;
  /**
   * The answer rebuilt from what is stored, for a key whose work committed (it called
   * `committed` in its transaction) but whose answer was lost with its process.
   */
  answerCommitted?: () => Promise<Answer>;
}

/**
 * Given to the work: call it inside the transaction that moves the money, so the key is marked
 * `committed` exactly when the money moved (a retry then never runs the work again).
 */
export type MarkCommitted = (tx: Orm) => Promise<void>;

/** The header as route schemas document it (OpenAPI). */
export const idempotencyHeaders = z
  .object({
    [IDEMPOTENCY_HEADER]: z
      .string()
      .regex(/^[\x21-\x7e]{1,200}$/)
      .optional()
      .describe(
        'One per attempt (a UUID): a repeat gets the first answer with Idempotent-Replayed: true; while the first runs, 409 error.idempotency.in_flight; another body, 422',
      ),
  })
  .loose();

/** Visible ASCII, as the slip's UUIDs are; anything else is refused before it is stored. */
const KEY = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key of a request: undefined without one, 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !KEY.test(key))
    throw new AppError(
      400,
      'error.idempotency.invalid_key',
      'Idempotency-Key must be 1 to 200 visible characters',
    );
  return key;
}

/** A stable hash of a JSON body: the same request, whatever the order of its keys. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)) ?? '')
    .digest('hex');
}

export interface IdempotencyOptions {
  /** Keys are kept this long (Stripe: 24 h). */
  ttlMs: number;
  /**
   * A claim older than this whose answer never came was abandoned (its process died; its
   * transaction rolled back): the key may be claimed again.
   */
  abandonedAfterMs: number;
  now: () => number;
}

export const defaultIdempotencyOptions: IdempotencyOptions = {
  ttlMs: 24 * 60 * 60 * 1000,
  abandonedAfterMs: 60_000,
  now: () => Date.now(),
};

/**
 * Idempotency like Stripe's (issue 17), one piece for every money-moving request that adopts it
 * (deposits and cash-out now, withdrawals with issue 27; placement keeps its key inside its own
 * group-commit transaction, with the same contract):
 *
 * - With an `Idempotency-Key`, the first request claims the key and runs; its answer, success
 *   or refusal (4xx), is kept for 24 h and every repeat of the key gets it again, unchanged,
 *   with `Idempotent-Replayed: true`, and nothing happens twice.
 * - A repeat while the first is still running is answered 409 `error.idempotency.in_flight`
 *   with `Retry-After: 1`: retry, and get the kept answer once it is there.
 * - The same key with a different body is refused 422 `error.idempotency.key_reused`.
 * - A key is the owner's and the operation's: another player's key, or the same key on another
 *   operation, is another key.
 * - When the work fails unexpectedly (5xx), nothing is kept: a retry runs it again.
 */
export class Idempotency {
  private readonly options: IdempotencyOptions;

  constructor(
    private readonly db: Orm,
    options: Partial<IdempotencyOptions> = {},
  ) {
    this.options = { ...defaultIdempotencyOptions, ...options };
  }

  /** Runs `work` at most once per key and answers the reply; without a key, just runs it. */
  async reply(
    request: FastifyRequest,
    reply: FastifyReply,
    what: IdempotentRequest,
    work: (committed: MarkCommitted) => Promise<Answer>,
  ): Promise<FastifyReply> {
    const key = idempotencyKeyOf(request);
    const { answer, replayed } = key
      ? await this.run({ ...what, key }, work)
      : { answer: await work(async () => {}), replayed: false };
    if (replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return reply.status(answer.statusCode).send(answer.body);
  }

  async run(
    what: IdempotentRequest & { key: string },
    work: (committed: MarkCommitted) => Promise<Answer>,
  ): Promise<{ answer: Answer; replayed: boolean }> {
    const hash = requestHash(what.body);
    const where = and(
      eq(idempotencyKeys.scope, what.scope),
      eq(idempotencyKeys.owner, what.owner),
      eq(idempotencyKeys.key, what.key),
    );
    if (!(await this.claim(what, hash))) {
      const [row] = await this.db.select().from(idempotencyKeys).where(where);
      if (!row) return this.run(what, work); // expired between our insert and select
      if (row.requestHash !== hash)
        throw new AppError(
          422,
          'error.idempotency.key_reused',
          'This Idempotency-Key was used for a different request',
        );
      if (row.state === 'committed' && what.answerCommitted) {
        // The money moved; the answer died with its process (or is still on its way).
        const answer = await what.answerCommitted();
        await this.keep(where, answer);
        return { answer, replayed: true };
      }
      if (row.state !== 'done')
        throw new AppError(
          409,
          'error.idempotency.in_flight',
          'A request with this Idempotency-Key is still being processed: retry in a moment',
          { retryAfterSeconds: 1 },
        );
      return { answer: { statusCode: row.statusCode!, body: row.answer }, replayed: true };
    }
    let answer: Answer;
    const committed: MarkCommitted = async (tx) => {
      await tx.update(idempotencyKeys).set({ state: 'committed' }).where(where);
    };
    try {
      answer = await work(committed);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) {
        // Forgotten unless the work committed: then a retry answers from what is stored.
        await this.db
          .delete(idempotencyKeys)
          .where(and(where, eq(idempotencyKeys.state, 'in_flight')));
        throw err;
      }
      // A refusal is the answer to this request: a retry of it is refused the same way.
      const body: { error: Record<string, unknown> } = {
        error: { code: err.code, key: err.key, message: err.message },
      };
      if (err.details !== undefined) body.error.details = err.details;
      answer = { statusCode: err.status, body };
    }
    await this.keep(where, answer);
    return { answer, replayed: false };
  }

  private async keep(where: ReturnType<typeof and>, answer: Answer): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ state: 'done', statusCode: answer.statusCode, answer: answer.body as never })
      .where(where);
  }

  /** Claims the key (or takes over an abandoned claim); false when someone holds it. */
  private async claim(what: IdempotentRequest & { key: string }, hash: string): Promise<boolean> {
    const now = this.options.now();
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({
        scope: what.scope,
        owner: what.owner,
        key: what.key,
        requestHash: hash,
        state: 'in_flight',
        claimedAt: new Date(now),
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) return true;
    const retaken = await this.db
      .update(idempotencyKeys)
      .set({ claimedAt: new Date(now) })
      .where(
        and(
          eq(idempotencyKeys.scope, what.scope),
          eq(idempotencyKeys.owner, what.owner),
          eq(idempotencyKeys.key, what.key),
          eq(idempotencyKeys.requestHash, hash),
          eq(idempotencyKeys.state, 'in_flight'),
          lt(idempotencyKeys.claimedAt, new Date(now - this.options.abandonedAfterMs)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return retaken.length > 0;
  }

  /** Forgets keys past their time to live (housekeeping). */
  async sweep(): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        sql`${idempotencyKeys.createdAt} < ${new Date(this.options.now() - this.options.ttlMs).toISOString()}::timestamptz`,
      );
  }
}
