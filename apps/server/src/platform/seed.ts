import { eq } from 'drizzle-orm';
import { hashPassword } from './accounts/passwords';
import type { Platform } from './platform';
import { players } from './schema';
import { SYSTEM_ACCOUNTS } from './wallet/accounts';

export const DEMO_PLAYER = { email: 'demo@example.com', password: 'demo1234' } as const;

/** The demo player's funds, moved from the bank through the ledger once (by reference). */
const DEMO_FUNDS = [
  { currency: 'EUR', amount: 1_000_00 },
  { currency: 'USD', amount: 1_000_00 },
  { currency: 'BTC', amount: 5_000_000 }, // 0.05 BTC
];

/**
 * Demo data outside production: a confirmed player demo@example.com / demo1234 holding EUR,
 * USD and BTC. Idempotent: a second run changes nothing (funding transfers carry references).
 */
export async function seedPlatform(platform: Platform): Promise<{ playerId: number } | null> {
  if (platform.config.env === 'production') return null;
  const orm = platform.db.orm;
  let [player] = await orm
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, DEMO_PLAYER.email));
  if (!player) {
    const now = new Date(platform.now());
    [player] = await orm
      .insert(players)
      .values({
        email: DEMO_PLAYER.email,
        encryptedPassword: await hashPassword(DEMO_PLAYER.password, platform.options.passwordCost),
        currency: 'EUR',
        language: platform.site.locales[0] ?? 'en',
        country: 'DE',
        phone: '+4915100000000',
        firstName: 'Demo',
        lastName: 'Player',
        nickname: 'demo',
        dateOfBirth: '1990-01-01',
        statuses: [{ id: 'spi_test' }, { id: platform.site.depositReminder.playerGroupId }],
        confirmedAt: now,
        phoneVerifiedAt: now,
      })
      .onConflictDoNothing({ target: players.email })
      .returning({ id: players.id });
    // Another process seeded it between our select and insert.
    [player] = player
      ? [player]
      : await orm
          .select({ id: players.id })
          .from(players)
          .where(eq(players.email, DEMO_PLAYER.email));
  }
  const playerId = player!.id;
  for (const { currency, amount } of DEMO_FUNDS) {
    if (!platform.wallet.currency(currency)) continue;
    const result = await platform.wallet.creditPlayer({
      playerId,
      currency,
      amount,
      reason: 'seed',
      reference: `seed:demo:${currency}`,
      from: SYSTEM_ACCOUNTS.bank,
    });
    if (!result.ok && result.error !== 'duplicate_reference')
      throw new Error(`demo seed: ${result.message}`);
  }
  return { playerId };
}
