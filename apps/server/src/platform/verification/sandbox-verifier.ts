import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import type { SandboxVerificationEvent } from '@sb/contract';
import {
  REDELIVER_AFTER_MS,
  type SandboxHost,
  type SandboxProvider,
} from '../deposits/sandbox-provider';
import { identityVerifications, type IdentityVerificationRow } from '../schema';
import {
  VERIFICATION_CALLBACK_PATH,
  type IdentitySubmission,
  type VerificationProvider,
} from './provider';

type Outcome = 'verified' | 'rejected' | 'waiting';

/**
 * The sandbox's rule, by the document number's last character: 0 is rejected, 7 waits for an
 * operator, anything else is verified. In production the sandbox decides nothing: an operator
 * does (as its test cards pay nothing there, issue 17).
 */
export function sandboxOutcome(documentNumber: string, env: SandboxHost['config']['env']): Outcome {
  if (env === 'production') return 'waiting';
  if (documentNumber.endsWith('0')) return 'rejected';
  if (documentNumber.endsWith('7')) return 'waiting';
  return 'verified';
}

/**
 * The sandbox verification provider (issue 27): decides a submission after `delayMs` by
 * `sandboxOutcome` and tells the platform by a signed callback, sent through the payment
 * provider's one signing and delivery path and again until acknowledged. A submission an
 * operator decided first is `cancelled` here and never sent.
 */
export class SandboxVerifier implements VerificationProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly host: SandboxHost,
    private readonly provider: SandboxProvider,
    private readonly delayMs: () => number,
  ) {}

  async submit(submission: IdentitySubmission): Promise<{ reference: string }> {
    const outcome = sandboxOutcome(submission.documentNumber, this.host.config.env);
    await this.host.db.orm
      .update(identityVerifications)
      .set({
        providerOutcome: outcome,
        providerStatus: outcome === 'waiting' ? 'waiting' : 'processing',
        providerSettleAt: outcome === 'waiting' ? null : new Date(this.host.now() + this.delayMs()),
      })
      .where(eq(identityVerifications.id, submission.id));
    if (outcome !== 'waiting') this.provider.later(this.delayMs() + 10, () => this.settleDue());
    return { reference: `sbx_kyc_${submission.id.slice(0, 8)}` };
  }

  /** Decides submissions whose time has come, and re-sends outcomes not acknowledged. */
  async settleDue(): Promise<void> {
    if (this.provider.isStopped) return;
    const now = new Date(this.host.now());
    const t = identityVerifications;
    const due = await this.host.db.orm
      .select()
      .from(t)
      .where(and(eq(t.providerStatus, 'processing'), lte(t.providerSettleAt, now)));
    const decided: IdentityVerificationRow[] = [];
    for (const row of due) {
      // The conditional update claims each submission for one process only.
      const [claimed] = await this.host.db.orm
        .update(t)
        .set({
          providerStatus: row.providerOutcome === 'verified' ? 'verified' : 'rejected',
          providerSettleAt: null,
          updatedAt: now,
        })
        .where(and(eq(t.id, row.id), eq(t.providerStatus, 'processing')))
        .returning();
      if (claimed) decided.push(claimed);
    }
    const unacknowledged = await this.host.db.orm
      .select()
      .from(t)
      .where(
        and(
          inArray(t.providerStatus, ['verified', 'rejected']),
          eq(t.state, 'pending'),
          lt(t.updatedAt, new Date(now.getTime() - REDELIVER_AFTER_MS)),
        ),
      );
    for (const row of [...decided, ...unacknowledged]) await this.send(row);
  }

  private async send(row: IdentityVerificationRow): Promise<void> {
    const verified = row.providerStatus === 'verified';
    const event: SandboxVerificationEvent = {
      eventId: `evt_${randomUUID()}`,
      type: verified ? 'verification.verified' : 'verification.rejected',
      verificationId: row.id,
      reference: row.providerReference ?? row.id,
      reason: verified ? null : 'document_unreadable',
      createdAt: new Date(this.host.now()).toISOString(),
    };
    await this.provider.post(VERIFICATION_CALLBACK_PATH, event, `${event.type} for ${row.id}`);
  }
}
