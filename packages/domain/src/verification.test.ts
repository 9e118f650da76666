import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDocument,
  MAX_DOCUMENT_BYTES,
  VERIFICATION_STATES,
  verificationStep,
  withdrawalNeedsVerification,
  type VerificationEvent,
  type VerificationState,
} from './verification';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const submit: VerificationEvent = { type: 'submit' };
const decide = (decision: 'verified' | 'rejected'): VerificationEvent => ({
  type: 'decide',
  decision,
});

describe('identity verification', () => {
  it('submits, is decided once, and submits again after a rejection', () => {
    expect(verificationStep('unverified', submit)).toEqual({ ok: true, state: 'pending' });
    expect(verificationStep('pending', submit)).toEqual({ ok: false, refusal: 'already_pending' });
    expect(verificationStep('pending', decide('rejected'))).toEqual({
      ok: true,
      state: 'rejected',
    });
    expect(verificationStep('rejected', submit)).toEqual({ ok: true, state: 'pending' });
    expect(verificationStep('pending', decide('verified'))).toEqual({
      ok: true,
      state: 'verified',
    });
    // A late callback neither rejects a verified player nor undoes a rejection.
    expect(verificationStep('verified', decide('rejected'))).toEqual({
      ok: false,
      refusal: 'already_verified',
    });
    expect(verificationStep('rejected', decide('verified'))).toEqual({
      ok: false,
      refusal: 'not_pending',
    });
    expect(verificationStep('verified', submit).ok).toBe(false);
  });

  it('over any sequence of events the state stays valid and never leaves verified', () => {
    const event = fc.oneof(
      fc.constant(submit),
      fc.constantFrom(decide('verified'), decide('rejected')),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state: VerificationState = 'unverified';
        for (const e of events) {
          const step = verificationStep(state, e);
          if (state === 'verified') expect(step.ok).toBe(false);
          if (!step.ok) continue;
          // A decision is taken only from pending; a submission always leads to pending.
          if (e.type === 'decide') expect(state).toBe('pending');
          else expect(step.state).toBe('pending');
          state = step.state;
          expect(VERIFICATION_STATES).toContain(state);
        }
      }),
    );
  });

  it('the first withdrawal needs a verified identity where a provider is configured', () => {
    const base = { providers: ['sumsub'], state: 'pending' as const, hasPaidWithdrawal: false };
    expect(withdrawalNeedsVerification(base)).toBe(true);
    expect(withdrawalNeedsVerification({ ...base, state: 'verified' })).toBe(false);
    expect(withdrawalNeedsVerification({ ...base, hasPaidWithdrawal: true })).toBe(false);
    expect(withdrawalNeedsVerification({ ...base, providers: [] })).toBe(false);
  });

  it('accepts png, jpeg and pdf by their first bytes, within the size bound', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(checkDocument(png)).toEqual({ ok: true, mime: 'image/png' });
    expect(checkDocument(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({
      ok: true,
      mime: 'image/jpeg',
    });
    expect(checkDocument(ascii('%PDF-1.7'))).toEqual({
      ok: true,
      mime: 'application/pdf',
    });
    expect(checkDocument(ascii('GIF89a'))).toEqual({
      ok: false,
      refusal: 'document_type',
    });
    expect(checkDocument(new Uint8Array())).toEqual({ ok: false, refusal: 'document_empty' });
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkDocument(big)).toEqual({ ok: false, refusal: 'document_too_large' });
    expect(checkDocument(big.subarray(0, MAX_DOCUMENT_BYTES)).ok).toBe(true);
  });
});
