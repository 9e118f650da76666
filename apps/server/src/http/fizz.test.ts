import { createElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { writeBoundariesInPlace } from './fizz';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => createElement('p', { key: i }, `Match ${i} `.repeat(20)));

/** A page like ours: a header of ~20 kB, then the page in one boundary of ~100 kB. */
const page = () =>
  createElement(
    'div',
    null,
    createElement('header', null, rows(100)),
    createElement(Suspense, null, createElement('main', null, rows(500))),
  );

async function html(render: (children: unknown) => unknown): Promise<string> {
  return new Response((await render(page())) as ReadableStream).text();
}

// The cases run in order: the first reads React's renderer before it is patched.
describe('writeBoundariesInPlace', () => {
  it('is needed: left alone, React writes the boundary hidden at the end, for a script to move', async () => {
    const { renderToReadableStream } = await import('react-dom/server.edge');
    const out = await html((c) => renderToReadableStream(c as never));
    expect(out.includes('<!--$?--><template')).toBe(true);
    expect(out.includes('$RC(')).toBe(true);
  });

  it('has the boundary written where it stands, with no script to move it', async () => {
    const out = await html(writeBoundariesInPlace().renderToReadableStream);
    expect(out.includes('<!--$--><main>')).toBe(true);
    expect(out.includes('$RC')).toBe(false);
    expect(out.includes('hidden')).toBe(false);
    expect(out.indexOf('</main><!--/$--></div>')).toBe(
      out.length - '</main><!--/$--></div>'.length,
    );
  });

  it('patches once', () => {
    const render = writeBoundariesInPlace().renderToReadableStream;
    expect(writeBoundariesInPlace().renderToReadableStream).toBe(render);
  });
});
