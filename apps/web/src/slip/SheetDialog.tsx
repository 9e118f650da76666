import { useRef, type ReactNode } from 'react';
import { useDialogFocus } from '../modals/use-dialog-focus';
import styles from './TicketPanel.module.css';

/**
 * The phone's ticket sheet as a modal dialog (issue 26): focus moves into it when it opens and
 * stays inside, Escape or a tap on the backdrop closes it, and focus goes back to the odd or
 * button that opened it. The dialog itself takes the focus: a stake field would raise a
 * phone's keyboard over the slip.
 */
export function SheetDialog({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  const trap = useDialogFocus(sheet, null);
  return (
    <div
      className={styles.sheetBackdrop}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={sheet}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          else trap(e);
        }}
      >
        {children}
      </div>
    </div>
  );
}
