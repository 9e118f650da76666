import { InfoPage } from '../src/content/InfoPage';
import { termsAndConditions } from '../src/content/terms';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

export const getServerSideProps = shellPage();

/** The terms the payment widget links to (shell 4.3). */
export default function TermsAndConditions() {
  const { t } = useT();
  return (
    <Layout>
      <Seo title={t('terms.title')} />
      <InfoPage title={t('terms.title')} sections={termsAndConditions} />
    </Layout>
  );
}
