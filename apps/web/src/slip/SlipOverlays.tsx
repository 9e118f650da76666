import { useT } from '../i18n/useT';
import { GoToSlip } from './GoToSlip';
import { SheetDialog } from './SheetDialog';
import { useSlipSelector, useSlipStore } from './slip-context';
import { TicketPanel } from './TicketPanel';
import styles from './TicketPanel.module.css';
import { useCompact } from './useCompact';

/**
 * What the slip lays over the page, none of it in the server's HTML (the server renders the
 * wide layout), so a chunk of its own after hydration (issue 8 first-load budget): "Go to bet
 * slip" after an odd added from the keyboard (issue 26), and in the compact layout the ticket
 * panel's bottom sheet while it is open and the button with the selection count to open it.
 */
export function SlipOverlays() {
  const { t } = useT();
  const store = useSlipStore();
  const compact = useCompact();
  const open = useSlipSelector((s) => s.panel.isOpen);
  const count = useSlipSelector((s) => s.ticket.selectedOutcomeIds.length);
  const toggle = () => store.dispatch({ type: 'panelToggled' });
  return (
    <>
      <GoToSlip />
      {compact && !open && (
        <button type="button" className={styles.fab} data-testid="open-ticket" onClick={toggle}>
          <span className={styles.count}>{count}</span>
          {t('ticket.bet_slip')}
        </button>
      )}
      {compact && open && (
        <SheetDialog label={t('ticket.bet_slip')} onClose={toggle}>
          <TicketPanel placement="sheet" />
        </SheetDialog>
      )}
    </>
  );
}
