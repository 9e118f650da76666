import type { BrowserOptions, captureException, captureMessage } from '@sentry/browser';
import { beforeSendReport } from '@sb/domain';

// Sentry's browser SDK, as the server serves it: one script of its own
// (GET /api/reporting/sdk.js, apps/server/src/reporting/sdk-bundle.ts). Bundled here, the SDK
// made the bundler's runtime of every first load carry async-module support; only types come
// from the package.

export interface BrowserReporting {
  dsn: string;
  tunnel: string | null;
  environment: string;
  release: string;
}

interface SentryGlobal {
  init: (options: BrowserOptions) => void;
  captureException: typeof captureException;
  captureMessage: typeof captureMessage;
}

function loadSdk(release: string): Promise<SentryGlobal> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `/api/reporting/sdk.js?release=${encodeURIComponent(release)}`;
    script.async = true;
    script.onload = () => {
      const sdk = (window as unknown as { __sbSentry?: SentryGlobal }).__sbSentry;
      if (sdk) resolve(sdk);
      else reject(new Error('the error-reporting SDK did not load'));
    };
    script.onerror = () => reject(new Error('the error-reporting SDK did not load'));
    document.head.appendChild(script);
  });
}

export async function startSentry(config: BrowserReporting): Promise<{
  capture: (error: unknown, context?: Record<string, unknown>) => void;
  message: (text: string, tags: Record<string, string>, extra: Record<string, unknown>) => void;
}> {
  const sdk = await loadSdk(config.release);
  sdk.init({
    dsn: config.dsn,
    ...(config.tunnel ? { tunnel: config.tunnel } : {}),
    release: config.release,
    environment: config.environment,
    // shell 8: the filters, and the HTTP exchange of an API error attached.
    beforeSend: (event, hint) => beforeSendReport(event, hint),
    beforeSendTransaction: (event, hint) => beforeSendReport(event, hint),
  });
  return {
    capture: (error, context) => {
      sdk.captureException(error, context ? { extra: context } : undefined);
    },
    message: (text, tags, extra) => {
      sdk.captureMessage(text, { level: 'warning', tags, extra });
    },
  };
}
