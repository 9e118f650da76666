import { useState } from 'react';
import { formatMoney, minorUnits, parseMoney, type Currency, type MinorUnits } from '@sb/domain';

/**
 * An amount typed in the currency's units ("12.5", "12,50"), handed on as minor units
 * (domain 9). While focused the field shows what the player types; otherwise the amount.
 */
export function StakeInput({
  value,
  currency,
  onValue,
  label,
  disabled,
  testId,
  className,
}: {
  value: MinorUnits;
  currency: Currency;
  onValue: (value: MinorUnits) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
  className?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value > 0 ? formatMoney(value, currency) : '');
  return (
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
      aria-invalid={draft !== null && parseMoney(draft, currency) === null}
      onFocus={() => setDraft(value > 0 ? formatMoney(value, currency) : '')}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        const parsed = text.trim() === '' ? minorUnits(0) : parseMoney(text, currency);
        if (parsed !== null && parsed !== value) onValue(parsed);
      }}
    />
  );
}
