import { type ClankerEventFields } from '@mercato/spec';
import { type OrderConfirmation } from './checkout-types';

/** Spec §7 purchase event: transaction id, value, shipping, tax and items, amounts as the order's decimal text. */
export function purchaseFields(order: OrderConfirmation): Omit<ClankerEventFields, 'object_identifier'> {
  return {
    transaction_id: order.id,
    value: order.grandTotal.decimalValue,
    currency: order.grandTotal.currencyCode,
    shipping: order.shippingTotal.decimalValue,
    tax: order.taxTotal.decimalValue,
    items: order.items.map((item) => ({ sku: item.sku, product_name: item.productName, quantity: item.quantity, price: item.unitPrice.decimalValue })),
  };
}
