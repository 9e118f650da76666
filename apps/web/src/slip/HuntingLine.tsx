import { huntingPreview, isFarming, type SlipBet } from '@sb/domain';
import { formatAmount } from '../account/money';
import { useT } from '../i18n/useT';
import styles from './BetSlip.module.css';

// domain 3 slip points, availablePoints, potentialPoints, potentialFreebetAmount (issue 19):
// the hunt a bet carries, what this bet farms at its stake and the freebet at the target,
// by the domain's rule (hunting.ts) the placement applies. A tournament's round the same.

export function HuntingLine({ bet }: { bet: SlipBet }) {
  const { t, locale } = useT();
  const hunt = isFarming(bet.bonus) ? bet.bonus : null;
  if (!hunt) return null;
  const preview = huntingPreview(hunt, {
    selections: bet.selections,
    odds: bet.odds,
    stake: bet.stake,
    currencyCode: bet.currency.code,
  });
  return (
    <p className={styles.boost} data-testid="slip-hunting">
      {t('slip.hunting', {
        name: t(`bonus.kind.${hunt.type}`),
        points: preview.potentialPoints,
        target: hunt.pointsTarget,
      })}
      {preview.potentialPoints >= hunt.pointsTarget &&
        ` · ${
          hunt.type === 'lootbox'
            ? t('slip.lootbox_ready')
            : t('slip.hunting_freebet', {
                amount: formatAmount(preview.potentialFreebetAmount, bet.currency, locale),
              })
        }`}
    </p>
  );
}
