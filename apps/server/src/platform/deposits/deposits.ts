import type { DepositSettled } from './deposit-settled';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  sandboxCallbackEvent,
  type Deposit,
  type DepositStatus,
  type SandboxCallbackEvent,
} from '@sb/contract';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { digest, newToken } from '../accounts/tokens';
import type { Platform } from '../platform';
import type { LimitReached } from '../limits/limit-reached';
import { limitRefusalMessage } from '../limits/placement-check';
import { depositFieldsMissed } from '../player/profile';
import { deposits, type DepositRow, type PlayerRow } from '../schema';
import { SYSTEM_ACCOUNTS } from '../wallet/accounts';
import { cashierChecks } from './cashier-checks';
import { signedEvent, takeEventOnce } from './signed-callback';

/** The casino side of a deposit: created here, paid at the provider, credited on its callback. */

export function depositView(row: DepositRow): Deposit {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    declineReason: row.declineReason,
    cardLast4: row.cardLast4,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * POST /deposits. Refused (shell 4.3, 5) from a blocked country, before a mandatory phone
 * verification, before missing auth or deposit-context fields are filled, in a currency the
 * player does not hold, or outside the amount bounds.
 */
export async function createDeposit(
  platform: Platform,
  request: FastifyRequest,
  player: PlayerRow,
  input: { amount: number; currency: string },
): Promise<{ deposit: DepositRow; clientSecret: string }> {
  const currency = await cashierChecks(platform, request, player, input, {
    noun: 'deposit',
    verb: 'depositing',
    rangeKey: 'error.deposit.amount_out_of_range',
    more: () => {
      const depositMissing = depositFieldsMissed(player, platform.site);
      if (depositMissing.length)
        throw new AppError(
          403,
          'error.deposit.profile_incomplete',
          `Fill in: ${depositMissing.join(', ')}`,
          { fields: depositMissing },
        );
    },
  });
  const clientSecret = `${newToken()}`;
  const now = new Date(platform.now());
  // Issue 20: held against the deposit limits in the transaction that records it, the
  // player's limit rows locked, so concurrent deposits never pass a limit together.
  const row = await platform.db.orm.transaction(async (tx) => {
    const refused = await platform.limits.depositRefusal(
      tx,
      player.id,
      input.currency,
      input.amount,
    );
    if (refused)
      throw badRequest(refused.key, limitRefusalMessage(refused, currency), {
        limit: refused.limit,
        used: refused.used,
        remaining: refused.remaining,
        period: refused.period,
        currency: refused.currency,
        subunits: currency.subunits,
      });
    const [inserted] = await tx
      .insert(deposits)
      .values({
        id: randomUUID(),
        playerId: player.id,
        amount: input.amount,
        currency: input.currency,
        clientSecret: digest(clientSecret),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  return { deposit: row, clientSecret };
}

export async function playerDeposit(
  platform: Platform,
  player: PlayerRow,
  id: string,
): Promise<DepositRow> {
  await platform.payments.settleDue();
  const [row] = await platform.db.orm
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.playerId, player.id)));
  if (!row) throw notFound('Deposit');
  return row;
}

export async function playerDeposits(platform: Platform, player: PlayerRow): Promise<DepositRow[]> {
  await platform.payments.settleDue();
  return platform.db.orm
    .select()
    .from(deposits)
    .where(eq(deposits.playerId, player.id))
    .orderBy(desc(deposits.createdAt))
    .limit(50);
}

/** Which callback may move a deposit from which status. */
const NEXT: Record<SandboxCallbackEvent['type'], { from: DepositStatus[]; to: DepositStatus }> = {
  'payment.pending': { from: ['created', 'pending'], to: 'pending' },
  'payment.succeeded': { from: ['created', 'pending'], to: 'succeeded' },
  'payment.declined': { from: ['created', 'pending'], to: 'declined' },
};

/**
 * The provider's signed server-to-server callback. A bad or stale signature, a replayed
 * event, an amount that differs from the deposit, or a transition from a final status is
 * refused with a 4xx and changes nothing; a success is credited through the ledger once, in
 * the same transaction that records the event and the new status.
 */
export async function handleCallback(
  platform: Platform,
  rawBody: string,
  signature: string | undefined,
): Promise<{ status: DepositStatus }> {
  const event = signedEvent(platform, rawBody, signature, sandboxCallbackEvent, 'a payment event');

  let settled: DepositSettled | null = null;
  let reached: LimitReached[] = [];
  let first = false;
  const outcome = await platform.wallet.run(async (w) => {
    await takeEventOnce(w.tx, event, event.paymentId);
    const [deposit] = await w.tx
      .select()
      .from(deposits)
      .where(eq(deposits.id, event.paymentId))
      .for('update');
    if (!deposit) throw notFound('Payment');
    if (deposit.amount !== event.amount || deposit.currency !== event.currency)
      throw badRequest(
        'error.payment.amount_mismatch',
        'The callback amount differs from the deposit',
      );
    const next = NEXT[event.type];
    if (!next.from.includes(deposit.status))
      throw conflict(
        'error.payment.already_processed',
        `The deposit is already ${deposit.status}`,
        {
          status: deposit.status,
        },
      );
    let ledgerTransactionId: number | null = null;
    if (next.to === 'succeeded') {
      const credited = await w.creditPlayer({
        playerId: deposit.playerId,
        currency: deposit.currency,
        amount: deposit.amount,
        reason: 'deposit',
        reference: `deposit:${deposit.id}`,
        from: SYSTEM_ACCOUNTS.sandboxPsp,
        metadata: { provider: 'sandbox', eventId: event.eventId },
      });
      if (!credited.ok)
        throw conflict(
          'error.payment.already_processed',
          `The deposit could not be credited: ${credited.message}`,
        );
      ledgerTransactionId = credited.transactionId;
      // Issue 27: the deposit limits this deposit reached, told after the commit.
      reached = await platform.limits.depositReached(w.tx, deposit);
      // Issue 19: the player's first deposit, for first-deposit bonuses.
      const [earlier] = await w.tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(
          and(
            eq(deposits.playerId, deposit.playerId),
            eq(deposits.status, 'succeeded'),
            ne(deposits.id, deposit.id),
          ),
        )
        .limit(1);
      first = earlier === undefined;
    }
    await w.tx
      .update(deposits)
      .set({
        status: next.to,
        declineReason:
          next.to === 'declined' ? (event.declineReason ?? 'declined') : deposit.declineReason,
        ledgerTransactionId: ledgerTransactionId ?? deposit.ledgerTransactionId,
        updatedAt: new Date(platform.now()),
      })
      .where(eq(deposits.id, deposit.id));
    if (next.to === 'succeeded' || next.to === 'declined')
      settled = {
        depositId: deposit.id,
        playerId: deposit.playerId,
        amount: deposit.amount,
        currency: deposit.currency,
        status: next.to,
        first,
      };
    return { status: next.to };
  });
  // After commit: who listens (the notifications, issue 27) hears of a final status once.
  if (settled) platform.depositSettled(settled);
  platform.limits.tell(reached);
  return outcome;
}
