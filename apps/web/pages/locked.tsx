import { useT } from '../src/i18n/useT';
import { Layout } from '../src/layout/Layout';
import { ErrorPage } from '../src/content/ErrorPage';
import { shellPage } from '../src/page/page-props';

export const getServerSideProps = shellPage(async ({ ctx }) => {
  ctx.res.statusCode = 401;
  return {};
});

/** shell 2.6: the locked page has only a description. */
export default function Locked() {
  const { t } = useT();
  return (
    <Layout>
      <ErrorPage code="401" text={t('page.locked')} withHome={false} />
    </Layout>
  );
}
