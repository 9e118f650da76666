import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

// Texts that depend on the browser (local times) render as the server did while React hydrates,
// then switch. The switch is a transition: React re-renders the page's hundreds of rows in
// slices between frames instead of one long task right after hydration (issue 8 TBT).

const HydratedContext = createContext(false);

export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False on the server and while hydrating, true soon after the browser has taken over. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
