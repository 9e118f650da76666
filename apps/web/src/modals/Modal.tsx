import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import styles from './Modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: title, body, a close button unless closing is disabled (shell 2.4 phone
 * verification and missed fields). Escape and a click on the backdrop close it too. Focus stays
 * inside while it is open and goes back to what opened it when it closes (WCAG 2.4.3, issue 26).
 */
export function Modal({
  title,
  onClose,
  closable = true,
  wide = false,
  testId,
  children,
}: {
  title: string;
  onClose: () => void;
  closable?: boolean;
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = dialog.current;
    const first = node?.querySelector<HTMLElement>('input, select, textarea, button[type=submit]');
    (first ?? node)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Tab and Shift+Tab go round the dialog's own controls.
  const trap = (e: React.KeyboardEvent<HTMLDivElement>) => {
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

  useEffect(() => {
    if (!closable) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [closable, onClose]);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(e) => closable && e.target === e.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className={`${styles.dialog} ${wide ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="modal-title"
        data-testid={testId}
        tabIndex={-1}
        onKeyDown={trap}
      >
        <div className={styles.head}>
          <h2 id="modal-title" className={styles.title}>
            {title}
          </h2>
          {closable && (
            <button
              type="button"
              className={styles.close}
              aria-label={t('common.close')}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
