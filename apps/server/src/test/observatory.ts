// Mozilla HTTP Observatory's header rules, re-stated (issue 17). The `@mdn/mdn-http-observatory`
// package does not install here: its postinstall downloads the HSTS preload and TLD lists, and it
// needs pg-native. Each rule below keeps the pass conditions of the same-named test in its
// src/analyzer/tests/*.js: content-security-policy, x-frame-options, x-content-type-options,
// referrer-policy, strict-transport-security, cookies, cross-origin-resource-sharing,
// cross-origin-resource-policy, subresource-integrity. Not re-stated: redirection (HTTP to HTTPS
// is the TLS proxy's job in front) and the HSTS preload list.

export interface ObservedResponse {
  /** `https:` or `http:`: several rules depend on it. */
  protocol: 'http:' | 'https:';
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RuleResult {
  rule: string;
  pass: boolean;
  result: string;
}

const header = (r: ObservedResponse, name: string): string[] => {
  const v = r.headers[name.toLowerCase()];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};

const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

/** A CSP as directive -> sources; null when a directive repeats (the header is invalid). */
function parseCsp(values: string[]): Map<string, Set<string>> | null {
  const csp = new Map<string, Set<string>>();
  for (const policy of values.flatMap((v) => v.split(','))) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (csp.has(directive)) return null;
      csp.set(directive, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
    }
  }
  return csp;
}

function csp(r: ObservedResponse): RuleResult {
  const rule = 'content-security-policy';
  const values = header(r, 'content-security-policy');
  if (!values.length) return { rule, pass: false, result: 'csp-not-implemented' };
  const policy = parseCsp(values);
  if (!policy) return { rule, pass: false, result: 'csp-header-invalid' };
  const get = (d: string) => policy.get(d) ?? policy.get('default-src') ?? new Set(['*']);
  const script = new Set(get('script-src'));
  const style = new Set(get('style-src'));
  const object = policy.get('object-src') ?? policy.get('default-src') ?? new Set(['*']);
  for (const list of [script, style])
    if ([...list].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p))))
      list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (![...script].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p))))
      return { rule, pass: false, result: 'csp-header-invalid' };
    for (const s of [...script])
      if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
        script.delete(s);
  }
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return { rule, pass: false, result: 'csp-implemented-with-unsafe-inline' };
  if ([...object].some((s) => BROAD.has(s)))
    return { rule, pass: false, result: 'csp-implemented-with-unsafe-inline' };
  const active = [...policy]
    .filter(([d]) => !['img-src', 'media-src', 'script-src'].includes(d))
    .flatMap(([, s]) => [...s])
    .concat([...script]);
  if (r.protocol === 'https:' && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:')))
    return { rule, pass: false, result: 'csp-implemented-with-insecure-scheme' };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return { rule, pass: false, result: 'csp-implemented-with-unsafe-eval' };
  const passive = ['img-src', 'media-src'].flatMap((d) => [...get(d)]);
  if (r.protocol === 'https:' && passive.some((s) => s.startsWith('http:')))
    return {
      rule,
      pass: true,
      result: 'csp-implemented-with-insecure-scheme-in-passive-content-only',
    };
  if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return { rule, pass: true, result: 'csp-implemented-with-unsafe-inline-in-style-src-only' };
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    return { rule, pass: true, result: 'csp-implemented-with-no-unsafe-default-src-none' };
  return { rule, pass: true, result: 'csp-implemented-with-no-unsafe' };
}

function xFrameOptions(r: ObservedResponse): RuleResult {
  const rule = 'x-frame-options';
  const policy = parseCsp(header(r, 'content-security-policy'));
  if (policy?.has('frame-ancestors'))
    return { rule, pass: true, result: 'x-frame-options-implemented-via-csp' };
  const xfo = header(r, 'x-frame-options')[0]?.trim().toLowerCase();
  if (!xfo) return { rule, pass: false, result: 'x-frame-options-not-implemented' };
  if (xfo === 'deny' || xfo === 'sameorigin')
    return { rule, pass: true, result: 'x-frame-options-sameorigin-or-deny' };
  if (xfo.startsWith('allow-from'))
    return { rule, pass: true, result: 'x-frame-options-allow-from-origin' };
  return { rule, pass: false, result: 'x-frame-options-header-invalid' };
}

function xContentTypeOptions(r: ObservedResponse): RuleResult {
  const rule = 'x-content-type-options';
  const v = header(r, 'x-content-type-options')[0];
  if (!v) return { rule, pass: false, result: 'x-content-type-options-not-implemented' };
  return v.trim().toLowerCase() === 'nosniff'
    ? { rule, pass: true, result: 'x-content-type-options-nosniff' }
    : { rule, pass: false, result: 'x-content-type-options-header-invalid' };
}

function referrerPolicy(r: ObservedResponse): RuleResult {
  const rule = 'referrer-policy';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = header(r, 'referrer-policy');
  if (!values.length) return { rule, pass: true, result: 'referrer-policy-not-implemented' };
  const last = values
    .join(',')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1);
  if (last && good.includes(last)) return { rule, pass: true, result: 'referrer-policy-private' };
  if (last) return { rule, pass: false, result: 'referrer-policy-unsafe' };
  return { rule, pass: false, result: 'referrer-policy-header-invalid' };
}

