import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { SYSTEM_ACCOUNTS } from './accounts';
import { ledgerAudit, testWallet } from './testing';
import type { Wallet } from './wallet';

let nextPlayer = 1000;
const newPlayer = () => String(++nextPlayer);

describeEachDb('wallet ledger', (ctx) => {
  let wallet: Wallet;
  let sent: ReturnType<typeof testWallet>['publisher']['sent'];
  beforeAll(() => {
    const made = testWallet(ctx.db, 'pt-BR');
    wallet = made.wallet;
    sent = made.publisher.sent;
  });

  const fund = (playerId: string, amount: number, currency = 'EUR') =>
    wallet.transfer({
      from: { system: SYSTEM_ACCOUNTS.bank },
      to: { player: playerId },
      amount,
      currency,
      reason: 'seed',
    });

  it('credits a player from the bank, opening the account, and announces the balance', async () => {
    const p = newPlayer();
    const result = await fund(p, 5000);
    expect(result).toMatchObject({
      ok: true,
      changes: [{ playerId: p, currency: 'EUR', balance: 5000 }],
    });
    expect(await wallet.accounts(p)).toEqual([
      { currency: 'EUR', balance: 5000, subunits: 100, fiat: true },
    ]);
    // shell 4.5: the private channel maps pt-BR to pt.
    expect(sent.at(-1)).toEqual({
      channel: `$private:pt:${p}`,
      publication: {
        event_name: 'balance_changed',
        message: { currency: 'EUR', balance: 5000, subunits: 100 },
      },
    });
    expect(await wallet.systemBalance(SYSTEM_ACCOUNTS.bank, 'EUR')).toBeLessThanOrEqual(-5000);
  });

  it('refuses a debit beyond the balance as a result, changing nothing', async () => {
    const p = newPlayer();
    await fund(p, 300);
    const before = await ledgerAudit(ctx.db);
    const published = sent.length;
    const result = await wallet.debitPlayer({
      playerId: p,
      currency: 'EUR',
      amount: 301,
      reason: 'bet_stake',
    });
    expect(result).toMatchObject({
      ok: false,
      error: 'insufficient_funds',
      key: 'error.wallet.insufficient_funds',
    });
    expect(await ledgerAudit(ctx.db)).toEqual(before);
    expect(sent.length).toBe(published);
    expect(await wallet.balance(p, 'EUR')).toBe(300);
  });

  it('debits to the house and credits back, the house keeping no balance row', async () => {
    const p = newPlayer();
    await fund(p, 1000);
    expect(
      await wallet.debitPlayer({ playerId: p, currency: 'EUR', amount: 400, reason: 'bet_stake' }),
    ).toMatchObject({
      ok: true,
      changes: [{ balance: 600 }],
    });
    expect(
      await wallet.creditPlayer({
        playerId: p,
        currency: 'EUR',
        amount: 1000,
        reason: 'bet_payout',
      }),
    ).toMatchObject({
      ok: true,
      changes: [{ balance: 1600 }],
    });
    const house = (await ledgerAudit(ctx.db)).find((a) => a.address === 'house:bets:EUR');
    expect(house?.balance).toBeNull();
  });

  it('applies a reference once: the replay is refused and changes nothing', async () => {
    const p = newPlayer();
    const first = await wallet.creditPlayer({
      playerId: p,
      currency: 'USD',
      amount: 250,
      reason: 'deposit',
      reference: `ref-${p}`,
      from: SYSTEM_ACCOUNTS.sandboxPsp,
    });
    expect(first.ok).toBe(true);
    const again = await wallet.creditPlayer({
      playerId: p,
      currency: 'USD',
      amount: 250,
      reason: 'deposit',
      reference: `ref-${p}`,
      from: SYSTEM_ACCOUNTS.sandboxPsp,
    });
    expect(again).toMatchObject({
      ok: false,
      error: 'duplicate_reference',
      transactionId: first.ok ? first.transactionId : -1,
    });
    expect(await wallet.balance(p, 'USD')).toBe(250);
  });

  it('refuses a debit from an account the player does not hold', async () => {
    const p = newPlayer();
    expect(
      await wallet.debitPlayer({ playerId: p, currency: 'GBP', amount: 1, reason: 'bet_stake' }),
    ).toMatchObject({
      ok: false,
      error: 'account_not_found',
    });
    expect(await wallet.accounts(p)).toEqual([]);
  });

  it('refuses malformed transfers without touching the database', async () => {
    const p = newPlayer();
    const bad = [
      { amount: 0, currency: 'EUR' },
      { amount: -5, currency: 'EUR' },
      { amount: 1.5, currency: 'EUR' },
      { amount: 10, currency: 'XXX' },
    ];
    for (const { amount, currency } of bad) {
      const r = await wallet.creditPlayer({ playerId: p, currency, amount, reason: 'x' });
      expect(r.ok).toBe(false);
    }
    expect(
      await wallet.transfer({
        from: { player: p },
        to: { player: p },
        amount: 1,
        currency: 'EUR',
        reason: 'x',
      }),
    ).toMatchObject({ ok: false, error: 'invalid_transfer' });
    expect(
      await wallet.transfer({
        from: { system: 'player:1' },
        to: { player: p },
        amount: 1,
        currency: 'EUR',
        reason: 'x',
      }),
    ).toMatchObject({ ok: false, error: 'invalid_transfer' });
    expect(await wallet.accounts(p)).toEqual([]);
  });

  it('applies a multi-posting transfer whole or not at all', async () => {
    const a = newPlayer();
    const b = newPlayer();
    await fund(a, 100);
    const refused = await wallet.transfer({
      reason: 'split',
      postings: [
        { from: { player: a }, to: { player: b }, amount: 60, currency: 'EUR' },
        { from: { player: a }, to: { system: 'house:bets' }, amount: 60, currency: 'EUR' },
      ],
    });
    expect(refused).toMatchObject({ ok: false, error: 'insufficient_funds', playerId: a });
    expect(await wallet.balance(a, 'EUR')).toBe(100);
    expect(await wallet.balance(b, 'EUR')).toBeNull();
  });

  it('moves money between system accounts (opened, then known) once per reference', async () => {
    const postings = [
      {
        from: { system: 'house:bets' },
        to: { system: 'jackpot:t:a' },
        amount: 30,
        currency: 'EUR',
      },
      {
        from: { system: 'house:bets' },
        to: { system: 'jackpot:t:b' },
        amount: 12,
        currency: 'EUR',
      },
    ];
    // The first opens the accounts (general path), the next ones know them (one statement).
    for (const reference of ['sys:1', 'sys:2', 'sys:3'])
      expect(
        await wallet.transfer({ reason: 'jackpot_contribution', reference, postings }),
      ).toMatchObject({
        ok: true,
        changes: [],
      });
    expect(
      await wallet.transfer({ reason: 'jackpot_contribution', reference: 'sys:2', postings }),
    ).toMatchObject({ ok: false, error: 'duplicate_reference' });
    const audit = await ledgerAudit(ctx.db);
    expect(audit.find((r) => r.address === 'jackpot:t:a:EUR')?.fold).toBe(90);
    expect(audit.find((r) => r.address === 'jackpot:t:b:EUR')?.fold).toBe(36);
  });

  it('runs inside the caller transaction: a refusal keeps the transaction usable, a rollback undoes all', async () => {
    const p = newPlayer();
    await fund(p, 100);
    const published = sent.length;
    await expect(
      ctx.db.orm.transaction(async (tx) => {
        const ok = await wallet.debitPlayer(
          { playerId: p, currency: 'EUR', amount: 70, reason: 'bet_stake' },
          tx,
        );
        expect(ok.ok).toBe(true);
        const refused = await wallet.debitPlayer(
          { playerId: p, currency: 'EUR', amount: 70, reason: 'bet_stake' },
          tx,
        );
        expect(refused.ok).toBe(false);
        expect(await wallet.balance(p, 'EUR', tx)).toBe(30);
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('changes its mind');
    expect(await wallet.balance(p, 'EUR')).toBe(100);
    expect(sent.length).toBe(published);
  });

  it('refuses a taken reference inside the caller transaction without aborting it', async () => {
    const p = newPlayer();
    await fund(p, 100);
    await wallet.debitPlayer({
      playerId: p,
      currency: 'EUR',
      amount: 10,
      reason: 'bet_stake',
      reference: `once-${p}`,
    });
    await ctx.db.orm.transaction(async (tx) => {
      const again = await wallet.debitPlayer(
        { playerId: p, currency: 'EUR', amount: 10, reason: 'bet_stake', reference: `once-${p}` },
        tx,
      );
      expect(again).toMatchObject({ ok: false, error: 'duplicate_reference' });
      const poor = await wallet.debitPlayer(
        { playerId: p, currency: 'EUR', amount: 1000, reason: 'bet_stake', reference: `big-${p}` },
        tx,
      );
      expect(poor).toMatchObject({ ok: false, error: 'insufficient_funds' });
      // The refused reference stays free: it was never applied.
      const fine = await wallet.debitPlayer(
        { playerId: p, currency: 'EUR', amount: 90, reason: 'bet_stake', reference: `big-${p}` },
        tx,
      );
      expect(fine).toMatchObject({ ok: true, changes: [{ balance: 0 }] });
    });
    expect(await wallet.balance(p, 'EUR')).toBe(0);
  });

  it('run() announces after commit and nothing when it throws', async () => {
    const p = newPlayer();
    await fund(p, 100);
    const published = sent.length;
    await wallet.run(async (w) => {
      await w.debitPlayer({ playerId: p, currency: 'EUR', amount: 10, reason: 'bet_stake' });
      await w.debitPlayer({ playerId: p, currency: 'EUR', amount: 10, reason: 'bet_stake' });
      expect(sent.length).toBe(published);
    });
    expect(sent.slice(published).map((s) => s.publication.message)).toEqual([
      { currency: 'EUR', balance: 80, subunits: 100 },
    ]);
    await expect(
      wallet.run(async (w) => {
        await w.debitPlayer({ playerId: p, currency: 'EUR', amount: 10, reason: 'bet_stake' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await wallet.balance(p, 'EUR')).toBe(80);
    expect(sent.length).toBe(published + 1);
  });

  it('keeps crypto in its smallest unit', async () => {
    const p = newPlayer();
    await fund(p, 5_000_000, 'BTC');
    expect(await wallet.accounts(p)).toEqual([
      { currency: 'BTC', balance: 5_000_000, subunits: 100_000_000, fiat: false },
    ]);
  });

  it('opens an account once', async () => {
    const p = newPlayer();
    expect(await wallet.openAccount(p, 'GBP')).toMatchObject({
      ok: true,
      account: { currency: 'GBP', balance: 0 },
    });
    expect(await wallet.openAccount(p, 'GBP')).toMatchObject({ ok: true });
    expect(await wallet.openAccount(p, 'ZZZ')).toMatchObject({
      ok: false,
      error: 'unknown_currency',
    });
    expect(await wallet.accounts(p)).toHaveLength(1);
  });
});
