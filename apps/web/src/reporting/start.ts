import { SPRITE_URL } from '../icons/SportIcon';
import { iconSpriteFailure } from './icon-check';
import { setReportSink } from './report-error';
import type { BrowserReporting } from './sentry';

// Error reporting in the browser (shell 7.3, 8, 9): a chunk of its own, loaded when the page is
// idle, which loads Sentry's SDK (another chunk) only when the server names a DSN. The first
// load carries none of it.

let started = false;

export async function startReporting(): Promise<void> {
  if (started) return;
  started = true;
  let config: Omit<BrowserReporting, 'dsn'> & { dsn: string | null };
  try {
    const res = await fetch('/api/reporting/config', { credentials: 'same-origin' });
    if (!res.ok) return setReportSink(null);
    config = (await res.json()) as typeof config;
  } catch {
    return setReportSink(null);
  }
  const { dsn } = config;
  if (!dsn) return setReportSink(null);
  const { startSentry } = await import('./sentry');
  let sentry: Awaited<ReturnType<typeof startSentry>>;
  try {
    sentry = await startSentry({ ...config, dsn });
  } catch {
    return setReportSink(null);
  }
  setReportSink(sentry.capture);
  const failure = await iconSpriteFailure(SPRITE_URL);
  if (failure)
    sentry.message(
      'icons failed to load',
      { icons_failure: failure.type },
      { url: SPRITE_URL, ...failure },
    );
}
