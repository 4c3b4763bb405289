import { type ClankerEventFields } from '@mercato/spec';
import { type OrderConfirmation } from './checkout-types';

/** Spec §7 purchase event: transaction id, value, shipping, tax and items, amounts in major units (the census purchase schema's numbers). */
export function purchaseFields(order: OrderConfirmation): Omit<ClankerEventFields, 'object_identifier'> {
  return {
    transaction_id: order.id,
    value: Number(order.grandTotal.decimalValue),
    currency: order.grandTotal.currencyCode,
    shipping: Number(order.shippingTotal.decimalValue),
    tax: Number(order.taxTotal.decimalValue),
    items: order.items.map((item) => ({ sku: item.sku, productName: item.productName, quantity: item.quantity, unitPrice: Number(item.unitPrice.decimalValue) })),
  };
}
