import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The focus of a modal dialog (WCAG 2.4.3, issue 26): on open it moves to the first element
 * matching `initial` (else the dialog itself, which needs tabIndex -1), Tab and Shift+Tab go
 * round the dialog's own controls, and on close it goes back to what opened it. Returns the
 * dialog's onKeyDown.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  initial: string | null,
): (e: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = dialog.current;
    const first = initial ? node?.querySelector<HTMLElement>(initial) : null;
    (first ?? node)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // On open and close only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (e) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const at = document.activeElement;
    if (e.shiftKey && (at === first || at === dialog.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && at === last) {
      e.preventDefault();
      first.focus();
    }
  };
}
