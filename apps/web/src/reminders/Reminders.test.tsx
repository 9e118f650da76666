import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProfile, SiteConfig } from '@sb/contract';
import { resetSessionForTests, setSessionForTests } from '../account/session';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { closeModal, getModal } from '../modals/modal-store';
import { Reminders } from './Reminders';

// shell 4.2, 9 (issue 20): the sign-up and deposit reminders and the consent banner.

const site = {
  signUpAllowed: true,
  signUpReminderSeconds: 60,
  depositReminder: { showDepositReminder: true, playerGroupId: 'quick_deposit', remindAfter: 10 },
  featureFlags: { quick_deposit: true },
} as unknown as SiteConfig;

const mount = () =>
  render(
    <I18nProvider locale="en" messages={en}>
      <Reminders />
    </I18nProvider>,
  );

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  closeModal();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetSessionForTests();
});

describe('the sign-up reminder', () => {
  it('opens sign-up after signUpReminderSeconds for a visitor, once ever', () => {
    setSessionForTests({ status: 'not_logged_in', site });
    mount();
    act(() => void vi.advanceTimersByTime(59_000));
    expect(getModal()).toBeNull();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(getModal()).toEqual({ name: 'sign-up' });
    closeModal();
    cleanup();
    mount();
    act(() => void vi.advanceTimersByTime(120_000));
    expect(getModal()).toBeNull();
  });

  it('is not shown to a performance audit, nor to someone who has signed in here before', () => {
    setSessionForTests({ status: 'not_logged_in', site });
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 Chrome-Lighthouse');
    mount();
    act(() => void vi.advanceTimersByTime(120_000));
    expect(getModal()).toBeNull();
    agent.mockRestore();
    cleanup();
    localStorage.setItem('registered', '1');
    mount();
    act(() => void vi.advanceTimersByTime(120_000));
    expect(getModal()).toBeNull();
  });
});

describe('the deposit reminder', () => {
  const player = (group: string) =>
    ({ id: '1', statuses: [{ id: group }] }) as unknown as PlayerProfile;

  it('reminds a player of the group after remindAfter, then not again that day', () => {
    setSessionForTests({ status: 'logged_in', site, profile: player('quick_deposit') });
    mount();
    act(() => void vi.advanceTimersByTime(9_000));
    expect(getModal()).toBeNull();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(getModal()).toEqual({ name: 'deposit-reminder' });
    expect(document.cookie).toContain('deposit_reminder=1');
    closeModal();
    cleanup();
    mount();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(getModal()).toBeNull();
  });

  it('leaves players of other groups alone', () => {
    setSessionForTests({ status: 'logged_in', site, profile: player('vip') });
    mount();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(getModal()).toBeNull();
  });
});

describe('cookie consent', () => {
  it('asks until answered; accepting keeps a cookie of value 1', () => {
    setSessionForTests({ status: 'not_logged_in', site });
    mount();
    fireEvent.click(screen.getByTestId('consent-accept'));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(document.cookie).toContain('cookie_consent=1');
    cleanup();
    mount();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });
});
