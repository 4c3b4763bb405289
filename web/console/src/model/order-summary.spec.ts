import { orderMoneyText, orderStatusSummary, refundableCents } from './order-summary';

const money = (value: number, currencyCode = 'USD') => ({ value, currency: currencyCode, currencyCode, decimalValue: '' });

describe('order summary', () => {
  it.each([
    ['placed', 9500, 0, 9500],
    ['fulfilled', 9500, 2500, 7000],
    ['placed', 9500, 9500, 0],
    ['failed', 9500, 0, 0],
    ['pending', 9500, 0, 0],
  ] as const)('a %s order of %i with %i refunded has %i left to refund', (status, total, refunded, left) => {
    expect(refundableCents({ status, grandTotal: money(total), refundedTotal: money(refunded) })).toBe(left);
  });

  it('says beside the status whether the order was refunded in part or in full', () => {
    expect(orderStatusSummary({ status: 'fulfilled', grandTotal: money(9500), refundedTotal: money(0) })).toBe('Fulfilled');
    expect(orderStatusSummary({ status: 'placed', grandTotal: money(9500), refundedTotal: money(100) })).toBe('Paid, not fulfilled, partly refunded');
    expect(orderStatusSummary({ status: 'placed', grandTotal: money(9500), refundedTotal: money(9500) })).toBe('Paid, not fulfilled, refunded');
  });

  it('writes amounts in the currency minor units, JPY without decimals', () => {
    expect(orderMoneyText(money(9500))).toBe('95.00 USD');
    expect(orderMoneyText(money(1500, 'JPY'))).toBe('1,500 JPY');
  });
});
