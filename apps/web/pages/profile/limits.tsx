import { clientOnly } from '../../src/page/client-only';
import { PageTitle } from '../../src/catalog/Section';
import { NavIcon } from '../../src/icons/NavIcon';
import { useT } from '../../src/i18n/useT';
import { Layout } from '../../src/layout/Layout';
import { shellPage } from '../../src/page/page-props';
import { Seo } from '../../src/page/Seo';

// The player's own limits: drawn in the browser, in a chunk of its own (first-load budget).
const LimitsPanel = clientOnly(() =>
  import('../../src/limits/LimitsPanel').then((m) => m.LimitsPanel),
);

export const getServerSideProps = shellPage(async () => ({}));

/** Responsible gambling in the profile (issue 20; shell 3 User limit, 7.2 getUserLimits). */
export default function ResponsibleGamblingPage() {
  const { t } = useT();
  return (
    <Layout>
      <Seo title={t('limits.title')} description={t('limits.lead')} index={false} />
      <PageTitle
        title={t('limits.title')}
        lead={t('limits.lead')}
        icon={<NavIcon name="lock" size={26} />}
      />
      <LimitsPanel />
    </Layout>
  );
}
