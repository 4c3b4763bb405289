import { purchaseFields } from './purchase-fields';
import { type OrderConfirmation } from './checkout-types';

const money = (value: number, decimalValue: string) => ({ value, currency: 'USD', currencyCode: 'USD', decimalValue });

describe('the purchase event (spec §7: transaction id, value, shipping, tax, items)', () => {
  it("carries the order's id and its totals and lines in major units", () => {
    const order = {
      id: 'order-1',
      items: [{ sku: 'SHIRT-M-BLUE', productName: 'Linen Shirt', quantity: 2, unitPrice: money(4500, '45.00') }],
      grandTotal: money(10240, '102.40'),
      shippingTotal: money(500, '5.00'),
      taxTotal: money(740, '7.40'),
    } as Partial<OrderConfirmation> as OrderConfirmation;
    expect(purchaseFields(order)).toEqual({
      transaction_id: 'order-1',
      value: 102.4,
      currency: 'USD',
      shipping: 5,
      tax: 7.4,
      items: [{ sku: 'SHIRT-M-BLUE', productName: 'Linen Shirt', quantity: 2, unitPrice: 45 }],
    });
  });
});
