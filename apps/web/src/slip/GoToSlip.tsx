import { useEffect, useRef } from 'react';
import { useT } from '../i18n/useT';
import styles from './GoToSlip.module.css';
import { useSlipStore } from './slip-context';
import { COMPACT_QUERY } from './useCompact';

type PopoverSource = (options?: { source?: HTMLElement }) => void;

/** The newest stake field of the slip, once it is drawn (the phone's sheet opens first). */
function focusStake(tries = 30) {
  const fields = document.querySelectorAll<HTMLInputElement>(
    '#slip [data-testid="stake-input"], [aria-modal] [data-testid="stake-input"]',
  );
  const field = fields[fields.length - 1];
  if (field && !field.disabled) {
    field.focus();
    field.select();
  } else if (tries > 0) requestAnimationFrame(() => focusStake(tries - 1));
  else document.getElementById('slip')?.focus();
}

/**
 * "Go to bet slip" (issue 26, a keyboard path to betting): when an odd is added from the
 * keyboard, the next Tab reaches this button, and Enter lands on the new bet's stake. It is a
 * popover anchored to the odd, so the odd's list keeps its layout and the focus order goes from
 * the odd straight to it; it goes away once focus leaves both.
 */
export function GoToSlip() {
  const { t } = useT();
  const store = useSlipStore();
  const ref = useRef<HTMLDivElement>(null);
  const source = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const popover = ref.current;
    if (!popover || !('showPopover' in popover)) return;
    let count = store.getState().ticket.selectedOutcomeIds.length;
    const hide = () => {
      source.current?.removeEventListener('focusout', leave);
      source.current = null;
      if (popover.matches(':popover-open')) popover.hidePopover();
    };
    // Focus went elsewhere than the odd or this button.
    const leave = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (!next || (!popover.contains(next) && next !== source.current)) hide();
    };
    const show = () => {
      const odd = document.activeElement as HTMLElement | null;
      // Only for the keyboard: a pointer's click shows no focus ring, and needs no shortcut.
      if (!odd?.matches('[data-testid="odd"]:focus-visible')) return;
      hide();
      source.current = odd;
      odd.addEventListener('focusout', leave);
      (popover.showPopover as PopoverSource).call(popover, { source: odd });
    };
    popover.addEventListener('focusout', leave);
    const unsubscribe = store.subscribe(() => {
      const now = store.getState().ticket.selectedOutcomeIds.length;
      const added = now > count;
      count = now;
      if (added) show();
      else if (now === 0) hide();
    });
    return () => {
      unsubscribe();
      hide();
      popover.removeEventListener('focusout', leave);
    };
  }, [store]);

  const go = () => {
    if (store.getState().panel.tab !== 'BET_SLIP')
      store.dispatch({ type: 'panelTabChanged', tab: 'BET_SLIP' });
    if (window.matchMedia(COMPACT_QUERY).matches && !store.getState().panel.isOpen)
      store.dispatch({ type: 'panelToggled' });
    focusStake();
  };

  return (
    <div
      ref={ref}
      popover="manual"
      className={styles.popover}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        source.current?.focus();
        ref.current?.hidePopover();
      }}
    >
      <button type="button" className={styles.go} data-testid="go-to-slip" onClick={go}>
        {t('slip.go_to_slip')}
      </button>
    </div>
  );
}
