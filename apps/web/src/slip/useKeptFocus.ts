import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** A button or field the keyboard can be on now. */
const usable = (el: HTMLElement | null): el is HTMLElement =>
  !!el && el.isConnected && !(el as HTMLButtonElement).disabled;

/**
 * issue 26: focus is never dropped when the slip re-renders. When the element the player was
 * on inside `root` is taken away or disabled (Place while placing or once the odds changed,
 * Accept once pressed), focus moves to the first of `targets` that can take it; with none, it
 * waits on the root and moves on as soon as one can (Retry after a refusal). Focus the player
 * moved elsewhere is left alone. Returns the root's onFocus.
 */
export function useKeptFocus(
  root: RefObject<HTMLElement | null>,
  targets: RefObject<HTMLElement | null>[],
): (e: FocusEvent<HTMLElement>) => void {
  const last = useRef<HTMLElement | null>(null);
  const parked = useRef(false);
  useEffect(() => {
    const was = last.current;
    const active = document.activeElement;
    const waiting = parked.current && active === root.current;
    if (!waiting && (!was || usable(was) || (active !== document.body && active !== was))) return;
    const next = targets.map((t) => t.current).find(usable);
    if (next) next.focus();
    else if (!waiting) {
      root.current?.focus();
      parked.current = true;
    }
  });
  return (e) => {
    last.current = e.target;
    parked.current &&= e.target === root.current;
  };
}
