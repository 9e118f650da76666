import { minorUnits, type Currency, type MinorUnits } from '@sb/domain';
import { StakeInput } from '../slip/StakeInput';
import styles from './Limits.module.css';

/** How a limit's amount reads: money of a currency, or minutes. */
export type LimitUnit =
  | { kind: 'money'; currency: Currency; format: (minor: number) => string }
  | { kind: 'minutes'; format: (minutes: number) => string };

/** A limit's amount as typed: money parsed with the currency's decimals, or whole minutes. */
export function AmountInput({
  unit,
  value,
  onValue,
  label,
  testId,
}: {
  unit: LimitUnit;
  value: number;
  onValue: (value: number) => void;
  label: string;
  testId: string;
}) {
  if (unit.kind === 'money')
    return (
      <StakeInput
        className={styles.input}
        value={minorUnits(value) as MinorUnits}
        currency={unit.currency}
        onValue={onValue}
        label={label}
        testId={testId}
        hintClassName={styles.hint}
      />
    );
  return (
    <input
      className={styles.input}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      aria-label={label}
      data-testid={testId}
      value={value > 0 ? value : ''}
      onChange={(e) => {
        const n = Number(e.target.value);
        onValue(Number.isSafeInteger(n) && n > 0 ? n : 0);
      }}
    />
  );
}
