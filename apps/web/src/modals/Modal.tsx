import { useEffect, useRef, type ReactNode } from 'react';
import { useDialogFocus } from './use-dialog-focus';
import { useT } from '../i18n/useT';
import styles from './Modal.module.css';

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

  const trap = useDialogFocus(dialog, 'input, select, textarea, button[type=submit]');

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
