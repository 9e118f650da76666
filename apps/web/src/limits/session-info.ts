import type { SessionInfo } from '@sb/contract';
import { api } from '../api/http-client';

// getSessionsInfo, continueSession and trackActivity (shell 4.2, 7.2; issue 20).

export const getSessionInfo = () =>
  api<SessionInfo>('GET', '/api/platform/player/session-info', {
    headers: { 'cache-control': 'no-cache' },
  });

export const continueSession = () =>
  api<SessionInfo>('POST', '/api/platform/player/session-info/continue');

/** A 401 here is the activity limit's (shell 8): the caller signs out and says so. */
export const trackActivity = () =>
  api('POST', '/api/platform/player/activity', { allowUnauthorized: true });

/** "1:05:09" or "12:34": how long the session has lasted. */
export function sessionClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
