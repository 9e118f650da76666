// Error reporting (shell 7.3, 8, 9; issue 23): Sentry on the server when SENTRY_DSN is set, the
// browser's settings and the tunnel. The filters themselves are pure, in @sb/domain.
export { loadReportingConfig, type ReportingConfig } from './reporting-config';
export { startServerReporting, type Reporter } from './server-reporting';
export { envelopeDsn, forwardEnvelope, type TunnelOutcome } from './tunnel';
export { reportingRoutes, TUNNEL_PATH } from './routes';
