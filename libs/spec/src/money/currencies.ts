/** Spec §3 "Currencies": ISO 4217 code, name and numeric code; JPY has no minor unit. */
export type CurrencyCode =
  | 'EUR' | 'USD' | 'AUD' | 'NOK' | 'CAD' | 'NZD' | 'DKK' | 'GBP' | 'HKD'
  | 'CHF' | 'MXN' | 'SGD' | 'SEK' | 'CZK' | 'ILS' | 'PHP' | 'RUB' | 'PLN'
  | 'THB' | 'MYR' | 'ARS' | 'BRL' | 'COP' | 'IDR' | 'INR' | 'JPY' | 'ZAR';

export interface Currency {
  readonly name: string;
  readonly numericCode: number;
  readonly fractionDigits: 0 | 2;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  EUR: { name: 'Euro', numericCode: 978, fractionDigits: 2 },
  USD: { name: 'US Dollar', numericCode: 840, fractionDigits: 2 },
  AUD: { name: 'Australian Dollar', numericCode: 36, fractionDigits: 2 },
  NOK: { name: 'Norwegian Krone', numericCode: 578, fractionDigits: 2 },
  CAD: { name: 'Canadian Dollar', numericCode: 124, fractionDigits: 2 },
  NZD: { name: 'New Zealand Dollar', numericCode: 554, fractionDigits: 2 },
  DKK: { name: 'Danish Krone', numericCode: 208, fractionDigits: 2 },
  GBP: { name: 'Pound Sterling', numericCode: 826, fractionDigits: 2 },
  HKD: { name: 'Hong Kong Dollar', numericCode: 344, fractionDigits: 2 },
  CHF: { name: 'Swiss Franc', numericCode: 756, fractionDigits: 2 },
  MXN: { name: 'Mexican Peso', numericCode: 484, fractionDigits: 2 },
  SGD: { name: 'Singapore Dollar', numericCode: 702, fractionDigits: 2 },
  SEK: { name: 'Swedish Krona', numericCode: 752, fractionDigits: 2 },
  CZK: { name: 'Czech Koruna', numericCode: 203, fractionDigits: 2 },
  ILS: { name: 'Israeli New Shekel', numericCode: 376, fractionDigits: 2 },
  PHP: { name: 'Philippine Peso', numericCode: 608, fractionDigits: 2 },
  RUB: { name: 'Russian Ruble', numericCode: 643, fractionDigits: 2 },
  PLN: { name: 'Polish Zloty', numericCode: 985, fractionDigits: 2 },
  THB: { name: 'Thai Baht', numericCode: 764, fractionDigits: 2 },
  MYR: { name: 'Malaysian Ringgit', numericCode: 458, fractionDigits: 2 },
  ARS: { name: 'Argentine Peso', numericCode: 32, fractionDigits: 2 },
  BRL: { name: 'Brazilian Real', numericCode: 986, fractionDigits: 2 },
  COP: { name: 'Colombian Peso', numericCode: 170, fractionDigits: 2 },
  IDR: { name: 'Indonesian Rupiah', numericCode: 360, fractionDigits: 2 },
  INR: { name: 'Indian Rupee', numericCode: 356, fractionDigits: 2 },
  JPY: { name: 'Japanese Yen', numericCode: 392, fractionDigits: 0 },
  ZAR: { name: 'South African Rand', numericCode: 710, fractionDigits: 2 },
};

/** Spec §3/§9: store currency defaults to USD. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCIES, value);
}
