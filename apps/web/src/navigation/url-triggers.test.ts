import { describe, expect, it } from 'vitest';
import { readUrlTriggers } from './url-triggers';

describe('URL triggers (shell 2.5)', () => {
  it('opens the modal of a hash value and strips the hash', () => {
    const t = readUrlTriggers('/live', '#signUp', '/live');
    expect(t.modal).toEqual({ name: 'sign-up' });
    expect(t.cleaned).toBe('/live');
  });

  it('opens the modal named by the modal parameter and removes it, keeping other parameters', () => {
    const t = readUrlTriggers('/soccer?modal=sign-in&page=2', '', '/[sport]');
    expect(t.modal).toEqual({ name: 'sign-in' });
    expect(t.cleaned).toBe('/soccer?page=2');
  });

  it('runs the deposit flow for modal=deposit and show_deposit', () => {
    expect(readUrlTriggers('/?modal=deposit', '', '/').deposit).toBe(true);
    expect(readUrlTriggers('/?show_deposit=1', '', '/').deposit).toBe(true);
  });

  it('takes the reset and unlock tokens into their modals and out of the URL', () => {
    const reset = readUrlTriggers('/?reset_password_token=abc', '', '/');
    expect(reset.modal).toEqual({ name: 'edit-password', token: 'abc' });
    expect(reset.cleaned).toBe('/');
    expect(readUrlTriggers('/?unlock_token=xyz', '', '/').modal).toEqual({
      name: 'unlock',
      token: 'xyz',
    });
  });

  it('leaves tokens to the account pages that read them', () => {
    const t = readUrlTriggers(
      '/users/password/edit?reset_password_token=abc',
      '',
      '/users/password/edit',
    );
    expect(t.modal).toBeNull();
    expect(t.cleaned).toBeNull();
  });

  it('captures the tracking tags and removes them', () => {
    const t = readUrlTriggers('/?stag=aff_1&gclid=g&ctag=c&x=1', '', '/');
    expect(t.tracking).toEqual({ stag: 'aff_1', gclid: 'g', ctag: 'c' });
    expect(t.cleaned).toBe('/?x=1');
  });

  it('takes the share code and the deposit outcome', () => {
    const t = readUrlTriggers('/?betcode=ABCD234567&quick-deposit-status=success', '', '/');
    expect(t.betcode).toBe('ABCD234567');
    expect(t.depositStatus).toBe('success');
    expect(t.cleaned).toBe('/');
  });

  it('changes nothing on a plain URL', () => {
    expect(readUrlTriggers('/live?sport=soccer', '#top', '/live').cleaned).toBeNull();
  });
});
