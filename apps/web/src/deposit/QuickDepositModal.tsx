import { useEffect, useRef, useState } from 'react';
import { depositWidgetEvents } from '@sb/contract';
import { showAlert } from '../alerts/alerts';
import { refreshAccounts, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { Modal } from '../modals/Modal';
import { closeModal } from '../modals/modal-store';
import { isQuickDepositStatus, returnUrl, showDepositOutcome } from './deposit';
import styles from './Deposit.module.css';
import { loadWidget, type PaymentWidget, type WidgetEventPayload } from './widget';

/** Widget notifications show as alerts of type success, warning or danger (shell 4.3). */
export function onWidgetEvent(name: string, payload: WidgetEventPayload): void {
  switch (name) {
    case depositWidgetEvents.notification:
      if (payload.message) {
        const kind =
          payload.type === 'success' ? 'success' : payload.type === 'warning' ? 'warning' : 'error';
        showAlert({ kind, titleKey: `deposit.notification.${kind}`, text: payload.message });
      }
      break;
    case depositWidgetEvents.accountsUpdated:
      void refreshAccounts();
      break;
    case depositWidgetEvents.redirect:
      closeModal();
      if (payload.status && isQuickDepositStatus(payload.status)) {
        showDepositOutcome(payload.status);
      }
      break;
    case depositWidgetEvents.closeFastDepositModal:
      if (payload.reason === 'closed') closeModal();
      break;
  }
}

/** The quick-deposit modal (shell 2.4, 4.3): the payment widget inside our own dialog. */
export function QuickDepositModal() {
  const { t, locale } = useT();
  const currency = useSession((s) => s.profile?.currency);
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let widget: PaymentWidget | null = null;
    let live = true;
    loadWidget().then(
      (spi) => {
        if (!live || !box.current) return;
        widget = spi.mount(box.current, {
          backendOrigin: window.location.origin,
          apiPrefix: '/api/platform',
          currency,
          locale,
          mode: 'quick',
          successUrl: returnUrl('success'),
          failureUrl: returnUrl('error'),
          pendingUrl: returnUrl('pending'),
          // The page stays; the outcome shows as an alert without a reload.
          redirect: false,
          onEvent: onWidgetEvent,
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      widget?.destroy();
    };
    // The widget is mounted once per opening; currency and language changes happen inside it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal title={t('deposit.title')} onClose={() => closeModal()} testId="quick-deposit">
      {failed ? (
        <p className={styles.failed}>{t('deposit.widget_failed')}</p>
      ) : (
        <div ref={box} className={styles.widget} data-testid="payment-widget" />
      )}
    </Modal>
  );
}
