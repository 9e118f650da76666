import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import type { SandboxPayoutEvent } from '@sb/contract';
import { badRequest } from '../../http/errors';
import {
  luhnValid,
  REDELIVER_AFTER_MS,
  TEST_CARDS,
  type SandboxHost,
  type SandboxProvider,
} from '../deposits/sandbox-provider';
import { withdrawals, type WithdrawalRow } from '../schema';

export const PAYOUT_CALLBACK_PATH = '/api/platform/payouts/sandbox/callback';

/**
 * What the sandbox will answer for a payout to `card`, decided when it is submitted: 'paid',
 * or the reason of a decline.
 */
export function payoutOutcome(card: string, env: SandboxHost['config']['env']): string {
  const number = card.replace(/\s+/g, '');
  if (!luhnValid(number))
    throw badRequest('error.payment.invalid_card', 'The card number is not valid');
  // As with payments (issue 17): test cards exist outside production only.
  const known = env !== 'production' ? TEST_CARDS[number] : undefined;
  if (known?.kind === 'decline') return known.reason;
  if (known) return 'paid';
  return env === 'production' ? 'sandbox_disabled' : 'unknown_test_card';
}

/**
 * The sandbox provider's payouts (issue 27): a withdrawal submitted to it is paid or declined
 * after `delayMs`, and the platform is told by a signed callback at PAYOUT_CALLBACK_PATH, sent
 * again until acknowledged. A payout the platform already made final elsewhere (an operator's
 * decision, the player's cancel) is marked `cancelled` there and never sent.
 */
export class SandboxPayouts {
  constructor(
    private readonly host: SandboxHost,
    private readonly provider: SandboxProvider,
    private readonly delayMs: () => number,
  ) {}

  /** The time the payout of a withdrawal submitted now is decided. */
  settleAt(now: number): Date {
    return new Date(now + this.delayMs());
  }

  /** Called once a withdrawal is stored: its payout is decided after the delay. */
  submitted(): void {
    this.provider.later(this.delayMs() + 10, () => this.settleDue());
  }

  /** Decides payouts whose time has come, and re-sends outcomes not acknowledged. */
  async settleDue(): Promise<void> {
    if (this.provider.isStopped) return;
    const now = new Date(this.host.now());
    const due = await this.host.db.orm
      .select()
      .from(withdrawals)
      .where(
        and(eq(withdrawals.providerStatus, 'processing'), lte(withdrawals.providerSettleAt, now)),
      );
    const decided: WithdrawalRow[] = [];
    for (const row of due) {
      // The conditional update claims each payout for one process only.
      const [claimed] = await this.host.db.orm
        .update(withdrawals)
        .set({
          providerStatus: row.providerOutcome === 'paid' ? 'paid' : 'declined',
          providerSettleAt: null,
          // Stamped so the redelivery below does not send it a second time.
          updatedAt: now,
        })
        .where(and(eq(withdrawals.id, row.id), eq(withdrawals.providerStatus, 'processing')))
        .returning();
      if (claimed) decided.push(claimed);
    }
    const unacknowledged = await this.host.db.orm
      .select()
      .from(withdrawals)
      .where(
        and(
          inArray(withdrawals.providerStatus, ['paid', 'declined']),
          eq(withdrawals.status, 'pending'),
          lt(withdrawals.updatedAt, new Date(now.getTime() - REDELIVER_AFTER_MS)),
        ),
      );
    for (const row of [...decided, ...unacknowledged]) await this.send(row);
  }

  private async send(row: WithdrawalRow): Promise<void> {
    const paid = row.providerStatus === 'paid';
    const event: SandboxPayoutEvent = {
      eventId: `evt_${randomUUID()}`,
      type: paid ? 'payout.paid' : 'payout.declined',
      payoutId: row.id,
      amount: row.amount,
      currency: row.currency,
      declineReason: paid ? null : row.providerOutcome,
      createdAt: new Date(this.host.now()).toISOString(),
    };
    await this.provider.post(PAYOUT_CALLBACK_PATH, event, `${event.type} for ${row.id}`);
  }
}
