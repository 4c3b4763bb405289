import { CURRENCIES, isCurrencyCode } from '@mercato/spec';

export type MoneyInput = { readonly cents: number } | { readonly error: string };

/** Minor units of `currency` (spec §9: 0 for JPY, else 2); an unknown code is taken as 2. */
export function fractionDigitsOf(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCIES[currency].fractionDigits : 2;
}

/**
 * An amount the owner typed ("1,234.5", "12") as cents of the site's
 * currency: grouping commas are allowed, at most the currency's minor digits after the dot.
 */
export function parseMoneyInput(text: string, currency: string): MoneyInput {
  const digits = fractionDigitsOf(currency);
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '') return { error: 'Enter an amount.' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { error: 'Enter an amount in numbers, e.g. 12.50.' };
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return { error: digits === 0 ? `${currency} amounts have no decimals.` : `Use at most ${digits} decimals.` };
  const cents = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(cents)) return { error: 'That amount is too large.' };
  return { cents };
}

/** Cents as the text a money field starts with: "1234.50", "1500" for JPY. */
export function moneyInputOf(cents: number, currency: string): string {
  const digits = fractionDigitsOf(currency);
  return digits === 0 ? String(cents) : (cents / 10 ** digits).toFixed(digits);
}
