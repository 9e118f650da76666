import Link from 'next/link';
import { SportIcon } from '../src/icons/SportIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/shell/page-props';
import { Seo } from '../src/shell/Seo';
import { useSports } from '../src/shell/useSports';
import styles from './index.module.css';

export const getServerSideProps = shellPage();

export default function Home() {
  const { t } = useT();
  const sports = useSports();
  return (
    <Layout>
      <Seo />
      <section className={styles.hero}>
        <p className={styles.kicker}>{t('home.kicker')}</p>
        <h1>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
      </section>
      <h2 className={styles.heading}>{t('home.sports')}</h2>
      <ul className={styles.grid} data-testid="sports-list">
        {sports.map((s) => (
          <li key={s.id}>
            <Link href={`/${s.key}`} className={styles.tile}>
              <span className={styles.icon}>
                <SportIcon sportKey={s.key} type={s.type} size={28} />
              </span>
              <span className={styles.name}>{s.name}</span>
              {s.type === 'esport' && (
                <span className={styles.badge}>{t('sport.esports_badge')}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
