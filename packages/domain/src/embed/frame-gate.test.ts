import { describe, expect, it } from 'vitest';
import { frameGate } from './frame-gate';

describe('frameGate (shell 5)', () => {
  it('blocks sign-in, sign-up and deposit when no host listens', () => {
    for (const action of ['sign-in', 'sign-up', 'deposit'] as const)
      expect(frameGate(action, null)).toBe('block');
  });

  it('asks the host for what it handles and opens the rest in the frame', () => {
    const loginOnly = { login: true, deposit: false };
    expect(frameGate('sign-in', loginOnly)).toBe('host');
    expect(frameGate('sign-up', loginOnly)).toBe('host');
    expect(frameGate('deposit', loginOnly)).toBe('open');
    expect(frameGate('deposit', { login: false, deposit: true })).toBe('host');
    expect(frameGate('sign-in', { login: false, deposit: true })).toBe('open');
  });
});
