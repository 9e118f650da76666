import { describe, expect, it } from 'vitest';
import { migrate, openDb } from './db';
import { feedTestApp } from './feed/testing';
import { SYSTEM_ACCOUNTS } from './platform';
import { signedInPlayer } from './platform/testing';
import type { ProtocolReport } from './realtime';
import { seedCatalog } from './sportsbook/catalog';

// The composed app outside production checks every publication against the real-time protocol
// (compose.ts, realtime/protocol-check.ts); the e2e run reads the same record at its end.
describe('the composed app (issue 18)', () => {
  it('finds every publication of the catalog and the wallet a member of the protocol', async () => {
    const db = await openDb({});
    try {
      await migrate(db);
      await seedCatalog(db.orm);
      const t = await feedTestApp(db, { liveTarget: 2, horizonDays: 1 });
      expect(await t.feed.lead()).toBe(true);
      // Play on: fixtures, odds, status changes, scoreboards, results.
      for (let i = 0; i < 40; i++) {
        t.clock.advance(60_000);
        await t.feed.tick();
      }
      const { playerId } = await signedInPlayer(t.app, t.ctx, {});
      await t.ctx.platform.wallet.creditPlayer({
        playerId,
        currency: 'EUR',
        amount: 1000,
        reason: 'seed',
        from: SYSTEM_ACCOUNTS.bank,
      });

      const res = await t.app.inject('/api/dev/realtime/protocol');
      expect(res.statusCode).toBe(200);
      const report = res.json<ProtocolReport>();
      expect(report.violations).toEqual([]);
      expect(report.checked.markets_changed).toBeGreaterThan(0);
      expect(report.checked.match_changed).toBeGreaterThan(0);
      expect(report.checked.match_status_changed).toBeGreaterThan(0);
      expect(report.checked.balance_changed).toBeGreaterThan(0);
      // What reached the broker is what was checked.
      const total = Object.values(report.checked).reduce((a, b) => a + b, 0);
      expect(t.publications).toHaveLength(total);
      await t.app.close();
    } finally {
      await db.close();
    }
  }, 120_000);
});
