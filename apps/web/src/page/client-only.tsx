import dynamic from 'next/dynamic';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const never = () => () => {};

/**
 * A component the server never draws, its code in a chunk of its own: `next/dynamic` with
 * `ssr: false`, not drawn while its place hydrates. `ssr: false` alone draws it as soon as its
 * chunk is there, and React may render a hydrating slice again after an update (the slip
 * restored, the session loaded): a chunk loaded meanwhile drew the component where the server's
 * HTML had nothing, React 19's #418, and the page's boundary drawn again (issue 22 defects 6, 8:
 * "Go to bet slip" on a phone reloading with a live pick). The store below reads false while
 * hydrating (the server's snapshot) and true in any other render, so a component mounted by a
 * later update is drawn at once.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading?: () => ReactNode,
): ComponentType<P> {
  // A `loading: undefined` would replace next/dynamic's own placeholder with nothing at all.
  const Loaded = loading
    ? dynamic(load, { ssr: false, loading: () => loading() })
    : dynamic(load, { ssr: false });
  return function ClientOnly(props: P) {
    const hydrated = useSyncExternalStore(
      never,
      () => true,
      () => false,
    );
    if (hydrated) return <Loaded {...props} />;
    return loading ? loading() : null;
  };
}
