import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import type { DepositStatus, SandboxCallbackEvent } from '@sb/contract';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { digest, safeEqual } from '../accounts/tokens';
import type { Db } from '../../db';
import { deposits, type DepositRow } from '../schema';
import { signCallback, SIGNATURE_HEADER } from './signature';

export const CALLBACK_PATH = '/api/platform/payments/sandbox/callback';

/** Sends one signed callback; answers the HTTP status the platform gave. */
export type CallbackDelivery = (request: {
  path: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

type Outcome = { kind: 'succeed' } | { kind: 'decline'; reason: string } | { kind: 'pending' };

/** Test cards decide the outcome, as with a real provider's sandbox. */
export const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '4000000000000002': { kind: 'decline', reason: 'card_declined' },
  '4000000000009995': { kind: 'decline', reason: 'insufficient_funds' },
  '4000000000000077': { kind: 'pending' },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const providerToStatus: Record<DepositRow['providerStatus'], DepositStatus> = {
  requires_payment: 'created',
  processing: 'pending',
  succeeded: 'succeeded',
  declined: 'declined',
};

export interface SandboxPayment {
  id: string;
  status: DepositStatus;
  declineReason: string | null;
  amount: number;
  currency: string;
}

const view = (row: DepositRow): SandboxPayment => ({
  id: row.id,
  status: providerToStatus[row.providerStatus],
  declineReason: row.providerStatus === 'declined' ? row.declineReason : null,
  amount: row.amount,
  currency: row.currency,
});

/** Unacknowledged outcomes are sent again after this long (a callback may have been lost). */
export const REDELIVER_AFTER_MS = 15_000;
const RETRY_DELAYS_MS = [250, 1_000, 4_000];

/** What the provider needs of the platform: the deposits table, its settings, clock and log. */
export interface SandboxHost {
  readonly db: Db;
  /** Test cards pay only outside production (issue 17). */
  readonly config: { env: 'development' | 'test' | 'production' };
  readonly options: { pendingDepositDelayMs: number; paymentCallbackSecret: string };
  now(): number;
  log(message: string, err?: unknown): void;
}

/**
 * The sandbox payment provider: takes the card from the widget (never the casino), decides
 * the outcome by test card, and tells the platform by a signed server-to-server callback. A
 * "pending" card is confirmed after `pendingDepositDelayMs`. Delivery is over HTTP to the
 * server's own origin when INTERNAL_API_ORIGIN is set (main.ts), else through `app.inject`.
 */
export class SandboxProvider {
  deliver: CallbackDelivery | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly platform: SandboxHost) {}

  async confirm(
    id: string,
    clientSecret: string,
    card: { number: string; expMonth: number; expYear: number; cvc: string },
  ): Promise<SandboxPayment> {
    const row = await this.load(id, clientSecret);
    const number = card.number.replace(/\s+/g, '');
    if (!luhnValid(number))
      throw badRequest('error.payment.invalid_card', 'The card number is not valid');
    const now = new Date(this.platform.now());
    const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (card.expYear * 12 + (card.expMonth - 1) < month)
      throw badRequest('error.payment.card_expired', 'The card has expired');
    // Test cards exist outside production only (issue 17): there, every card is declined.
    const testCards = this.platform.config.env !== 'production';
    const outcome = (testCards ? TEST_CARDS[number] : undefined) ?? {
      kind: 'decline',
      reason: testCards ? 'unknown_test_card' : 'sandbox_disabled',
    };
    const providerStatus =
      outcome.kind === 'succeed'
        ? 'succeeded'
        : outcome.kind === 'pending'
          ? 'processing'
          : 'declined';
    const [claimed] = await this.platform.db.orm
      .update(deposits)
      .set({
        providerStatus,
        cardLast4: number.slice(-4),
        declineReason: outcome.kind === 'decline' ? outcome.reason : null,
        providerSettleAt:
          outcome.kind === 'pending'
            ? new Date(now.getTime() + this.platform.options.pendingDepositDelayMs)
            : null,
        updatedAt: now,
      })
      .where(and(eq(deposits.id, row.id), eq(deposits.providerStatus, 'requires_payment')))
      .returning();
    if (!claimed)
      throw conflict('error.payment.already_confirmed', 'This payment was already submitted');

    if (outcome.kind === 'pending') {
      await this.send(claimed, 'payment.pending');
      this.later(this.platform.options.pendingDepositDelayMs + 10, () => this.settleDue());
    } else {
      await this.send(
        claimed,
        outcome.kind === 'succeed' ? 'payment.succeeded' : 'payment.declined',
      );
    }
    return view(claimed);
  }

  async status(id: string, clientSecret: string): Promise<SandboxPayment> {
    await this.settleDue();
    return view(await this.load(id, clientSecret));
  }

  /**
   * Confirms pending payments whose time has come, and re-sends outcomes the platform has not
   * acknowledged. The conditional update claims each payment for one process only.
   */
  async settleDue(): Promise<void> {
    if (this.stopped) return;
    const now = this.platform.now();
    const due = await this.platform.db.orm
      .update(deposits)
      .set({ providerStatus: 'succeeded', providerSettleAt: null, updatedAt: new Date(now) })
      .where(
        and(
          eq(deposits.providerStatus, 'processing'),
          lte(deposits.providerSettleAt, new Date(now)),
        ),
      )
      .returning();
    const unacknowledged = await this.platform.db.orm
      .update(deposits)
      .set({ updatedAt: new Date(now) })
      .where(
        and(
          inArray(deposits.providerStatus, ['succeeded', 'declined']),
          inArray(deposits.status, ['created', 'pending']),
          // Rows just settled above were stamped `now`, so they are not picked twice.
          lt(deposits.updatedAt, new Date(now - REDELIVER_AFTER_MS)),
        ),
      )
      .returning();
    for (const row of [...due, ...unacknowledged])
      await this.send(
        row,
        row.providerStatus === 'succeeded' ? 'payment.succeeded' : 'payment.declined',
      );
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private async load(id: string, clientSecret: string): Promise<DepositRow> {
    const [row] = await this.platform.db.orm.select().from(deposits).where(eq(deposits.id, id));
    if (!row) throw notFound('Payment');
    if (!safeEqual(row.clientSecret, digest(clientSecret)))
      throw new AppError(
        403,
        'error.payment.invalid_client_secret',
        'This payment belongs to another session',
      );
    return row;
  }

  /** Signs and delivers one payment event. */
  private async send(row: DepositRow, type: SandboxCallbackEvent['type']): Promise<void> {
    const event: SandboxCallbackEvent = {
      eventId: `evt_${randomUUID()}`,
      type,
      paymentId: row.id,
      amount: row.amount,
      currency: row.currency,
      declineReason: type === 'payment.declined' ? row.declineReason : null,
      createdAt: new Date(this.platform.now()).toISOString(),
    };
    await this.post(CALLBACK_PATH, event, `${type} for ${row.id}`);
  }

  /**
   * Signs one event and delivers it to the platform at `path` (payments here, payouts in
   * withdrawals/sandbox-payouts.ts); failures are retried in the background a few times.
   */
  async post(path: string, event: object, label: string, attempt = 0): Promise<void> {
    const body = JSON.stringify(event);
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signCallback(
        this.platform.options.paymentCallbackSecret,
        body,
        this.platform.now(),
      ),
    };
    let status = 0;
    try {
      status = this.deliver ? await this.deliver({ path, body, headers }) : 0;
    } catch (err) {
      this.platform.log(`sandbox callback ${label} failed`, err);
    }
    // 2xx: taken; 409: already final there. Anything else is worth another try.
    if ((status >= 200 && status < 300) || status === 409) return;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay !== undefined) this.later(delay, () => this.post(path, event, label, attempt + 1));
    else this.platform.log(`sandbox callback ${label} gave up (last status ${status})`);
  }

  /** Runs `fn` after `ms`, unless the provider stops first. */
  later(ms: number, fn: () => Promise<void>): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped)
        void fn().catch((err: unknown) => this.platform.log('sandbox provider task failed', err));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}

/** Delivery over HTTP, as a provider on the network would call. */
export function httpDelivery(origin: string): CallbackDelivery {
  return async ({ path, body, headers }) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    return res.status;
  };
}
