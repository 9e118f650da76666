import { VerticalPage } from '../src/content/VerticalPage';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';

export const getServerSideProps = shellPage();

export default function Lotteries() {
  return (
    <Layout>
      <VerticalPage vertical="lotteries" />
    </Layout>
  );
}
