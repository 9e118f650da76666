import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { setFavourites, useFavourite, useFavouriteCount } from './favourites-store';

// issue 27: a reloaded page's star reads starred when the player's favourites loaded before
// that part of the page hydrated (the favourites e2e's star once read unstarred after reloads).

function Star() {
  const on = useFavourite('leagues', '7');
  const count = useFavouriteCount('leagues');
  return (
    <button type="button" aria-pressed={on}>
      {count}
    </button>
  );
}

it('a star hydrating after the favourites loaded reads starred, with the count', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Star />);
  document.body.appendChild(container);
  const button = container.querySelector('button')!;
  expect(button.getAttribute('aria-pressed')).toBe('false');
  setFavourites('leagues', ['7', '9']);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Star />, { onRecoverableError: (e) => errors.push(e) });
  });
  await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  expect(button.textContent).toBe('2');
  expect(errors).toEqual([]);
  // And it follows a later change.
  await act(async () => setFavourites('leagues', []));
  expect(button.getAttribute('aria-pressed')).toBe('false');
  container.remove();
});
