import { HomePage, loadHome } from '../src/catalog/HomePage';
import { parseListQuery } from '../src/catalog/list-query';
import { shellPage } from '../src/page/page-props';

/**
 * The home page with a list query (tab, time, sortBy, date, sport, page, isBettable): `/?...`
 * is rewritten here (next.config.mjs), so these views are rendered per request.
 */
export const getServerSideProps = shellPage((p) => loadHome(p, parseListQuery(p.ctx.query)));

export default HomePage;
