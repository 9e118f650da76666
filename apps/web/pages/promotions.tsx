import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';
import styles from '../src/content/InfoPage.module.css';

export const getServerSideProps = shellPage();

/** Placeholder until the bonus work lands: the promotions of settings, none by default. */
export default function Promotions() {
  const { t } = useT();
  return (
    <Layout>
      <Seo title={t('promotions.title')} />
      <div className={styles.notice}>
        <h1>{t('promotions.title')}</h1>
        <p>{t('promotions.lead')}</p>
        <p>{t('promotions.empty')}</p>
      </div>
    </Layout>
  );
}
