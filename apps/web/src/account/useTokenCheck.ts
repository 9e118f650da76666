import { useEffect, useState } from 'react';
import type { PlayerProfile } from '@sb/contract';
import { api, errorKey } from '../api/http-client';

export type TokenCheck =
  | { state: 'checking' }
  /** `player`: the link also signed in (unlock does, issue 17). */
  | { state: 'valid'; email: string; player?: PlayerProfile | null }
  | { state: 'failed'; key: string };

/**
 * A mailed link's token checked by the platform (confirmation, unlock: GET `path` answers the
 * account's email). Null path: no token, nothing to check.
 */
export function useTokenCheck(path: string | null): TokenCheck {
  const [result, setResult] = useState<TokenCheck>({ state: 'checking' });
  useEffect(() => {
    if (!path) return;
    let live = true;
    api<{ email: string; player?: PlayerProfile | null }>('GET', path).then(
      (answer) => live && setResult({ state: 'valid', email: answer.email, player: answer.player }),
      (e: unknown) => live && setResult({ state: 'failed', key: errorKey(e) }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return result;
}
