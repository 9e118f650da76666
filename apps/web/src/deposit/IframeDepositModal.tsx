import { useEffect } from 'react';
import { useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { Modal } from '../modals/Modal';
import { closeModal } from '../modals/modal-store';
import { returnUrl } from './deposit';
import styles from './Deposit.module.css';
import { onWidgetEvent } from './QuickDepositModal';
import type { WidgetEventPayload } from './widget';

/**
 * The iframe deposit (shell 2.4): the provider's page in a frame. It navigates the top window
 * to the return URL, whose quick-deposit-status then shows the outcome alert; its other
 * events arrive as messages, accepted only from our own origin (shell 5).
 */
export function IframeDepositModal() {
  const { t, locale } = useT();
  const currency = useSession((s) => s.profile?.currency);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data = e.data as { source?: string; event?: string; payload?: WidgetEventPayload };
      if (data?.source !== 'spi' || !data.event) return;
      // The top window is about to navigate; nothing to close.
      if (data.event === 'REDIRECT') return;
      onWidgetEvent(data.event, data.payload ?? {});
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const query = new URLSearchParams({
    locale,
    successUrl: returnUrl('success'),
    failureUrl: returnUrl('error'),
    pendingUrl: returnUrl('pending'),
    ...(currency ? { currency } : {}),
  });
  return (
    <Modal title={t('deposit.title')} onClose={() => closeModal()} wide testId="iframe-deposit">
      <iframe
        className={styles.frame}
        src={`/spi/iframe?${query.toString()}`}
        title={t('deposit.title')}
      />
    </Modal>
  );
}
