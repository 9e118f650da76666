import { useSession } from '../account/session';
import { JackpotBanner } from './JackpotBanner';
import { JackpotLeaderboard } from './JackpotLeaderboard';
import { useJackpots } from './jackpots-api';

/**
 * The home page's jackpot blocks (domain 2 page-builder `jackpot banner` and `jackpot
 * leaderboard`, issue 21): the first jackpot's pools, then its last hits. Nothing while the
 * site switches jackpots off (shell 6) or has none. The default export: the home page's
 * dynamic import of it is then a few bytes shorter (issue 8 first-load budget).
 */
export default function JackpotBlocks() {
  const on = useSession((s) => s.site?.featureFlags.jackpots !== false);
  const jackpot = useJackpots()?.[0];
  if (!on || !jackpot) return null;
  return (
    <>
      <JackpotBanner jackpot={jackpot} />
      <JackpotLeaderboard jackpotId={jackpot.id} />
    </>
  );
}
