import { eq, sql } from 'drizzle-orm';
import { AppError, badRequest, forbidden } from '../../http/errors';
import { limitRate } from '../accounts/accounts';
import { digest, newCode, safeEqual } from '../accounts/tokens';
import { phoneCodeMessage } from '../mail/messages';
import type { Platform } from '../platform';
import { players, type PlayerRow } from '../schema';

// Phone verification (shell 3 'Phone verification: isVerified', 7.2 getPhoneVerification):
// a 6-digit code by text message, valid 10 minutes, a few tries, mandatory when configured.

const codeDigest = (player: PlayerRow, code: string) =>
  digest(`phone:${player.id}:${player.phone}:${code}`);

export function phoneVerificationOf(platform: Platform, player: PlayerRow) {
  const { enabled, mandatory } = platform.site.phoneVerification;
  return {
    isVerified: player.phoneVerifiedAt !== null,
    phone: player.phone,
    required: enabled && mandatory,
  };
}

/** POST /player/phone-verification: (re)sets the phone if given and texts a code. */
export async function sendPhoneCode(
  platform: Platform,
  player: PlayerRow,
  phone: string | undefined,
): Promise<void> {
  if (!platform.site.phoneVerification.enabled)
    throw forbidden('error.phone_verification.disabled', 'Phone verification is not offered');
  await limitRate(platform, `phone:${player.id}`, platform.options.phoneCodesPerPlayer);
  const number = phone ?? player.phone;
  if (!number)
    throw badRequest('error.phone_verification.phone_missing', 'Enter your phone number first');
  const code = newCode();
  const changed = number !== player.phone;
  const next = { ...player, phone: number };
  await platform.db.orm
    .update(players)
    .set({
      phone: number,
      phoneVerifiedAt: changed ? null : player.phoneVerifiedAt,
      phoneCode: codeDigest(next, code),
      phoneCodeSentAt: new Date(platform.now()),
      phoneCodeAttempts: 0,
      updatedAt: new Date(platform.now()),
    })
    .where(eq(players.id, player.id));
  await platform.mailer.send(phoneCodeMessage(platform.site.siteName, number, code));
}

/** PUT /player/phone-verification: checks the code. */
export async function verifyPhoneCode(
  platform: Platform,
  player: PlayerRow,
  code: string,
): Promise<void> {
  if (!player.phoneCode || !player.phoneCodeSentAt)
    throw badRequest('error.phone_verification.no_code', 'Ask for a code first');
  if (player.phoneCodeSentAt.getTime() + platform.options.phoneCodeTtlMs <= platform.now())
    throw badRequest(
      'error.phone_verification.code_expired',
      'This code has expired: ask for a new one',
    );
  if (player.phoneCodeAttempts >= platform.options.phoneCodeMaxAttempts)
    throw new AppError(
      429,
      'error.phone_verification.too_many_attempts',
      'Too many wrong codes: ask for a new one',
    );
  if (!safeEqual(player.phoneCode, codeDigest(player, code))) {
    await platform.db.orm
      .update(players)
      .set({ phoneCodeAttempts: sql`${players.phoneCodeAttempts} + 1` })
      .where(eq(players.id, player.id));
    throw badRequest('error.phone_verification.invalid_code', 'This code is not right');
  }
  await platform.db.orm
    .update(players)
    .set({
      phoneVerifiedAt: new Date(platform.now()),
      phoneCode: null,
      phoneCodeSentAt: null,
      phoneCodeAttempts: 0,
    })
    .where(eq(players.id, player.id));
}
