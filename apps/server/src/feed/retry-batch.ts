import type { FeedMessage } from './messages';

/**
 * What of a lost batch goes again with the next one (leader-book.ts): not the prices (the next
 * tick re-states every market in full), and of the messages that carry a whole state (a
 * fixture, a match's status, a provider's) only the newest per match or provider, so a
 * catalog failing tick after tick holds one state per match, not every tick's (issue 25,
 * bounded memory). Results, rollbacks and bet stops all go again, in their order.
 */
export function retryBatch(batch: readonly FeedMessage[]): FeedMessage[] {
  const seen = new Map<string, number>();
  const kept: FeedMessage[] = [];
  // From the newest: the first of a kind met is the one kept, at its place in the order.
  for (let i = batch.length - 1; i >= 0; i--) {
    const m = batch[i]!;
    const key = stateKey(m);
    if (m.type === 'odds_change') continue;
    if (key === null) {
      kept.push(m);
      continue;
    }
    const at = seen.get(key);
    if (at === undefined) {
      seen.set(key, kept.length);
      kept.push(m);
    } else if (m.type === 'match_status') {
      // A status without a timeline keeps the stored one: an older timeline must still land.
      const newer = kept[at] as typeof m;
      if (newer.timeline === undefined && m.timeline !== undefined)
        kept[at] = { ...newer, timeline: m.timeline };
    }
  }
  return kept.reverse();
}

function stateKey(m: FeedMessage): string | null {
  switch (m.type) {
    case 'fixture_change':
      return `fixture:${m.fixture.matchId}`;
    case 'match_status':
      return `status:${m.matchId}`;
    case 'provider_status':
      return `provider:${m.provider}`;
    default:
      return null;
  }
}
