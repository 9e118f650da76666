import { baseURL } from './paths';

/**
 * The browser state of a visitor who has been here before: cookies answered, the sign-up
 * reminder seen, today's deposit reminder shown (shell 4.2, 9). Every journey, and every context a
 * journey opens, starts from it (the config's `use.storageState`),
 * so the reminders and the consent banner (tested on their own in reminders.e2e.ts) do not
 * cover what a journey clicks.
 */
export const RETURNING_VISITOR = {
  cookies: ['cookie_consent', 'deposit_reminder'].map((name) => ({
    name,
    value: '1',
    domain: 'localhost',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [{ origin: baseURL, localStorage: [{ name: 'sign_up_reminded', value: '1' }] }],
};
