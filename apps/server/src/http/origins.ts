/**
 * The origins whose pages may use our socket and APIs from a browser (issue 17, finding 5): the
 * public origin and the site config's allowed host origins. A loopback public origin also
 * accepts its other loopback spellings (localhost, 127.0.0.1, [::1]) on the same port: the same
 * machine, never a name an attacker's page could rebind.
 */
export function allowedOrigins(publicOrigin: string, hostOrigins: readonly string[]): Set<string> {
  const out = new Set([publicOrigin, ...hostOrigins]);
  try {
    const url = new URL(publicOrigin);
    if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
      for (const host of ['localhost', '127.0.0.1', '[::1]'])
        out.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  } catch {
    // a malformed PUBLIC_ORIGIN allows only itself
  }
  return out;
}
