/**
 * Currencies the wallet can hold (shell 3 Currency: code, subcurrencies with subunits, fiat
 * flag). Amounts are integer minor units: `subunits` minor units make one unit. Crypto uses
 * the chain's own smallest unit where it fits a JS safe integer (BTC, LTC: 10^8).
 */
export interface Currency {
  code: string;
  name: string;
  symbol: string;
  fiat: boolean;
  subunits: number;
  /** Display denominations of the same money (BTC, mBTC...), each with its subunits. */
  subcurrencies: { code: string; subunits: number }[];
}

const fiat = (code: string, name: string, symbol: string, subunits = 100): Currency => ({
  code,
  name,
  symbol,
  fiat: true,
  subunits,
  subcurrencies: [{ code, subunits }],
});

export const defaultCurrencies: Currency[] = [
  fiat('EUR', 'Euro', '€'),
  fiat('USD', 'US Dollar', '$'),
  fiat('GBP', 'Pound Sterling', '£'),
  fiat('BRL', 'Brazilian Real', 'R$'),
  fiat('CAD', 'Canadian Dollar', 'CA$'),
  fiat('PLN', 'Polish Złoty', 'zł'),
  fiat('SEK', 'Swedish Krona', 'kr'),
  fiat('NOK', 'Norwegian Krone', 'kr'),
  fiat('TRY', 'Turkish Lira', '₺'),
  fiat('INR', 'Indian Rupee', '₹'),
  // A currency without minor units: the wallet must not assume 100 everywhere.
  fiat('JPY', 'Japanese Yen', '¥', 1),
  {
    code: 'BTC',
    name: 'Bitcoin',
    symbol: '₿',
    fiat: false,
    subunits: 100_000_000,
    subcurrencies: [
      { code: 'BTC', subunits: 100_000_000 },
      { code: 'mBTC', subunits: 100_000 },
      { code: 'uBTC', subunits: 100 },
    ],
  },
  {
    code: 'LTC',
    name: 'Litecoin',
    symbol: 'Ł',
    fiat: false,
    subunits: 100_000_000,
    subcurrencies: [{ code: 'LTC', subunits: 100_000_000 }],
  },
  {
    code: 'USDT',
    name: 'Tether',
    symbol: '₮',
    fiat: false,
    subunits: 1_000_000,
    subcurrencies: [{ code: 'USDT', subunits: 1_000_000 }],
  },
];