const SIX_MONTHS_S = 15_552_000;

function strictTransportSecurity(r: ObservedResponse): RuleResult {
  const rule = 'strict-transport-security';
  if (r.protocol !== 'https:')
    return { rule, pass: false, result: 'hsts-not-implemented-no-https' };
  const v = header(r, 'strict-transport-security')[0];
  if (!v) return { rule, pass: false, result: 'hsts-not-implemented' };
  if (v.includes(',')) return { rule, pass: false, result: 'hsts-header-invalid' };
  const maxAge = /max-age=(\d+)/i.exec(v)?.[1];
  if (maxAge === undefined) return { rule, pass: false, result: 'hsts-header-invalid' };
  return Number(maxAge) >= SIX_MONTHS_S
    ? { rule, pass: true, result: 'hsts-implemented-max-age-at-least-six-months' }
    : { rule, pass: false, result: 'hsts-implemented-max-age-less-than-six-months' };
}

function cookies(r: ObservedResponse): RuleResult {
  const rule = 'cookies';
  const set = header(r, 'set-cookie');
  if (!set.length) return { rule, pass: true, result: 'cookies-not-found' };
  const hsts = strictTransportSecurity(r).pass;
  for (const raw of set) {
    const [pair = '', ...attrs] = raw.split(';').map((s) => s.trim());
    const name = pair.split('=')[0]!.toLowerCase();
    const flags = new Map(
      attrs.map((a) => {
        const [k = '', v = ''] = a.split('=');
        return [k.trim().toLowerCase(), v.trim().toLowerCase()] as const;
      }),
    );
    const sameSite = flags.get('samesite');
    if (sameSite !== undefined && !['lax', 'strict', 'none'].includes(sameSite))
      return { rule, pass: false, result: 'cookies-samesite-flag-invalid' };
    const secure = flags.has('secure');
    const session = ['login', 'sess'].some((s) => name.includes(s));
    if (!secure)
      return {
        rule,
        pass: false,
        result: session
          ? hsts
            ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
            : 'cookies-session-without-secure-flag'
          : hsts
            ? 'cookies-without-secure-flag-but-protected-by-hsts'
            : 'cookies-without-secure-flag',
      };
    if (name.includes('csrf') && !sameSite)
      return { rule, pass: false, result: 'cookies-anticsrf-without-samesite-flag' };
    if (session && !flags.has('httponly'))
      return { rule, pass: false, result: 'cookies-session-without-httponly-flag' };
    if (!sameSite) return { rule, pass: true, result: 'cookies-secure-with-httponly-sessions' };
  }
  return { rule, pass: true, result: 'cookies-secure-with-httponly-sessions-and-samesite' };
}

function crossOriginResourceSharing(r: ObservedResponse): RuleResult {
  const rule = 'cross-origin-resource-sharing';
  const acao = header(r, 'access-control-allow-origin')[0];
  if (!acao) return { rule, pass: true, result: 'cross-origin-resource-sharing-not-implemented' };
  const credentials = header(r, 'access-control-allow-credentials')[0]?.trim() === 'true';
  if (acao !== '*' && credentials)
    return {
      rule,
      pass: false,
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
    };
  return {
    rule,
    pass: true,
    result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
  };
}

function crossOriginResourcePolicy(r: ObservedResponse): RuleResult {
  const rule = 'cross-origin-resource-policy';
  const v = header(r, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  if (!v) return { rule, pass: true, result: 'cross-origin-resource-policy-not-implemented' };
  return ['same-site', 'same-origin', 'cross-origin'].includes(v)
    ? { rule, pass: true, result: `cross-origin-resource-policy-implemented-with-${v}` }
    : { rule, pass: false, result: 'cross-origin-resource-policy-header-invalid' };
}

function subresourceIntegrity(r: ObservedResponse): RuleResult {
  const rule = 'subresource-integrity';
  const type = header(r, 'content-type')[0]?.split(';')[0]?.trim();
  if (type && type !== 'text/html')
    return { rule, pass: true, result: 'sri-not-implemented-response-not-html' };
  const scripts = [...r.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');
  if (!scripts.length)
    return { rule, pass: true, result: 'sri-not-implemented-but-no-scripts-loaded' };
  for (const attrs of scripts) {
    const src = /\bsrc="([^"]*)"/.exec(attrs)?.[1];
    // A relative address is the page's own origin (as the Observatory reads it).
    if (!src || !/^(https?:)?\/\//i.test(src)) continue;
    if (!/\bintegrity="/.test(attrs))
      return {
        rule,
        pass: false,
        result: src.startsWith('https:')
          ? 'sri-not-implemented-but-external-scripts-loaded-securely'
          : 'sri-not-implemented-and-external-scripts-not-loaded-securely',
      };
  }
  return {
    rule,
    pass: true,
    result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  };
}

export const OBSERVATORY_RULES = [
  csp,
  xFrameOptions,
  xContentTypeOptions,
  referrerPolicy,
  strictTransportSecurity,
  cookies,
  crossOriginResourceSharing,
  crossOriginResourcePolicy,
  subresourceIntegrity,
];

/** Every rule's verdict on one answer. */
export function observe(r: ObservedResponse): RuleResult[] {
  return OBSERVATORY_RULES.map((rule) => rule(r));
}
