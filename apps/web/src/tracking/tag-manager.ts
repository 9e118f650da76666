import type { EmbedBet, SiteConfig } from '@sb/contract';
import { safeStorage } from '../browser/storage';
import { onBetsPlaced } from '../mybets/bets-events';
import { TRACKING_KEY } from '../navigation/url-triggers';
import { hasConsent, onConsent } from '../reminders/consent';

// Tracking (shell 7.3, 9; issue 23): the operator's tag manager, loaded by id only once the
// player consents to cookies, and what it hears: the tracking tags the visit came with and a
// purchase per placed bet (domain: transactionId = bet id, contentIds = match ids, amount =
// stake / subunits).

type DataLayer = Record<string, unknown>[];
declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

/** The purchase event of one placed bet (domain "Purchase tracking per bet"). */
export function purchaseEvent(bet: EmbedBet): Record<string, unknown> {
  return {
    event: 'purchase',
    transactionId: bet.id,
    contentIds: bet.matchIds.map(String),
    amount: bet.stake / bet.subunits,
    currency: bet.currency,
  };
}

/** Starts tracking for this page; the function it answers stops listening. */
export function startTracking(site: Pick<SiteConfig, 'tagManager'>): () => void {
  const tags = site.tagManager;
  if (!tags) return () => {};
  const layer = (window.dataLayer ??= []);
  let loaded = false;
  const load = () => {
    if (loaded || !hasConsent()) return;
    loaded = true;
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const kept = readTags();
    if (Object.keys(kept).length) layer.push({ event: 'tracking_tags', ...kept });
    const script = document.createElement('script');
    script.async = true;
    const url = new URL(tags.scriptUrl);
    url.searchParams.set('id', tags.id);
    script.src = url.href;
    document.head.append(script);
  };
  load();
  const offConsent = onConsent(load);
  const offBets = onBetsPlaced((bets) => {
    if (loaded) for (const bet of bets) layer.push(purchaseEvent(bet));
  });
  return () => {
    offConsent();
    offBets();
  };
}

function readTags(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(safeStorage.get(TRACKING_KEY) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}
