import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from './accounts';
import { ledgerAudit, testWallet } from './testing';
import type { Wallet } from './wallet';

describeEachDb('wallet under concurrency', (ctx) => {
  let wallet: Wallet;
  beforeAll(() => {
    wallet = testWallet(ctx.db).wallet;
  });

  it.each([
    ['cold', '777001'],
    // Accounts already known to the process take the one-statement path.
    ['warm', '777002'],
  ])(
    '100 simultaneous debits against a balance covering 50 succeed exactly 50 times (%s)',
    async (mode, player) => {
      if (mode === 'warm') {
        await wallet.creditPlayer({
          playerId: player,
          currency: 'EUR',
          amount: 1,
          reason: 'seed',
          from: SYSTEM_ACCOUNTS.bank,
        });
        await wallet.debitPlayer({
          playerId: player,
          currency: 'EUR',
          amount: 1,
          reason: 'bet_stake',
        });
      }
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
            reference: `stake-${player}-${i}`,
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
    },
  );

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

  it.each([
    ['cold', '779001'],
    ['warm', '779002'],
  ])('the same reference sent ten times at once is applied once (%s)', async (mode, player) => {
    if (mode === 'warm')
      await wallet.creditPlayer({
        playerId: player,
        currency: 'EUR',
        amount: 1,
        reason: 'seed',
        from: SYSTEM_ACCOUNTS.sandboxPsp,
      });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        wallet.creditPlayer({
          playerId: player,
          currency: 'EUR',
          amount: 700,
          reason: 'deposit',
          reference: `deposit:concurrent:${player}`,
          from: SYSTEM_ACCOUNTS.sandboxPsp,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === 'duplicate_reference')).toHaveLength(9);
    expect(await wallet.balance(player, 'EUR')).toBe(mode === 'warm' ? 701 : 700);
  });
});
