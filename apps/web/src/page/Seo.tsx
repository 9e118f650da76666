import Head from 'next/head';
import { useRouter } from 'next/router';
import { intlLocale, localizedPath } from '@sb/domain';
import { useT } from '../i18n/useT';
import { useSiteShell } from './site-shell';

interface SeoProps {
  title?: string;
  description?: string;
  /** A page may ask not to be indexed (shell 2.7). */
  index?: boolean;
}

const origin = process.env.NEXT_PUBLIC_SITE_ORIGIN ?? 'http://localhost:3000';

/**
 * shell 2.7 (a page is noindex when it says so, or site config says so for the whole site or
 * this origin): title, description, keywords, canonical, alternate languages (the first locale is
 * the default), robots, Open Graph and Organization structured data on every page.
 */
export function Seo({ title, description, index = true }: SeoProps) {
  const { t, locale } = useT();
  const router = useRouter();
  const site = useSiteShell();
  const indexable = index && site.index;
  const path = router.asPath.split(/[?#]/)[0] ?? '/';
  const locales = router.locales ?? [locale];
  const defaultLocale = router.defaultLocale ?? locales[0];
  const urlFor = (l: string) =>
    origin +
    localizedPath(path, l, {
      defaultLocale: defaultLocale ?? 'en',
      localeInUrlRequired: site.localeInUrl,
    });
  const fullTitle = title ? `${title} | ${t('site.name')}` : t('seo.title');
  const desc = description ?? t('seo.description');
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: t('site.name'),
    url: origin,
    logo: `${origin}/logo.svg`,
  };
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <meta name="keywords" content={t('seo.keywords')} />
      <meta name="robots" content={indexable ? 'index, follow' : 'noindex, nofollow'} />
      <link rel="canonical" href={urlFor(locale)} />
      {locales.map((l) => (
        <link key={l} rel="alternate" hrefLang={intlLocale(l)} href={urlFor(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlFor(defaultLocale ?? 'en')} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('site.name')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={urlFor(locale)} />
      <meta property="og:locale" content={intlLocale(locale).replace('-', '_')} />
      <meta property="og:image" content={`${origin}/og-image.png`} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organization) }}
      />
    </Head>
  );
}
