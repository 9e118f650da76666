import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sandboxPayoutEvent, type Withdrawal, type WithdrawalStatus } from '@sb/contract';
import { withdrawalNeedsVerification } from '@sb/domain';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { cashierChecks } from '../deposits/cashier-checks';
import { signedEvent, takeEventOnce } from '../deposits/signed-callback';
import type { Platform } from '../platform';
import { withdrawals, type PlayerRow, type WithdrawalRow } from '../schema';
import type { WalletTx } from '../wallet/wallet';
import { SYSTEM_ACCOUNTS } from '../wallet/accounts';
import { payoutOutcome } from './sandbox-payouts';

// Money out (issue 27). A withdrawal takes the amount from the player's cash at once, into
// the ledger's withdrawals:pending account, so the balance shows what can still be staked and
// two withdrawals cannot spend one balance (the ledger locks the player's account). It ends
// once: paid (pending -> the provider), declined or cancelled (pending -> the player), by the
// provider's signed callback, an operator, or the player while it is pending.

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    cardLast4: row.cardLast4,
    declineReason: row.declineReason,
    decidedBy: row.decidedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * POST /withdrawals. Refused, like a deposit (shell 4.3, 5), from a blocked country, before a
 * mandatory phone verification or missing account fields, in a currency the player does not
 * hold, or outside the amount bounds; and past the cash balance.
 */
export async function requestWithdrawal(
  platform: Platform,
  request: FastifyRequest,
  player: PlayerRow,
  input: { amount: number; currency: string; card: string },
): Promise<WithdrawalRow> {
  await cashierChecks(platform, request, player, input, {
    noun: 'withdrawal',
    verb: 'withdrawing',
    rangeKey: 'error.withdrawal.amount_out_of_range',
  });
  await assertVerifiedIfFirst(platform, player);
  const outcome = payoutOutcome(input.card, platform.config.env);
  const id = randomUUID();
  const now = platform.now();
  const row = await platform.wallet.run(async (w) => {
    const held = await w.debitPlayer({
      playerId: player.id,
      currency: input.currency,
      amount: input.amount,
      reason: 'withdrawal',
      reference: `withdrawal:${id}`,
      to: SYSTEM_ACCOUNTS.withdrawals,
      metadata: { withdrawal: id },
    });
    if (!held.ok) {
      if (held.error === 'insufficient_funds')
        throw badRequest(
          'error.withdrawal.insufficient_funds',
          'The amount is more than your cash balance',
        );
      throw badRequest(held.key, held.message);
    }
    const [inserted] = await w.tx
      .insert(withdrawals)
      .values({
        id,
        playerId: player.id,
        amount: input.amount,
        currency: input.currency,
        cardLast4: input.card.replace(/\s+/g, '').slice(-4),
        providerOutcome: outcome,
        providerSettleAt: platform.payouts.settleAt(now),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    return inserted!;
  });
  platform.payouts.submitted();
  return row;
}

/**
 * Issue 27: the first withdrawal (none paid yet) needs a verified identity where the site
 * names a verification provider (shell 3 project settings). 403, as the cashier's refusals.
 */
export async function verificationRequiredToWithdraw(
  platform: Platform,
  player: PlayerRow,
): Promise<boolean> {
  const providers = platform.site.projectSettings.identityVerificationProviders;
  if (providers.length === 0) return false;
  const [paid] = await platform.db.orm
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, player.id), eq(withdrawals.status, 'paid')))
    .limit(1);
  return withdrawalNeedsVerification({
    providers,
    state: await platform.verification.stateOf(player.id),
    hasPaidWithdrawal: paid !== undefined,
  });
}

async function assertVerifiedIfFirst(platform: Platform, player: PlayerRow): Promise<void> {
  if (await verificationRequiredToWithdraw(platform, player))
    throw forbidden(
      'error.withdrawal.verification_required',
      'Verify your identity before your first withdrawal',
    );
}

export async function playerWithdrawals(
  platform: Platform,
  player: PlayerRow,
): Promise<WithdrawalRow[]> {
  await platform.payouts.settleDue();
  return platform.db.orm
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.playerId, player.id))
    .orderBy(desc(withdrawals.createdAt))
    .limit(50);
}

