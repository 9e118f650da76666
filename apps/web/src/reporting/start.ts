import { beforeSendReport } from '@sb/domain';
import { SPRITE_URL } from '../icons/SportIcon';
import { iconSpriteFailure } from './icon-check';
import { setReportSink } from './report-error';

// Error reporting in the browser (shell 7.3, 8, 9): a chunk of its own, loaded when the page is
// idle, which loads Sentry's SDK (another chunk) only when the server names a DSN. The first
// load carries none of it.

interface BrowserReporting {
  dsn: string | null;
  tunnel: string | null;
  environment: string;
  release: string;
}

let started = false;

export async function startReporting(): Promise<void> {
  if (started) return;
  started = true;
  let config: BrowserReporting;
  try {
    const res = await fetch('/api/reporting/config', { credentials: 'same-origin' });
    if (!res.ok) return setReportSink(null);
    config = (await res.json()) as BrowserReporting;
  } catch {
    return setReportSink(null);
  }
  if (!config.dsn) return setReportSink(null);
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.dsn,
    ...(config.tunnel ? { tunnel: config.tunnel } : {}),
    release: config.release,
    environment: config.environment,
    beforeSend: (event, hint) => beforeSendReport(event, hint),
    beforeSendTransaction: (event, hint) => beforeSendReport(event, hint),
  });
  setReportSink((error, context) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  });
  const failure = await iconSpriteFailure(SPRITE_URL);
  if (failure)
    Sentry.captureMessage('icons failed to load', {
      level: 'warning',
      tags: { icons_failure: failure.type },
      extra: { url: SPRITE_URL, ...failure },
    });
}
