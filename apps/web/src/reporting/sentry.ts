import { captureException, captureMessage, init } from '@sentry/browser';
import { beforeSendReport } from '@sb/domain';

// Sentry's browser SDK, a chunk of its own. Named imports only: a namespace import of the SDK
// made the bundler's runtime (in every page's first load) carry re-export helpers.

export interface BrowserReporting {
  dsn: string;
  tunnel: string | null;
  environment: string;
  release: string;
}

export function startSentry(config: BrowserReporting): {
  capture: (error: unknown, context?: Record<string, unknown>) => void;
  message: (text: string, tags: Record<string, string>, extra: Record<string, unknown>) => void;
} {
  init({
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
      captureException(error, context ? { extra: context } : undefined);
    },
    message: (text, tags, extra) => {
      captureMessage(text, { level: 'warning', tags, extra });
    },
  };
}
