import { useEffect, useState } from 'react';
import { api, errorKey } from '../api/http-client';

export type TokenCheck =
  { state: 'checking' } | { state: 'valid'; email: string } | { state: 'failed'; key: string };

/**
 * A mailed link's token checked by the platform (confirmation, unlock: GET `path` answers the
 * account's email). Null path: no token, nothing to check.
 */
export function useTokenCheck(path: string | null): TokenCheck {
  const [result, setResult] = useState<TokenCheck>({ state: 'checking' });
  useEffect(() => {
    if (!path) return;
    let live = true;
    api<{ email: string }>('GET', path).then(
      (answer) => live && setResult({ state: 'valid', email: answer.email }),
      (e: unknown) => live && setResult({ state: 'failed', key: errorKey(e) }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return result;
}
