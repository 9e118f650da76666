import type { SlipEnv } from '@sb/domain';
import { useSession } from '../account/session';
import { useOddsChangePolicy, useSportsbookSettings } from './settings';
import { liveSlipEnv } from './slip-env';

/** The slip environment for rendering: re-renders when the session or settings change. */
export function useSlipEnv(): SlipEnv {
  useSession((s) => s);
  useSportsbookSettings();
  useOddsChangePolicy();
  return liveSlipEnv();
}
