import { DEFAULT_ODDS_TYPE, type OddsType } from '@sb/domain';
import { api } from '../api/http-client';
import { currentOddsType, onOddsTypeChange, setOddsType } from '../odds/useOddsType';
import type { OddsChangePolicy } from './policy';
import { applyPlayerSettings, type StakeMemory } from './settings';

// What a signed-in player saved with POST /settings (domain 7, issue 27) follows them to any
// device: loaded with their private updates (a chunk of its own, never the first load), and
// the odds format they pick saved as they pick it.

const SETTINGS_PATH = '/api/sportsbook/v2/settings';

interface SavedSettings {
  auto_accept_odds_change: OddsChangePolicy;
  stake_memory?: StakeMemory;
  stakes?: Record<string, number[]>;
  odds_type?: OddsType | null;
}

const save = (body: object) =>
  api<{ data: SavedSettings }>('POST', SETTINGS_PATH, { body }).then((a) => a.data);

/** While signed in: the player's settings in force, their odds format saved when it changes. */
export function syncPlayerSettings(): () => void {
  let live = true;
  let saved: OddsType | null = null;
  let pickedHere = false;
  const saveFormat = (type: OddsType) => {
    saved = type;
    save({ odds_type: type }).catch(() => {});
  };
  save({}).then(
    (answer) => {
      if (!live) return;
      applyPlayerSettings(answer);
      saved = answer.odds_type ?? null;
      if (pickedHere) return;
      // Their saved format wins; a format picked before signing in becomes theirs.
      if (saved) setOddsType(saved);
      else if (currentOddsType() !== DEFAULT_ODDS_TYPE) saveFormat(currentOddsType());
    },
    () => {},
  );
  const stop = onOddsTypeChange(() => {
    const now = currentOddsType();
    if (!live || now === saved) return;
    pickedHere = true;
    saveFormat(now);
  });
  return () => {
    live = false;
    stop();
    applyPlayerSettings(null);
  };
}

/** The slip's quick-stake buttons of one currency, the player's own from now on. */
export async function saveQuickStakes(currency: string, stakes: number[]): Promise<void> {
  applyPlayerSettings(await save({ stakes: { [currency]: stakes } }));
}
