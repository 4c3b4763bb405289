import { CURRENCIES, type CurrencyCode } from './currencies';

/** Spec §9: money shows up to 15 integer places. */
export const MONEY_MAX_INTEGER_DIGITS = 15;

/** Spec §5 "Other": money display needs a free label when free-if-zero is set. */
export type FreeIfZeroOption = { freeIfZero: true; freeLabel: string } | { freeIfZero?: false; freeLabel?: undefined };

export type FormatMoneyOptions = {
  /** The `useCLDRMoneyFormat` behaviour flag: locale-aware currency style through `Intl`. */
  useCLDRMoneyFormat?: boolean;
  /** BCP 47 locale for the CLDR mode; en-US when absent. */
  locale?: string;
} & FreeIfZeroOption;

/**
 * Minor units (cents) to display text, spec §9: the divisor follows the currency's fraction digits;
 * plain mode groups thousands with commas and uses a dot decimal, without a currency symbol.
 * Arithmetic is on bigint digits so 15 integer places stay exact (beyond Number's safe range).
 */
export function formatMoney(cents: number | bigint, currency: CurrencyCode, options: FormatMoneyOptions = {}): string {
  if (options.freeIfZero && !options.freeLabel) throw new TypeError('A free label is required when freeIfZero is set');
  const { negative, integerDigits, fractionDigits } = splitMinorUnits(cents, CURRENCIES[currency].fractionDigits);
  if (options.freeIfZero && /^0+$/.test(integerDigits + fractionDigits)) return options.freeLabel;
  if (integerDigits.length > MONEY_MAX_INTEGER_DIGITS) {
    throw new RangeError(`Money amounts are limited to ${MONEY_MAX_INTEGER_DIGITS} integer digits`);
  }
  const sign = negative ? '-' : '';
  const fraction = fractionDigits ? `.${fractionDigits}` : '';
  if (options.useCLDRMoneyFormat) {
    const digits = CURRENCIES[currency].fractionDigits;
    const format = new Intl.NumberFormat(options.locale ?? 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return format.format(`${sign}${integerDigits}${fraction}` as Intl.StringNumericLiteral);
  }
  return `${sign}${groupThousands(integerDigits)}${fraction}`;
}

function splitMinorUnits(cents: number | bigint, fractionDigitCount: 0 | 2) {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Money amounts are whole minor units within the safe integer range, got ${cents}`);
  }
  const minorUnits = BigInt(cents);
  const negative = minorUnits < 0n;
  const digits = (negative ? -minorUnits : minorUnits).toString().padStart(fractionDigitCount + 1, '0');
  const integerDigits = digits.slice(0, digits.length - fractionDigitCount);
  return { negative, integerDigits, fractionDigits: digits.slice(integerDigits.length) };
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
