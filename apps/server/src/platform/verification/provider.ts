import type { DocumentMime } from '@sb/domain';

/** What the platform hands a verification provider: the player's details and document. */
export interface IdentitySubmission {
  /** Ours; the provider names it in its callback. */
  id: string;
  fullName: string;
  dateOfBirth: string;
  documentType: string;
  documentNumber: string;
  document: Uint8Array;
  documentMime: DocumentMime;
}

/**
 * The port a verification provider fills (issue 27; the site names serasa and sumsub, shell
 * 3): it takes a submission and answers its reference; its decision comes later by a signed
 * callback to VERIFICATION_CALLBACK_PATH, unless an operator decides first. The sandbox
 * (sandbox-verifier.ts) fills it until a real provider's adapter does.
 */
export interface VerificationProvider {
  readonly name: string;
  submit(submission: IdentitySubmission): Promise<{ reference: string }>;
}

export const VERIFICATION_CALLBACK_PATH = '/api/platform/verifications/sandbox/callback';
