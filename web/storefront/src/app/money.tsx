import { formatMoney } from '@mercato/spec';
import { createContext, useContext } from 'react';
import { type Money } from '../api/types';

export interface MoneyFormat {
  useCLDRMoneyFormat: boolean;
  locale: string;
}

export const MoneyFormatContext = createContext<MoneyFormat>({ useCLDRMoneyFormat: false, locale: 'en-US' });

export const MoneyFormatProvider = MoneyFormatContext.Provider;

/**
 * Display text of an amount. The CLDR format carries its own currency sign; the plain spec format
 * is a bare number, so the ISO code follows it ("4,500.00 USD").
 */
export function moneyText(money: Money, format: MoneyFormat): string {
  const amount = formatMoney(money.value, money.currency, { useCLDRMoneyFormat: format.useCLDRMoneyFormat, locale: format.locale });
  return format.useCLDRMoneyFormat ? amount : `${amount} ${money.currency}`;
}

export function MoneyAmount({ money, testId }: { money: Money; testId?: string }) {
  return <span data-testid={testId}>{moneyText(money, useContext(MoneyFormatContext))}</span>;
}
