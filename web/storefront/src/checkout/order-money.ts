import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from '@mercato/spec';
import { type Money } from '../api/types';

/** An amount the orders context answered (its currency as text) in the storefront's money shape. */
export function orderMoney(minorUnits: number, currencyCode: string): Money {
  const currency: CurrencyCode = isCurrencyCode(currencyCode) ? currencyCode : DEFAULT_CURRENCY;
  return { value: minorUnits, currency };
}
