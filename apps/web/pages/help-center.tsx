import { InfoPage } from '../src/content/InfoPage';
import { helpCenter } from '../src/content/help-center';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

export const getServerSideProps = shellPage();

/** The help centre the payment widget links to (shell 4.3). */
export default function HelpCenter() {
  const { t } = useT();
  return (
    <Layout>
      <Seo title={t('help.title')} />
      <InfoPage title={t('help.title')} sections={helpCenter} />
    </Layout>
  );
}
