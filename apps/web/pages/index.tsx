import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import type { Sport, SportsAnswer } from '@sb/contract';
import { serverFetch } from '../src/api/server-fetch';
import { SportIcon } from '../src/icons/SportIcon';
import { Layout } from '../src/layout/Layout';
import styles from './index.module.css';

interface HomeProps {
  sports: Sport[];
}

export const getServerSideProps: GetServerSideProps<HomeProps> = async ({ req }) => {
  const { data } = await serverFetch<SportsAnswer>('/api/sportsbook/v2/sports', req);
  return { props: { sports: data } };
};

export default function Home({ sports }: HomeProps) {
  return (
    <Layout sports={sports}>
      <Head>
        <title>Open Sportsbook: sports betting, live odds</title>
        <meta
          name="description"
          content="Bet on soccer, tennis, basketball, ice hockey, cricket and esports with live odds."
        />
      </Head>
      <section className={styles.hero}>
        <p className={styles.kicker}>Prematch and live</p>
        <h1>Every match, every market, odds that move with the game.</h1>
        <p className={styles.lead}>Pick a sport to see today&apos;s fixtures and live matches.</p>
      </section>
      <h2 className={styles.heading}>Sports</h2>
      <ul className={styles.grid} data-testid="sports-list">
        {sports.map((s) => (
          <li key={s.id}>
            <Link href={`/${s.key}`} className={styles.tile}>
              <span className={styles.icon}>
                <SportIcon sportKey={s.key} type={s.type} size={28} />
              </span>
              <span className={styles.name}>{s.name}</span>
              {s.type === 'esport' && <span className={styles.badge}>Esports</span>}
            </Link>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
