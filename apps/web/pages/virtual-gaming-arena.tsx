import { VerticalPage } from '../src/content/VerticalPage';
import { Layout } from '../src/layout/Layout';
import { shellPage } from '../src/page/page-props';

export const getServerSideProps = shellPage();

export default function VirtualGamingArena() {
  return (
    <Layout>
      <VerticalPage vertical="virtual_gaming_arena" />
    </Layout>
  );
}
