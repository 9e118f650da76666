// The verticals module (issue 23): which providers run and the launch of their games.
export { Verticals, loadVerticalFlags, type VerticalFlags } from './verticals';
export { sandboxGameRoutes, verticalRoutes } from './routes';
