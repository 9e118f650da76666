// shell 7.3: "error-reporting events are posted to a reporting service, optionally via a tunnel
// path". Ad blockers drop requests to the reporting service's host; the browser posts to our
// origin instead and the server forwards the envelope, only to the configured project. The SDK's
// core is imported on the first envelope: a site without a DSN never loads it (issue 25).

/** The largest envelope forwarded (Sentry's own limit for a compressed envelope is 20 MB). */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;

export type TunnelOutcome =
  | { ok: true; status: number }
  | { ok: false; key: 'error.reporting.off' | 'error.reporting.dsn_not_allowed' };

/** The DSN an envelope names in its header line (`{"dsn": ...}` before the first newline). */
export function envelopeDsn(envelope: string): string | null {
  const end = envelope.indexOf('\n');
  const header = end === -1 ? envelope : envelope.slice(0, end);
  try {
    const dsn = (JSON.parse(header) as { dsn?: unknown }).dsn;
    return typeof dsn === 'string' ? dsn : null;
  } catch {
    return null;
  }
}

/**
 * Forwards a browser's envelope to the configured DSN's ingest URL. An envelope for another DSN
 * (another host or project) is refused: the tunnel is no open proxy.
 */
export async function forwardEnvelope(
  envelope: string,
  configuredDsn: string | null,
  fetcher: typeof fetch = fetch,
): Promise<TunnelOutcome> {
  if (!configuredDsn) return { ok: false, key: 'error.reporting.off' };
  const { getEnvelopeEndpointWithUrlEncodedAuth, makeDsn } = await import('@sentry/core');
  const configured = makeDsn(configuredDsn);
  if (!configured) return { ok: false, key: 'error.reporting.off' };
  const named = envelopeDsn(envelope);
  const dsn = named ? makeDsn(named) : undefined;
  if (
    !dsn ||
    dsn.host !== configured.host ||
    dsn.port !== configured.port ||
    dsn.protocol !== configured.protocol ||
    dsn.projectId !== configured.projectId ||
    dsn.publicKey !== configured.publicKey
  )
    return { ok: false, key: 'error.reporting.dsn_not_allowed' };
  const res = await fetcher(getEnvelopeEndpointWithUrlEncodedAuth(configured), {
    method: 'POST',
    headers: { 'content-type': 'application/x-sentry-envelope' },
    body: envelope,
    signal: AbortSignal.timeout(10_000),
  });
  await res.body?.cancel().catch(() => {});
  return { ok: true, status: res.status };
}
