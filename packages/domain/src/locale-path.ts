// The locale in the URL (shell 2.2, domain 2): the first path segment, omitted for the default
// locale unless settings require it. Links to mailto, sms and http(s) are never prefixed.

export interface LocalePathOptions {
  /** The default locale (the first supported one). */
  defaultLocale: string;
  /** Project setting "locale in URL required". */
  localeInUrlRequired: boolean;
}

/** shell 2.2: links of kind mailto, sms and http are never prefixed. */
export function isUnprefixedLink(href: string): boolean {
  return /^(mailto:|sms:|http)/i.test(href);
}

/** A path under a locale: "/live" -> "/de/live"; the default locale stays bare unless required. */
export function localizedPath(path: string, locale: string, options: LocalePathOptions): string {
  if (isUnprefixedLink(path)) return path;
  if (locale === options.defaultLocale && !options.localeInUrlRequired) return path;
  const rest = path.startsWith('/') ? path : `/${path}`;
  // The home page with a query or a fragment: "/?tab=live" -> "/de?tab=live".
  return /^\/(?:[?#]|$)/.test(rest) ? `/${locale}${rest.slice(1)}` : `/${locale}${rest}`;
}

/** Split a path into its locale segment (when it names a supported locale) and the rest. */
export function splitLocalePath(
  path: string,
  supported: readonly string[],
): { locale: string | null; path: string } {
  const m = /^\/([^/?#]+)(.*)$/.exec(path);
  const segment = m?.[1];
  const locale = segment
    ? supported.find((s) => s.toLowerCase() === segment.toLowerCase())
    : undefined;
  if (!m || !locale) return { locale: null, path };
  const rest = m[2] ?? '';
  return {
    locale,
    path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
  };
}
