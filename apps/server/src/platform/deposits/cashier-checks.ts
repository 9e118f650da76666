import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, forbidden } from '../../http/errors';
import { assertCountryAllowed } from '../accounts/accounts';
import type { Platform } from '../platform';
import { phoneVerificationOf } from '../player/phone';
import { authRequiredFields, missingFields } from '../player/profile';
import type { Currency } from '../currencies';
import type { PlayerRow } from '../schema';

/** Per-payment bounds: fiat 1 to 50,000 units, crypto 0.0001 to 10 units. */
function amountBounds(subunits: number, fiat: boolean): { min: number; max: number } {
  return fiat
    ? { min: subunits, max: 50_000 * subunits }
    : { min: Math.max(1, Math.floor(subunits / 10_000)), max: 10 * subunits };
}

/**
 * What money in and money out both ask of the player, in this order (shell 4.3, 5): not from
 * a blocked country, a mandatory phone verified, the account's fields filled, (`more`: a
 * deposit's own fields), a currency the player holds, an amount within the bounds. Answers the
 * currency; refusals are 4xx with their keys (`rangeKey`: the flow's own out-of-range key).
 */
export async function cashierChecks(
  platform: Platform,
  request: FastifyRequest,
  player: PlayerRow,
  input: { amount: number; currency: string },
  flow: { noun: 'deposit' | 'withdrawal'; verb: string; rangeKey: string; more?: () => void },
): Promise<Currency> {
  assertCountryAllowed(platform, request);
  const phone = phoneVerificationOf(platform, player);
  if (phone.required && !phone.isVerified)
    throw forbidden(
      'error.deposit.phone_verification_required',
      `Verify your phone number before ${flow.verb}`,
    );
  const authMissing = missingFields(player, authRequiredFields(platform.site));
  if (authMissing.length)
    throw new AppError(403, 'error.deposit.auth_fields_missing', 'Complete your account first', {
      fields: authMissing,
    });
  flow.more?.();
  const currency = platform.wallet.currency(input.currency);
  const held = await platform.wallet.accounts(player.id);
  if (!currency || !held.some((a) => a.currency === input.currency))
    throw badRequest('error.player.currency_not_held', `You hold no ${input.currency} account`, {
      held: held.map((a) => a.currency),
    });
  const bounds = amountBounds(currency.subunits, currency.fiat);
  if (input.amount < bounds.min || input.amount > bounds.max)
    throw badRequest(flow.rangeKey, `The amount is outside the ${flow.noun} limits`, {
      ...bounds,
      currency: currency.code,
      subunits: currency.subunits,
    });
  return currency;
}
