import { ODDS_CHANGE_POLICIES } from '@sb/domain';
import { showGenericError } from '../alerts/alerts';
import { isLoggedIn, useSession } from '../account/session';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';
import { isOddsChangePolicy } from './policy';
import { setOddsChangePolicy, useOddsChangePolicy } from './settings';

/** The odds-change policy (domain 4, settings auto_accept_odds_change). */
export function OddsPolicy() {
  const { t } = useT();
  const policy = useOddsChangePolicy();
  const loggedIn = useSession(isLoggedIn);
  return (
    <label className={styles.policy}>
      <span>{t('slip.policy.label')}</span>
      <select
        value={policy}
        data-testid="odds-policy"
        onChange={(e) => {
          const next = e.target.value;
          if (isOddsChangePolicy(next)) setOddsChangePolicy(next, loggedIn).catch(showGenericError);
        }}
      >
        {ODDS_CHANGE_POLICIES.map((p) => (
          <option key={p} value={p}>
            {t(`slip.policy.${p}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
