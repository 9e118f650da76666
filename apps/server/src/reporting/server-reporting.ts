import { beforeSendReport } from '@sb/domain';
import type { ReportingConfig } from './reporting-config';

/** What the server reports: unexpected failures (the 500s of the error handler, crashes). */
export interface Reporter {
  capture(error: unknown, context?: Record<string, unknown>): void;
  flush(timeoutMs?: number): Promise<void>;
}

const silent: Reporter = { capture: () => {}, flush: async () => {} };

/**
 * The server's Sentry client when SENTRY_DSN is set (else a reporter that does nothing): the
 * filters of shell 8 on every event, release and environment of shell 9, no performance tracing.
 * The SDK (with OpenTelemetry, some 30 MB of heap) is imported only when a DSN is set (issue 25).
 */
export async function startServerReporting(config: ReportingConfig): Promise<Reporter> {
  if (!config.dsn) return silent;
  const Sentry = await import('@sentry/node');
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    integrations: [
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration(),
      Sentry.linkedErrorsIntegration(),
    ],
    beforeSend: (event, hint) => beforeSendReport(event, hint),
  });
  return {
    capture: (error, context) => {
      Sentry.captureException(error, context ? { extra: context } : undefined);
    },
    flush: async (timeoutMs = 2000) => {
      await Sentry.flush(timeoutMs);
    },
  };
}
