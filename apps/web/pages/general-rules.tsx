import { InfoPage } from '../src/content/InfoPage';
import { generalRules } from '../src/content/rules';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

export const getServerSideProps = shellPage();

export default function GeneralRules() {
  const { t } = useT();
  return (
    <Layout>
      <Seo title={t('rules.title')} />
      <InfoPage title={t('rules.title')} sections={generalRules} />
    </Layout>
  );
}
