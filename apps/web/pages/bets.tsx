import { clientOnly } from '../src/page/client-only';
import { PageTitle } from '../src/catalog/Section';
import { NavIcon } from '../src/icons/NavIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

// The history is the player's own: drawn in the browser, in a chunk of its own.
const MyBets = clientOnly(() => import('../src/mybets/MyBets').then((m) => m.MyBets));

export const getServerSideProps = shellPage(async () => ({}));

/** The bet history page (domain 2 page key bets_history; issue 22 filters and export). */
export default function BetsHistoryPage() {
  const { t } = useT();
  return (
    <Layout>
      <Seo title={t('page.bets_history.title')} description={t('page.bets_history.lead')} />
      <PageTitle
        title={t('page.bets_history.title')}
        lead={t('page.bets_history.lead')}
        icon={<NavIcon name="trophy" size={26} />}
      />
      <div data-testid="bets-history" style={{ maxWidth: 720 }}>
        <MyBets page />
      </div>
    </Layout>
  );
}
