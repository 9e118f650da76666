import { createHash, randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  sandboxVerificationEvent,
  type VerificationAnswer,
  type VerificationRequest,
} from '@sb/contract';
import {
  checkDocument,
  MAX_DOCUMENT_BYTES,
  verificationStep,
  type VerificationDecision,
  type VerificationRefusal,
  type VerificationState,
} from '@sb/domain';
import { badRequest, conflict, notFound } from '../../http/errors';
import { signedEvent, takeEventOnce } from '../deposits/signed-callback';
import { isUniqueViolation, type Executor } from '../wallet/ledger';
import type { Db } from '../../db';
import { identityVerifications, type IdentityVerificationRow } from '../schema';
import type { VerificationProvider } from './provider';

// Identity verification (issue 27): a player submits details and a document, the provider
// decides by a signed callback or an operator through the admin API. The rules are
// @sb/domain's verification.ts; this keeps the rows. Money is untouched.

const REFUSALS: Record<VerificationRefusal, string> = {
  already_pending: 'Your identity is already being checked',
  already_verified: 'Your identity is already verified',
  not_pending: 'This verification is already decided',
};

const refused = (refusal: VerificationRefusal) =>
  conflict(`error.verification.${refusal}`, REFUSALS[refusal]);

const t = identityVerifications;

/** What the service needs of the platform: the database, the callback secret, the clock. */
export interface VerificationHost {
  readonly db: Db;
  readonly options: { paymentCallbackSecret: string; callbackToleranceMs: number };
  now(): number;
}

/** The player's state is their open (pending or verified) submission's, else the newest's. */
const newestFirst = [desc(sql`${t.state} in ('pending', 'verified')`), desc(t.submittedAt)];

export class IdentityVerification {
  constructor(
    private readonly platform: VerificationHost,
    readonly provider: VerificationProvider,
  ) {}

  /** The port other modules ask (e.g. `only_verified` bonuses, once they exist). */
  async isVerified(playerId: number): Promise<boolean> {
    return (await this.stateOf(playerId)) === 'verified';
  }

  async stateOf(playerId: number): Promise<VerificationState> {
    return (await this.current(playerId))?.state ?? 'unverified';
  }

  async answer(playerId: number): Promise<VerificationAnswer> {
    const row = await this.current(playerId);
    return {
      state: row?.state ?? 'unverified',
      reason: row?.state === 'rejected' ? row.reason : null,
      submittedAt: row?.submittedAt.toISOString() ?? null,
      decidedAt: row?.decidedAt?.toISOString() ?? null,
    };
  }

  private async current(playerId: number): Promise<IdentityVerificationRow | undefined> {
    const [row] = await this.platform.db.orm
      .select()
      .from(t)
      .where(eq(t.playerId, playerId))
      .orderBy(...newestFirst)
      .limit(1);
    return row;
  }

  /**
   * POST /player/verification: refused while pending or once verified; the document must be
   * a png, jpeg or pdf by its bytes, within the size bound. Two submits racing store one (the
   * partial unique index of 0212). Then handed to the provider.
   */
  async submit(playerId: number, input: VerificationRequest): Promise<VerificationAnswer> {
    const bytes = Buffer.from(input.document, 'base64');
    const document = checkDocument(bytes);
    if (!document.ok)
      throw document.refusal === 'document_too_large'
        ? badRequest('error.verification.document_too_large', 'The document is too large', {
            maxBytes: MAX_DOCUMENT_BYTES,
          })
        : badRequest('error.verification.document_type', 'Send a PNG or JPEG image or a PDF');
    const step = verificationStep(await this.stateOf(playerId), { type: 'submit' });
    if (!step.ok) throw refused(step.refusal);
    const now = new Date(this.platform.now());
    const id = randomUUID();
    try {
      await this.platform.db.orm.insert(t).values({
        id,
        playerId,
        state: step.state,
        provider: this.provider.name,
        fullName: input.fullName,
        dateOfBirth: input.dateOfBirth,
        documentType: input.documentType,
        documentNumber: input.documentNumber,
        document: bytes,
        documentMime: document.mime,
        documentSha256: createHash('sha256').update(bytes).digest('hex'),
        submittedAt: now,
        updatedAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw refused('already_pending');
      throw err;
    }
    const { reference } = await this.provider.submit({
      id,
      fullName: input.fullName,
      dateOfBirth: input.dateOfBirth,
      documentType: input.documentType,
      documentNumber: input.documentNumber,
      document: bytes,
      documentMime: document.mime,
    });
    await this.platform.db.orm.update(t).set({ providerReference: reference }).where(eq(t.id, id));
    return this.answer(playerId);
  }

  /**
   * Decides a pending submission once, under its row's lock: by the provider's callback or
   * an operator. Anything already decided is a 409 and nothing changes (a late callback
   * cannot reject a verified player).
   */
  async decide(
    id: string,
    decision: VerificationDecision,
    by: 'provider' | 'operator',
    opts: {
      reason?: string | null;
      reference?: string;
      /** First, in the same transaction (a callback records its event). */
      first?: (tx: Executor) => Promise<void>;
    } = {},
  ): Promise<IdentityVerificationRow> {
    return this.platform.db.orm.transaction(async (tx) => {
      await opts.first?.(tx);
      const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      if (!row || (opts.reference && row.providerReference !== opts.reference))
        throw notFound('Verification');
      const step = verificationStep(row.state, { type: 'decide', decision });
      if (!step.ok) throw refused(step.refusal);
      const now = new Date(this.platform.now());
      const [decided] = await tx
        .update(t)
        .set({
          state: step.state,
          decidedBy: by,
          decidedAt: now,
          reason: decision === 'rejected' ? (opts.reason ?? 'rejected') : null,
          // The provider sends nothing for a submission the operator decided first.
          ...(by === 'operator'
            ? { providerStatus: 'cancelled' as const, providerSettleAt: null }
            : {}),
          updatedAt: now,
        })
        .where(eq(t.id, id))
        .returning();
      return decided!;
    });
  }

  /** The provider's signed callback: checked and taken once as payments' are. */
  async handleCallback(rawBody: string, signature: string | undefined): Promise<VerificationState> {
    const event = signedEvent(
      this.platform,
      rawBody,
      signature,
      sandboxVerificationEvent,
      'a verification event',
    );
    const decided = await this.decide(
      event.verificationId,
      event.type === 'verification.verified' ? 'verified' : 'rejected',
      'provider',
      {
        reason: event.reason,
        reference: event.reference,
        first: (tx) => takeEventOnce(tx, event, event.verificationId),
      },
    );
    return decided.state;
  }

  /** A submission's document, for the operator to look at before deciding. */
  async document(id: string): Promise<{ mime: string; bytes: Uint8Array }> {
    const [row] = await this.platform.db.orm
      .select({ mime: t.documentMime, bytes: t.document })
      .from(t)
      .where(eq(t.id, id));
    if (!row) throw notFound('Verification');
    return row;
  }

  /** The operator's queue: submissions in a state, first in first listed. */
  list(state: VerificationState): Promise<IdentityVerificationRow[]> {
    return this.platform.db.orm
      .select()
      .from(t)
      .where(eq(t.state, state))
      .orderBy(asc(t.submittedAt))
      .limit(200);
  }
}

/** A submission as the operator reviews it (without the document's bytes). */
export function reviewView(row: IdentityVerificationRow) {
  return {
    id: row.id,
    playerId: row.playerId,
    state: row.state,
    provider: row.provider,
    providerReference: row.providerReference,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    documentMime: row.documentMime,
    documentSha256: row.documentSha256,
    reason: row.reason,
    decidedBy: row.decidedBy,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
