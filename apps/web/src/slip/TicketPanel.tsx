import { clientOnly } from '../page/client-only';
import type { TicketTab } from '@sb/domain';
import { useSession } from '../account/session';
import { useT } from '../i18n/useT';
import { EmptySlip } from './EmptySlip';
import { useSlipSelector, useSlipStore } from './slip-context';
import styles from './TicketPanel.module.css';
import { useCompact } from './useCompact';

// The bet history is a chunk of its own: the panel opens on the slip, and a visitor has none.
const MyBets = clientOnly(() => import('../mybets/MyBets').then((m) => m.MyBets));
// The slip with bets comes with the slip's engine (slip-chunk): it has bets only once that
// chunk is there, so the placeholder is all but never seen.
const BetSlip = clientOnly(
  () => import('./slip-chunk').then((m) => m.BetSlip),
  () => <div className={styles.loading} aria-busy="true" />,
);

/**
 * The ticket panel of shell 2.8: the BET_SLIP and MY_BETS tabs. On wide screens it is the
 * right column; in the compact layout it is a sheet (SlipOverlays) opened by the slip's state.
 */
export function TicketPanel({ placement = 'column' }: { placement?: 'column' | 'sheet' }) {
  const { t } = useT();
  const store = useSlipStore();
  const compact = useCompact();
  const tab = useSlipSelector((s) => s.panel.tab);
  const count = useSlipSelector((s) => s.ticket.selectedOutcomeIds.length);
  const empty = useSlipSelector(
    (s) => s.ticket.bets.length === 0 && s.ticket.ticketState !== 'success',
  );
  const myBetsVisible = useSession((s) => s.site?.isMyBetsVisible ?? true);
  if ((placement === 'column') === compact) return null;
  // shell 2.8: with My Bets hidden by config the panel falls back to BET_SLIP.
  const shown: TicketTab = tab === 'MY_BETS' && myBetsVisible ? 'MY_BETS' : 'BET_SLIP';
  const tabs: TicketTab[] = myBetsVisible ? ['BET_SLIP', 'MY_BETS'] : ['BET_SLIP'];
  return (
    <div className={styles.panel} data-testid="ticket-panel" data-tab={shown}>
      <div className={styles.tabs}>
        {/* Only tabs in the tablist; the sheet's close button sits beside it (axe
            aria-required-children, issue 26). */}
        <div className={styles.tabList} role="tablist">
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={shown === id}
              className={styles.tab}
              data-testid={id === 'BET_SLIP' ? 'tab-bet-slip' : 'tab-my-bets'}
              onClick={() => store.dispatch({ type: 'panelTabChanged', tab: id })}
            >
              {id === 'BET_SLIP' ? t('ticket.bet_slip') : t('nav.my_bets')}
              {id === 'BET_SLIP' && count > 0 && (
                <span className={styles.count} data-testid="slip-count">
                  {count}
                </span>
              )}
            </button>
          ))}
        </div>
        {placement === 'sheet' && (
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={() => store.dispatch({ type: 'panelToggled' })}
          >
            ×
          </button>
        )}
      </div>
      <div className={styles.body}>
        {shown === 'MY_BETS' ? <MyBets /> : empty ? <EmptySlip /> : <BetSlip />}
      </div>
    </div>
  );
}
