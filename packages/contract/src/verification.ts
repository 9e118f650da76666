import { z } from 'zod';
import { VERIFICATION_STATES } from '@sb/domain';
import { isoDate } from './platform';

// Identity verification (issue 27): the player's submission, its state, the operator's decision
// and the sandbox provider's signed callback.

export const verificationState = z.enum(VERIFICATION_STATES);
export const identityDocumentType = z.enum(['passport', 'id_card', 'driving_licence']);

/**
 * POST /player/verification. JSON with the document's bytes in base64: the one body format of
 * the API (CSRF guard, zod, OpenAPI), on a route whose body limit is raised for it.
 */
export const verificationRequest = z
  .object({
    fullName: z.string().trim().min(2).max(200),
    dateOfBirth: isoDate,
    documentType: identityDocumentType,
    documentNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,32}$/, '4 to 32 letters, digits or dashes'),
    /** The image (png, jpeg) or pdf, base64; its type is read from its bytes. */
    document: z.base64().min(4),
  })
  .strict();
export type VerificationRequest = z.infer<typeof verificationRequest>;

export const verificationAnswer = z
  .object({
    state: verificationState,
    /** Why it was rejected (the provider's or the operator's words). */
    reason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'IdentityVerification' });
export type VerificationAnswer = z.infer<typeof verificationAnswer>;

/** A submission as the operator reviews it (the document itself stays in the database). */
export const verificationReview = z.object({
  id: z.uuid(),
  playerId: z.number().int(),
  state: verificationState,
  provider: z.string(),
  providerReference: z.string().nullable(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  documentType: identityDocumentType,
  documentNumber: z.string(),
  documentMime: z.string(),
  documentSha256: z.string(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const verificationDecisionRequest = z
  .object({
    decision: z.enum(['verified', 'rejected']),
    reason: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export const verificationIdParams = z.object({ id: z.uuid() });

/** The sandbox provider's signed verification callback (header `X-Sandbox-Signature`). */
export const sandboxVerificationEvent = z
  .object({
    eventId: z.string().min(8).max(100),
    type: z.enum(['verification.verified', 'verification.rejected']),
    verificationId: z.uuid(),
    reference: z.string().min(1).max(100),
    reason: z.string().max(200).nullable(),
    createdAt: z.string(),
  })
  .strict();
export type SandboxVerificationEvent = z.infer<typeof sandboxVerificationEvent>;

export const verificationCallbackAnswer = z.object({
  received: z.literal(true),
  state: verificationState,
});
