import { STORAGE_KEYS, safeStorage } from '../browser/storage';
import { readCookie } from '../api/http-client';

/** shell 9: the device id cookie lives 7300 days. */
const DEVICE_COOKIE_DAYS = 7300;

/** shell 3 Device id: a UUID kept in a cookie (and in storage under `deviceId`), sent with bets. */
let known: string | null = null;

export function deviceId(): string {
  if (typeof window === 'undefined') return '';
  if (known) return known;
  let id = readCookie(STORAGE_KEYS.deviceId) ?? safeStorage.get(STORAGE_KEYS.deviceId);
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) id = crypto.randomUUID();
  safeStorage.set(STORAGE_KEYS.deviceId, id);
  if (readCookie(STORAGE_KEYS.deviceId) !== id) {
    document.cookie = `${STORAGE_KEYS.deviceId}=${id}; path=/; max-age=${DEVICE_COOKIE_DAYS * 86400}; samesite=lax`;
  }
  known = id;
  return id;
}
