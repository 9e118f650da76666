import type { PlayerProfile, ProfileField, SiteConfig } from '@sb/contract';
import type { VerificationState } from '@sb/domain';
import type { Platform } from '../platform';
import type { PlayerRow } from '../schema';

export function fieldValue(player: PlayerRow, field: ProfileField): string | null {
  switch (field) {
    case 'phone':
      return player.phone;
    case 'firstName':
      return player.firstName;
    case 'lastName':
      return player.lastName;
    case 'nickname':
      return player.nickname;
    case 'dateOfBirth':
      return player.dateOfBirth;
    case 'address':
      return player.address;
    case 'city':
      return player.city;
    case 'postalCode':
      return player.postalCode;
  }
}

/** Fields the auth settings require (sign-up fields; the phone when verification is mandatory). */
export function authRequiredFields(site: SiteConfig): ProfileField[] {
  const fields = new Set(site.signUpRequiredFields);
  if (site.phoneVerification.enabled && site.phoneVerification.mandatory) fields.add('phone');
  return [...fields];
}

export const missingFields = (player: PlayerRow, fields: readonly ProfileField[]): ProfileField[] =>
  fields.filter((f) => !fieldValue(player, f));

/**
 * Deposit gating (shell 5): only once the auth fields are complete do the deposit-context
 * fields count; before that the missed-auth-fields form comes first (shell 4.3).
 */
export function depositFieldsMissed(player: PlayerRow, site: SiteConfig): ProfileField[] {
  if (!site.deposit.requireProfileFields) return [];
  if (missingFields(player, authRequiredFields(site)).length) return [];
  return missingFields(player, site.deposit.profileFields);
}

/** The profile as every answer gives it, with the player's identity verification (issue 27). */
export async function profileAnswer(platform: Platform, player: PlayerRow): Promise<PlayerProfile> {
  return profileOf(player, platform.site, await platform.verification.stateOf(player.id));
}

/** The player profile of shell 3; a blocked account is shown but not logged in. */
export function profileOf(
  player: PlayerRow,
  site: SiteConfig,
  verification: VerificationState,
): PlayerProfile {
  const fullName = [player.firstName, player.lastName].filter(Boolean).join(' ');
  return {
    id: String(player.id),
    email: player.email,
    phone: player.phone,
    name: fullName || player.nickname || null,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: player.nickname,
    dateOfBirth: player.dateOfBirth,
    address: player.address,
    city: player.city,
    postalCode: player.postalCode,
    country: player.country,
    language: player.language,
    currency: player.currency,
    isLoggedIn: !player.blocked,
    blocked: player.blocked,
    confirmed: player.confirmedAt !== null,
    phoneVerified: player.phoneVerifiedAt !== null,
    statuses: player.statuses,
    authFieldsMissed: missingFields(player, authRequiredFields(site)),
    depositFieldsMissed: depositFieldsMissed(player, site),
    serasa: { pve: player.pve },
    verification: { state: verification },
    rawProfile: {
      id: player.id,
      email: player.email,
      currency: player.currency,
      language: player.language,
      country: player.country,
      phone: player.phone,
      first_name: player.firstName,
      last_name: player.lastName,
      nickname: player.nickname,
      date_of_birth: player.dateOfBirth,
      statuses: player.statuses,
      pve: player.pve,
      confirmed_at: player.confirmedAt?.toISOString() ?? null,
      phone_verified_at: player.phoneVerifiedAt?.toISOString() ?? null,
      created_at: player.createdAt.toISOString(),
    },
  };
}
