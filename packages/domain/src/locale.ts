// Locale resolution and the locale spellings of the shell (shell 2.2, shell 9; domain 9).
// Pure string rules: the web's router and the server's language header both use them.

/**
 * shell 9 aliases: no -> nb, tl -> fil, vn -> vi, se -> sv, and Serbian (sr) -> sr-ME. Also kz ->
 * kk: the site's code for Kazakh (shell 2.6 lists it as `kz`, and it is the URL segment, the
 * player's stored language and the language header) is the country's code, while the language
 * (Intl, the catalogue, `<html lang>`) is `kk`.
 */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  no: 'nb',
  tl: 'fil',
  vn: 'vi',
  se: 'sv',
  sr: 'sr-ME',
  kz: 'kk',
};

/** The last resort of locale resolution (shell 9). */
export const FALLBACK_LOCALE = 'en';

const lower = (s: string) => s.toLowerCase();
/** The language part of a locale: "pt-BR" -> "pt". */
export const baseLanguage = (locale: string) => lower(locale.split(/[-_]/)[0] ?? '');

/**
 * The BCP 47 tag Intl (and `lang` attributes, hreflang) must get for a site locale: the alias
 * target where the site's code is not the language's ("kz" -> "kk"), else the locale itself.
 */
export function intlLocale(locale: string): string {
  return LOCALE_ALIASES[lower(locale.replace('_', '-'))] ?? locale.replace('_', '-');
}

/**
 * shell 9 locale resolution: exact match, then alias, then base language, then the default
 * (the first supported locale unless one is given), then en. Matching ignores case; the answer
 * is spelled as in `supported`. An alias works both ways, so the site's code and the language's
 * meet whichever of them is supported: "kz" finds "kk", and "kk" (or "kk-KZ" by its base
 * language) finds a site that offers "kz".
 */
export function resolveLocale(
  requested: string | null | undefined,
  supported: readonly string[],
  defaultLocale?: string,
): string {
  const find = (code: string | undefined) =>
    code === undefined
      ? undefined
      : supported.find((s) => lower(s) === lower(code.replace('_', '-')));
  /** A supported locale meaning `code` through an alias, in either direction. */
  const findAliased = (code: string) =>
    find(LOCALE_ALIASES[lower(code)]) ??
    supported.find((s) => lower(LOCALE_ALIASES[lower(s)] ?? '') === lower(code));
  if (requested) {
    const exact = find(requested);
    if (exact) return exact;
    const alias = findAliased(requested.replace('_', '-'));
    if (alias) return alias;
    const base = baseLanguage(requested);
    const byBase =
      find(base) ??
      findAliased(base) ??
      supported.find((s) => baseLanguage(s) === base) ??
      supported.find((s) => baseLanguage(intlLocale(s)) === base);
    if (byBase) return byBase;
  }
  return find(defaultLocale) ?? supported[0] ?? FALLBACK_LOCALE;
}

/** domain 7: the language header carries the locale, br meaning pt-BR. */
export function languageHeaderLocale(locale: string): string {
  return lower(locale) === 'br' ? 'pt-BR' : locale;
}

/** shell 4.5 / domain 4: real-time channels use pt for br (and pt-BR). */
export function channelLocale(locale: string): string {
  const l = lower(locale);
  return l === 'br' || l === 'pt-br' ? 'pt' : l;
}

/** shell 9: right-to-left layout for ar, he, fa and ur, only when enabled. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export function isRtlLocale(locale: string, enabled: boolean): boolean {
  return enabled && RTL_LANGUAGES.includes(baseLanguage(locale));
}

/**
 * The locales the product ships, as the URL, the platform and the language header spell them
 * (shell 2.2, 2.6: Kazakh is `kz`, its Intl language `kk`); English, the default, first. The
 * web's routing (next.config.mjs, i18n/locales.json) repeats them, held equal by its tests.
 */
export const UI_LOCALES = [
  'en',
  'de',
  'es',
  'pt-BR',
  'ru',
  'ar',
  'pl',
  'fr',
  'lv',
  'kz',
  'ru-KZ',
  'en-IE',
  'el',
] as const;
