import { useState } from 'react';
import {
  currencyDecimals,
  formatMoney,
  minorUnits,
  stakeEntry,
  type Currency,
  type MinorUnits,
} from '@sb/domain';
import { useT } from '../i18n/useT';

export type StakeRefusal = 'characters' | 'decimals' | 'too_large';

/**
 * An amount typed in the currency's units ("12.5", "12,50"), handed on as minor units
 * (domain 9). Text that is not a stake of this currency is refused as it is typed (issue 22
 * defect 2: "1e3" once showed while 1.00 was staked): the field keeps what it had and says why.
 * While focused the field shows what the player types; otherwise the amount.
 */
export function StakeInput({
  value,
  currency,
  onValue,
  label,
  disabled,
  testId,
  className,
  hintClassName,
}: {
  value: MinorUnits;
  currency: Currency;
  onValue: (value: MinorUnits) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
  className?: string;
  hintClassName?: string;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState<StakeRefusal | null>(null);
  const shown = draft ?? (value > 0 ? formatMoney(value, currency) : '');
  return (
    <>
      <input
        className={className}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        placeholder={formatMoney(minorUnits(0), currency)}
        data-testid={testId}
        disabled={disabled}
        value={shown}
        aria-invalid={refused !== null}
        onFocus={() => setDraft(value > 0 ? formatMoney(value, currency) : '')}
        onBlur={() => {
          setDraft(null);
          setRefused(null);
        }}
        onChange={(e) => {
          const entry = stakeEntry(e.target.value, currency);
          if (entry.kind === 'refused') {
            setRefused(entry.reason);
            return;
          }
          setRefused(null);
          setDraft(e.target.value);
          const parsed = entry.kind === 'empty' ? minorUnits(0) : entry.value;
          if (parsed !== value) onValue(parsed);
        }}
      />
      {refused && (
        <span className={hintClassName} role="status" data-testid="stake-refused">
          {t(`slip.stake_refused.${refused}`, {
            n: currencyDecimals(currency),
            currency: currency.code,
          })}
        </span>
      )}
    </>
  );
}
