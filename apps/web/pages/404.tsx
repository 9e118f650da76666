import type { GetStaticProps } from 'next';
import { errorPageLocale } from '../src/i18n/error-locale';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { ErrorPage } from '../src/content/ErrorPage';
import { staticShellProps } from '../src/page/page-props';

export const getStaticProps: GetStaticProps = ({ locale }) =>
  staticShellProps(locale, errorPageLocale(locale ?? 'en'));

export default function NotFound() {
  const { t } = useT();
  return (
    <Layout>
      <ErrorPage code="404" text={t('page.not-found')} />
    </Layout>
  );
}
