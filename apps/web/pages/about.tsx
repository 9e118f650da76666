import { InfoPage } from '../src/content/InfoPage';
import { about } from '../src/content/rules';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

export const getServerSideProps = shellPage();

export default function About() {
  const { t } = useT();
  return (
    <Layout>
      <Seo title={t('about.title')} />
      <InfoPage title={t('about.title')} sections={about} />
    </Layout>
  );
}
