import { CURRENCIES, type CurrencyCode } from './currencies';

/** Spec §3 Money as "decimalValue and currencyCode": minor units as a plain decimal string ("1234.50", "1234" in JPY). */
export function decimalValue(minorUnits: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`Minor units must be a safe integer, got ${minorUnits}`);
  const digits = CURRENCIES[currency].fractionDigits;
  const sign = minorUnits < 0 ? '-' : '';
  const padded = String(Math.abs(minorUnits)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${padded}` : `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
