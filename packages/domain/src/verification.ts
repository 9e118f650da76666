// Identity verification (issue 27; shell 3 project settings "Identity verification providers:
// serasa, sumsub"): the player's states, who may move them, and what a withdrawal and a
// document must meet. Pure: the platform keeps the rows, the provider decides.

export const VERIFICATION_STATES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What a provider or an operator may answer about a pending submission. */
export type VerificationDecision = 'verified' | 'rejected';

export type VerificationEvent =
  /** The player sends details and a document. */
  | { type: 'submit' }
  /** The provider's callback, or an operator through the admin API. */
  | { type: 'decide'; decision: VerificationDecision };

export type VerificationRefusal = 'already_pending' | 'already_verified' | 'not_pending';

export type VerificationStep =
  { ok: true; state: VerificationState } | { ok: false; refusal: VerificationRefusal };

/**
 * The one transition rule. A player submits when unverified or rejected (to try again), never
 * twice while pending nor once verified; only a pending submission is decided, so a late
 * callback cannot reject a verified player nor undo a rejection.
 */
export function verificationStep(
  state: VerificationState,
  event: VerificationEvent,
): VerificationStep {
  if (event.type === 'submit') {
    if (state === 'pending') return { ok: false, refusal: 'already_pending' };
    if (state === 'verified') return { ok: false, refusal: 'already_verified' };
    return { ok: true, state: 'pending' };
  }
  if (state !== 'pending')
    return { ok: false, refusal: state === 'verified' ? 'already_verified' : 'not_pending' };
  return { ok: true, state: event.decision };
}

/**
 * Issue 27: the first withdrawal (no paid one yet) needs a verified identity, where the site
 * names at least one verification provider.
 */
export function withdrawalNeedsVerification(input: {
  providers: readonly string[];
  state: VerificationState;
  hasPaidWithdrawal: boolean;
}): boolean {
  return input.providers.length > 0 && !input.hasPaidWithdrawal && input.state !== 'verified';
}

/** The image types a document is accepted in, recognised by their first bytes, not a name. */
export const DOCUMENT_TYPES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
} as const;
export type DocumentMime = keyof typeof DOCUMENT_TYPES;

/** A phone photo of an ID fits; more is a mistake or abuse. */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

export type DocumentCheck =
  | { ok: true; mime: DocumentMime }
  | { ok: false; refusal: 'document_empty' | 'document_too_large' | 'document_type' };

export function checkDocument(bytes: Uint8Array): DocumentCheck {
  if (bytes.length === 0) return { ok: false, refusal: 'document_empty' };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, refusal: 'document_too_large' };
  for (const [mime, magic] of Object.entries(DOCUMENT_TYPES) as [DocumentMime, readonly number[]][])
    if (magic.every((b, i) => bytes[i] === b)) return { ok: true, mime };
  return { ok: false, refusal: 'document_type' };
}
