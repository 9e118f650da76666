import { cleanup, render } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusOnRoute, focusMainHeading } from './FocusOnRoute';

afterEach(cleanup);

function page(events: ReturnType<typeof mitt>) {
  const router = { events, locale: 'en', asPath: '/' } as unknown as NextRouter;
  return render(
    <RouterContext.Provider value={router}>
      <FocusOnRoute />
      <button type="button">Soccer</button>
      <main id="main">
        <h1>Soccer</h1>
      </main>
    </RouterContext.Provider>,
  );
}

const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

describe('focus after a client-side navigation (issue 26)', () => {
  it('moves to the new page’s main heading, not left on the clicked link', async () => {
    const events = mitt();
    const view = page(events);
    const link = view.getByRole('button');
    link.focus();
    events.emit('routeChangeComplete', '/soccer', { shallow: false });
    await frame();
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('keeps the focus where it is when only the query changes (a tab, a filter)', async () => {
    const events = mitt();
    const view = page(events);
    const control = view.getByRole('button');
    control.focus();
    events.emit('routeChangeComplete', '/?tab=live', { shallow: true });
    events.emit('routeChangeComplete', '/?sort=time', { shallow: false });
    await frame();
    expect(document.activeElement).toBe(control);
  });

  it('waits on the main region for a heading drawn late, unless the player moved on', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    focusMainHeading(document);
    expect(document.activeElement).toBe(main);
    const heading = document.createElement('h1');
    main.append(heading);
    await frame();
    expect(document.activeElement).toBe(heading);

    // Moved on before the heading came: it stays where the player put it.
    const other = document.createElement('button');
    document.body.append(other);
    main.replaceChildren();
    focusMainHeading(document);
    other.focus();
    main.append(document.createElement('h1'));
    await frame();
    expect(document.activeElement).toBe(other);
    main.remove();
    other.remove();
  });
});
