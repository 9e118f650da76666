import { clientOnly } from '../src/page/client-only';
import { PageTitle } from '../src/catalog/Section';
import { NavIcon } from '../src/icons/NavIcon';
import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';
import { Seo } from '../src/page/Seo';

// The player's bonuses and the promo-code entry (issue 19): drawn in the browser, in a chunk
// of its own (first-load budget).
const PromotionsPanel = clientOnly(() =>
  import('../src/bonuses/PromotionsPanel').then((m) => m.PromotionsPanel),
);

export const getServerSideProps = shellPage(async () => ({}));

/** Promotions (domain 2, 3 Bonus tabs): combo boosts and freebets, and promo codes. */
export default function Promotions() {
  const { t } = useT();
  return (
    <Layout>
      <Seo title={t('promotions.title')} description={t('promotions.lead')} />
      <PageTitle
        title={t('promotions.title')}
        lead={t('promotions.lead')}
        icon={<NavIcon name="gift" size={26} />}
      />
      <PromotionsPanel />
    </Layout>
  );
}
