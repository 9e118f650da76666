import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../config';

type Render = (children: unknown, options?: Record<string, unknown>) => unknown;
interface ReactDomServer {
  renderToReadableStream: Render;
  inPlace?: true;
}

/**
 * React's server renderer writes a finished Suspense boundary in place only while the page so
 * far stays under `progressiveChunkSize` (12,800 bytes unless told): past that it writes the
 * boundary hidden at the end of the document, for an inline script to move it into place. Each
 * page is a boundary of its own (apps/web/pages/_app.tsx) of up to ~100 kB, so it would arrive
 * hidden: blank without JavaScript, and painted a frame late with it. Next's pages renderer
 * passes React no options, so the renderer it loads (the web app's `react-dom/server.edge`)
 * gets the size here, once, before Next starts: every finished boundary is written in place.
 */
export function writeBoundariesInPlace(): ReactDomServer {
  const server = createRequire(path.join(repoRoot, 'apps/web/package.json'))(
    'react-dom/server.edge',
  ) as ReactDomServer;
  if (server.inPlace) return server;
  const render = server.renderToReadableStream;
  server.renderToReadableStream = (children, options) =>
    render(children, { ...options, progressiveChunkSize: Infinity });
  server.inPlace = true;
  return server;
}
