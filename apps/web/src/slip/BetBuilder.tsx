import { clientOnly } from '../page/client-only';
import { useState, useSyncExternalStore } from 'react';
import type { Match } from '@sb/contract';
import { useT } from '../i18n/useT';
import styles from './BetBuilder.module.css';
import { useSportsbookSettings } from './settings';

/** domain 2: the special hash that opens the bet builder of a match page. */
export const BET_BUILDER_HASH = 'betbuilder';

function subscribeHash(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}
const builderInHash = () => window.location.hash === `#${BET_BUILDER_HASH}`;

function Loading() {
  const { t } = useT();
  return (
    <div className={styles.body}>
      <p className={styles.note}>{t('common.loading')}</p>
    </div>
  );
}

// The builder's markets, picks and pricing are fetched when a player first opens it: most
// visits of a match page never do (issue 8 first-load budget).
const BetBuilderPanel = clientOnly(
  () => import('./BetBuilderPanel').then((m) => m.BetBuilderPanel),
  Loading,
);

/**
 * The bet builder of a match page (domain 1 custom bet): outcomes of several markets of ONE
 * match, priced together, added to the slip as one custom bet. Closed unless the URL's hash
 * asks for it; shown only where settings allow custom bets and the match takes bets.
 */
export function BetBuilder({ match }: { match: Match }) {
  const { t } = useT();
  const settings = useSportsbookSettings();
  const hashOpen = useSyncExternalStore(subscribeHash, builderInHash, () => false);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? hashOpen;
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  if (settings?.custom_bet_enabled === false || !match.bettable) return null;
  return (
    <section className={styles.builder} id={BET_BUILDER_HASH} data-testid="bet-builder">
      <button
        type="button"
        className={styles.head}
        aria-expanded={open}
        onClick={() => setToggled(!open)}
      >
        <span>
          <strong>{t('custom_bet.title')}</strong>
          <small>{t('custom_bet.lead')}</small>
        </span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {opened && (
        <BetBuilderPanel
          match={match}
          minPicks={settings?.custom_bet_allow_single ? 1 : 2}
          open={open}
        />
      )}
    </section>
  );
}
