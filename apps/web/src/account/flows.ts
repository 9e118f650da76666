import type { PlayerProfile } from '@sb/contract';
import { closeModal, openModal, type ModalName, type ModalRequest } from '../modals/modal-store';
import { getSession } from './session';

/** Where an account form's links lead: a modal in a modal, a page on the /users/* pages. */
export type AuthTarget = Extract<
  ModalName,
  'sign-in' | 'sign-up' | 'forgot-password' | 'resend-confirmation' | 'unlock'
>;

export type Navigate = (target: AuthTarget, email?: string) => void;

export const openAuthModal: Navigate = (target, email) => {
  if (target === 'sign-in') openModal({ name: 'sign-in', ...(email ? { email } : {}) });
  else if (target === 'resend-confirmation')
    openModal({ name: 'resend-confirmation', ...(email ? { email } : {}) });
  else openModal({ name: target });
};

/**
 * After sign-in: the forms that cannot be closed come first (shell 2.4, 5): missed auth
 * fields, then a mandatory phone verification. Returns true when one opened.
 */
export function requireAfterSignIn(profile: PlayerProfile): boolean {
  const required = requiredForm(profile);
  if (required) openModal(required);
  else closeModal();
  return required !== null;
}

/** The form a signed-in player must complete before anything else, if any. */
export function requiredForm(profile: PlayerProfile): ModalRequest | null {
  if (profile.authFieldsMissed.length > 0) {
    return { name: 'missed-auth-fields', fields: profile.authFieldsMissed };
  }
  const phone = getSession().site?.phoneVerification;
  if (phone?.enabled && phone.mandatory && !profile.phoneVerified) {
    return { name: 'phone-verification' };
  }
  return null;
}
