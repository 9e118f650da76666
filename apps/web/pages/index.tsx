import { HomePage, loadHome } from '../src/catalog/HomePage';
import { parseListQuery } from '../src/catalog/list-query';
import { shellStaticPage } from '../src/page/page-props';

/**
 * Home (shell 2.1 `/`), its default view: the same for every visitor, so it is rendered on the
 * server with its data once a second (incremental static regeneration) and served from there.
 * Any list query in the URL (next.config.mjs rewrites) is rendered per request by ./lists.
 */
export const getStaticProps = shellStaticPage((p) => loadHome(p, parseListQuery({})), {
  topIds: [],
});

export default HomePage;
