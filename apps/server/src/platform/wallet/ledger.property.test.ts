import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from './accounts';
import { ledgerAudit, testWallet } from './testkit';
import type { Wallet } from './wallet';

type Op =
  | { kind: 'deposit'; player: number; currency: string; amount: number }
  | { kind: 'debit'; player: number; currency: string; amount: number }
  | { kind: 'credit'; player: number; currency: string; amount: number }
  | { kind: 'move'; player: number; to: number; currency: string; amount: number };

const currency = fc.constantFrom('EUR', 'USD', 'BTC');
const player = fc.integer({ min: 0, max: 3 });
const amount = fc.integer({ min: 1, max: 5000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), player, currency, amount }),
  fc.record({ kind: fc.constant('debit' as const), player, currency, amount }),
  fc.record({ kind: fc.constant('credit' as const), player, currency, amount }),
  fc.record({ kind: fc.constant('move' as const), player, to: player, currency, amount }),
);

let run = 0;

describeEachDb('ledger invariants', (ctx) => {
  let wallet: Wallet;
  beforeAll(() => {
    wallet = testWallet(ctx.db).wallet;
  });

  // DESIGN house style: a ledger always sums to zero. For any sequence of deposits, debits,
  // credits and player-to-player moves: every currency's accounts sum to zero, no player
  // balance is negative, each kept balance equals the fold of its postings, and a refusal
  // happens exactly when the player's model balance does not cover the amount.
  it('sums to zero per currency, never goes negative, balances are the fold of postings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const base = 500_000 + ++run * 10;
        const id = (n: number) => String(base + n);
        const model = new Map<string, number>();
        const key = (p: number, c: string) => `${id(p)}:${c}`;
        const held = (p: number, c: string) => model.get(key(p, c)) ?? 0;
        for (const o of ops) {
          let result;
          let ok: boolean;
          if (o.kind === 'deposit') {
            result = await wallet.creditPlayer({
              playerId: id(o.player),
              currency: o.currency,
              amount: o.amount,
              reason: 'deposit',
              from: SYSTEM_ACCOUNTS.sandboxPsp,
            });
            ok = true;
          } else if (o.kind === 'credit') {
            result = await wallet.creditPlayer({
              playerId: id(o.player),
              currency: o.currency,
              amount: o.amount,
              reason: 'bet_payout',
            });
            ok = true;
          } else if (o.kind === 'debit') {
            result = await wallet.debitPlayer({
              playerId: id(o.player),
              currency: o.currency,
              amount: o.amount,
              reason: 'bet_stake',
            });
            ok = held(o.player, o.currency) >= o.amount && model.has(key(o.player, o.currency));
          } else {
            result = await wallet.transfer({
              from: { player: id(o.player) },
              to: { player: id(o.to) },
              amount: o.amount,
              currency: o.currency,
              reason: 'move',
            });
            ok =
              o.player !== o.to &&
              model.has(key(o.player, o.currency)) &&
              held(o.player, o.currency) >= o.amount;
          }
          expect(result.ok).toBe(ok);
          if (!ok) continue;
          if (o.kind === 'debit' || o.kind === 'move')
            model.set(key(o.player, o.currency), held(o.player, o.currency) - o.amount);
          const to = o.kind === 'move' ? o.to : o.player;
          if (o.kind !== 'debit') model.set(key(to, o.currency), held(to, o.currency) + o.amount);
        }

        const audit = await ledgerAudit(ctx.db);
        const sums = new Map<string, number>();
        for (const a of audit) {
          sums.set(a.currency, (sums.get(a.currency) ?? 0) + a.fold);
          if (a.balance !== null) {
            expect(a.balance).toBeGreaterThanOrEqual(0);
            expect(a.balance).toBe(a.fold);
          }
        }
        for (const total of sums.values()) expect(total).toBe(0);
        for (const [k, v] of model) {
          const [pid, cur] = k.split(':') as [string, string];
          expect(await wallet.balance(pid, cur)).toBe(v);
        }
      }),
      { numRuns: 40 },
    );
  });
});
