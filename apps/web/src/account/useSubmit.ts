import { useState } from 'react';
import { errorKey } from '../api/http-client';

/** A form's submission: busy while it runs, the failure's translation key after. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorKey(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
