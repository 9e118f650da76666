import { intlLocale } from '@sb/domain';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { ErrorPage } from '../src/content/ErrorPage';
import { shellPage } from '../src/page/page-props';

interface BlockedProps {
  countryName: string;
  /** shell 8: players from Turkey read that players may not visit the page, not "not available". */
  turkish: boolean;
}

/** The country comes from `?country=XX` or the proxy's X-Country-Code header (shell 5). */
export const getServerSideProps = shellPage<BlockedProps>(async ({ ctx, locale }) => {
  const raw = ctx.query.country ?? ctx.req.headers['x-country-code'];
  const code = (Array.isArray(raw) ? raw[0] : raw)?.toUpperCase() ?? '';
  let countryName = code;
  try {
    if (/^[A-Z]{2}$/.test(code))
      countryName =
        new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    // An unknown region keeps its code.
  }
  ctx.res.statusCode = 403;
  return { countryName, turkish: code === 'TR' };
});

export default function Blocked({ countryName, turkish }: BlockedProps) {
  const { t } = useT();
  return (
    <Layout>
      <ErrorPage
        code="403"
        text={turkish ? t('page.blocked_tr') : t('page.blocked', { countryName })}
      />
    </Layout>
  );
}
