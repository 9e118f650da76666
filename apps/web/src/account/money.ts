import { currencyDecimals, formatMoney, intlLocale, minorUnits, type Currency } from '@sb/domain';

/**
 * An amount in minor units as the player reads it: the domain's exact digits (never a float
 * for crypto), grouped and with the currency sign by Intl for fiat.
 */
export function formatAmount(
  value: number,
  currency: Currency,
  locale: string,
  /** Whole amounts without decimals (quick stakes: "€5" rather than "€5.00"). */
  compact = false,
): string {
  const decimals = compact && value % currency.subunits === 0 ? 0 : currencyDecimals(currency);
  if (currency.fiat) {
    try {
      return new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency: currency.code,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value / currency.subunits);
    } catch {
      // A code Intl does not know falls through to the plain form.
    }
  }
  return `${formatMoney(minorUnits(value), currency, decimals)} ${currency.code}`;
}

/** The currency of an account (shell 3 Account: currency, balance, subunits, fiat). */
export function accountCurrency(account: {
  currency: string;
  subunits: number;
  fiat: boolean;
}): Currency {
  return { code: account.currency, subunits: account.subunits, fiat: account.fiat };
}
