import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from './accounts';
import { ledgerAudit, testWallet } from './testkit';
import type { Wallet } from './wallet';

describeEachDb('wallet under concurrency', (ctx) => {
  let wallet: Wallet;
  beforeAll(() => {
    wallet = testWallet(ctx.db).wallet;
  });

  it('100 simultaneous debits against a balance covering 50 succeed exactly 50 times', async () => {
    const player = '777001';
    await wallet.creditPlayer({
      playerId: player,
      currency: 'EUR',
      amount: 50 * 250,
      reason: 'seed',
      from: SYSTEM_ACCOUNTS.bank,
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        wallet.debitPlayer({
          playerId: player,
          currency: 'EUR',
          amount: 250,
          reason: 'bet_stake',
          reference: `stake-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(
      results.filter((r) => !r.ok).every((r) => !r.ok && r.error === 'insufficient_funds'),
    ).toBe(true);
    expect(await wallet.balance(player, 'EUR')).toBe(0);
    const account = (await ledgerAudit(ctx.db)).find((a) => a.address === `player:${player}:EUR`);
    expect(account).toMatchObject({ balance: 0, fold: 0 });
  });

  it('many players debiting at once never block each other on the house account', async () => {
    const players = Array.from({ length: 20 }, (_, i) => String(778_000 + i));
    for (const p of players)
      await wallet.creditPlayer({
        playerId: p,
        currency: 'USD',
        amount: 1000,
        reason: 'seed',
        from: SYSTEM_ACCOUNTS.bank,
      });
    const results = await Promise.all(
      players.flatMap((p) =>
        Array.from({ length: 5 }, () =>
          wallet.debitPlayer({ playerId: p, currency: 'USD', amount: 100, reason: 'bet_stake' }),
        ),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    for (const p of players) expect(await wallet.balance(p, 'USD')).toBe(500);
    expect(await wallet.systemBalance(SYSTEM_ACCOUNTS.house, 'USD')).toBe(20 * 5 * 100);
  });

  it('the same reference sent twice at once is applied once', async () => {
    const player = '779001';
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        wallet.creditPlayer({
          playerId: player,
          currency: 'EUR',
          amount: 700,
          reason: 'deposit',
          reference: 'deposit:concurrent',
          from: SYSTEM_ACCOUNTS.sandboxPsp,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await wallet.balance(player, 'EUR')).toBe(700);
  });
});
