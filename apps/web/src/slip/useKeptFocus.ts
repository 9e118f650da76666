import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** A button or field the keyboard can be on now. */
const usable = (el: HTMLElement | null): el is HTMLElement =>
  !!el && el.isConnected && !(el as HTMLButtonElement).disabled;

/**
 * issue 26: focus is never dropped when the slip re-renders. When the element the player was
 * on inside `root` is taken away or disabled (Place while placing or once the odds changed,
 * Accept once pressed), focus moves to the first of `targets` that can take it; with none, it
 * waits on the root and moves on as soon as one can (Retry after a refusal). Where this hook
 * put the focus, a target earlier in `targets` that appears later takes it (Retry coming back
 * after a moment's suspension had sent focus to Accept). Focus the player moved elsewhere is
 * left alone. Returns the root's onFocus.
 */
export function useKeptFocus(
  root: RefObject<HTMLElement | null>,
  targets: RefObject<HTMLElement | null>[],
): (e: FocusEvent<HTMLElement>) => void {
  const last = useRef<HTMLElement | null>(null);
  const parked = useRef(false);
  /** The target this hook last moved the focus to. */
  const placed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const was = last.current;
    const active = document.activeElement;
    const next = targets.map((t) => t.current).find(usable);
    if (next && active === placed.current && active !== next && usable(placed.current)) {
      next.focus();
      placed.current = next;
      return;
    }
    const waiting = parked.current && active === root.current;
    if (!waiting && (!was || usable(was) || (active !== document.body && active !== was))) return;
    if (next) {
      next.focus();
      placed.current = next;
    } else if (!waiting) {
      root.current?.focus();
      parked.current = true;
    }
  });
  return (e) => {
    last.current = e.target;
    parked.current &&= e.target === root.current;
  };
}
