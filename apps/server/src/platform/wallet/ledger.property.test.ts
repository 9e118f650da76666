import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from './accounts';
import { ledgerAudit, testWallet } from './testing';
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
  /** The transfers as the model wrote them: each account's net, and the volume per currency. */
  const net = new Map<string, number>();
  const volume = new Map<string, number>();
  const moved = (from: string, to: string, currency: string, amount: number) => {
    net.set(`${from}:${currency}`, (net.get(`${from}:${currency}`) ?? 0) - amount);
    net.set(`${to}:${currency}`, (net.get(`${to}:${currency}`) ?? 0) + amount);
    volume.set(currency, (volume.get(currency) ?? 0) + amount);
  };
  beforeAll(() => {
    wallet = testWallet(ctx.db).wallet;
  });

  // DESIGN house style: a ledger always sums to zero. For any sequence of deposits, debits,
  // credits and player-to-player moves: each account (the house's and the PSP's too) holds
  // what the model's transfers moved to and from it, the kept player balances and the
  // operator's folds sum to zero per currency, the postings carry exactly the model's volume,
  // no player balance is negative, each kept balance equals the fold of its postings, and a
  // refusal happens exactly when the player's model balance does not cover the amount.
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
          const player = (n: number) => `player:${id(n)}`;
          if (o.kind === 'deposit')
            moved(SYSTEM_ACCOUNTS.sandboxPsp, player(o.player), o.currency, o.amount);
          else if (o.kind === 'credit')
            moved(SYSTEM_ACCOUNTS.house, player(o.player), o.currency, o.amount);
          else if (o.kind === 'debit')
            moved(player(o.player), SYSTEM_ACCOUNTS.house, o.currency, o.amount);
          else moved(player(o.player), player(o.to), o.currency, o.amount);
          if (o.kind === 'debit' || o.kind === 'move')
            model.set(key(o.player, o.currency), held(o.player, o.currency) - o.amount);
          const to = o.kind === 'move' ? o.to : o.player;
          if (o.kind !== 'debit') model.set(key(to, o.currency), held(to, o.currency) + o.amount);
        }

        const audit = await ledgerAudit(ctx.db);
        const sums = new Map<string, number>();
        for (const a of audit) {
          // The kept balance where the account has one (players), else the postings' fold.
          sums.set(a.currency, (sums.get(a.currency) ?? 0) + (a.balance ?? a.fold));
          expect(a.fold, a.address).toBe(net.get(a.address) ?? 0);
          if (a.balance !== null) {
            expect(a.balance).toBeGreaterThanOrEqual(0);
            expect(a.balance).toBe(a.fold);
          }
        }
        for (const [cur, total] of sums) expect(total, cur).toBe(0);
        const posted = await ctx.db.query<{ currency: string; volume: string }>(
          'select currency, sum(amount) as volume from ledger_postings group by currency',
        );
        expect(new Map(posted.map((r) => [r.currency, Number(r.volume)]))).toEqual(volume);
        for (const [k, v] of model) {
          const [pid, cur] = k.split(':') as [string, string];
          expect(await wallet.balance(pid, cur)).toBe(v);
        }
      }),
      { numRuns: 40 },
    );
  });
});
