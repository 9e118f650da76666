import { act } from 'react';
import dynamic from 'next/dynamic';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { clientOnly } from './client-only';

// issue 22 defects 6, 8: a part the server never draws, its chunk already loaded when its place
// hydrates (React rendered the slice again after an update), must not be drawn by the hydrating
// render: the server's HTML has nothing there.

function Popover() {
  return <div data-testid="popover">Go to bet slip</div>;
}
const load = () => Promise.resolve(Popover);

/** Loads `Part` once elsewhere on the page (its chunk is there), then hydrates the server's HTML. */
async function hydrateWithChunkLoaded(Part: () => React.ReactNode) {
  const elsewhere = document.createElement('div');
  const first = createRoot(elsewhere);
  await act(async () => first.render(<Part />));
  await waitFor(() => expect(elsewhere.textContent).toBe('Go to bet slip'));
  act(() => first.unmount());

  const container = document.createElement('div');
  container.innerHTML = '<main>page</main>';
  document.body.appendChild(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <main>page</main>
        <Part />
      </>,
      { onRecoverableError: (e) => errors.push(e) },
    );
  });
  return { container, errors };
}

it('a client-only part hydrates as the server drew it (nothing), then draws itself', async () => {
  const Part = clientOnly(load);
  const { container, errors } = await hydrateWithChunkLoaded(() => <Part />);
  await waitFor(() => expect(container.querySelector('[data-testid="popover"]')).not.toBeNull());
  expect(errors).toEqual([]);
  container.remove();
});

it('next/dynamic with ssr: false alone breaks hydration in that case (why clientOnly exists)', async () => {
  const Part = dynamic(load, { ssr: false });
  const { container, errors } = await hydrateWithChunkLoaded(() => <Part />);
  expect(errors.length).toBeGreaterThan(0);
  container.remove();
});