type Ending = Exclude<WithdrawalStatus, 'pending'>;

/**
 * Ends a pending withdrawal once, in one transaction with its money: paid moves the held
 * amount on to the provider; declined and cancelled give it back. A withdrawal already ended
 * is a 409 and nothing moves. `owner` limits it to one player's (a cancel).
 */
export async function endWithdrawal(
  platform: Platform,
  id: string,
  to: Ending,
  by: 'provider' | 'operator' | 'player',
  opts: {
    reason?: string | null;
    owner?: number;
    amount?: number;
    currency?: string;
    /** First, in the same transaction (a callback records its event). */
    first?: (w: WalletTx) => Promise<void>;
  } = {},
): Promise<WithdrawalRow> {
  return platform.wallet.run(async (w) => {
    await opts.first?.(w);
    const [row] = await w.tx
      .select()
      .from(withdrawals)
      .where(
        opts.owner === undefined
          ? eq(withdrawals.id, id)
          : and(eq(withdrawals.id, id), eq(withdrawals.playerId, opts.owner)),
      )
      .for('update');
    if (!row) throw notFound('Withdrawal');
    if (
      (opts.amount !== undefined && opts.amount !== row.amount) ||
      (opts.currency !== undefined && opts.currency !== row.currency)
    )
      throw badRequest(
        'error.payment.amount_mismatch',
        'The callback amount differs from the withdrawal',
      );
    if (row.status !== 'pending')
      throw conflict(
        'error.withdrawal.already_processed',
        `The withdrawal is already ${row.status}`,
        {
          status: row.status,
        },
      );
    await moveHeld(w, row, to);
    const [ended] = await w.tx
      .update(withdrawals)
      .set({
        status: to,
        decidedBy: by,
        declineReason: to === 'declined' ? (opts.reason ?? 'declined') : null,
        // The provider stops a payout the platform ended first (sandbox-payouts.ts).
        ...(by === 'provider'
          ? {}
          : { providerStatus: 'cancelled' as const, providerSettleAt: null }),
        updatedAt: new Date(platform.now()),
      })
      .where(eq(withdrawals.id, row.id))
      .returning();
    return ended!;
  });
}

/** The held amount's way out: on to the provider, or back to the player. */
async function moveHeld(w: WalletTx, row: WithdrawalRow, to: Ending): Promise<void> {
  const reference = `withdrawal:${row.id}:${to}`;
  const moved =
    to === 'paid'
      ? await w.transfer({
          postings: [
            {
              from: { system: SYSTEM_ACCOUNTS.withdrawals },
              to: { system: SYSTEM_ACCOUNTS.sandboxPsp },
              amount: row.amount,
              currency: row.currency,
            },
          ],
          reason: 'withdrawal_paid',
          reference,
          metadata: { withdrawal: row.id },
        })
      : await w.creditPlayer({
          playerId: row.playerId,
          currency: row.currency,
          amount: row.amount,
          reason: to === 'declined' ? 'withdrawal_declined' : 'withdrawal_cancelled',
          reference,
          from: SYSTEM_ACCOUNTS.withdrawals,
          metadata: { withdrawal: row.id },
        });
  if (!moved.ok) throw new Error(`withdrawal ${row.id} could not move: ${moved.message}`);
}

/**
 * The provider's signed payout callback: verified like a payment's (deposits/signature.ts),
 * each event taken once (a replay is a 409), then the withdrawal ends as the provider says.
 */
export async function handlePayoutCallback(
  platform: Platform,
  rawBody: string,
  signature: string | undefined,
): Promise<{ status: WithdrawalStatus }> {
  const event = signedEvent(platform, rawBody, signature, sandboxPayoutEvent, 'a payout event');
  const ended = await endWithdrawal(
    platform,
    event.payoutId,
    event.type === 'payout.paid' ? 'paid' : 'declined',
    'provider',
    {
      reason: event.declineReason ?? null,
      amount: event.amount,
      currency: event.currency,
      first: (w) => takeEventOnce(w.tx, event, event.payoutId),
    },
  );
  return { status: ended.status };
}
