import { MoneyAmount } from '../app/money';
import { type OrderConfirmation } from './checkout-types';
import { orderMoney } from './order-money';
import { OrderTotals } from './order-totals';

/** What was bought, where it ships and what it cost: the order pages' common part. */
export function OrderSummary({ order }: { order: OrderConfirmation }) {
  const address = order.shippingAddress;
  return (
    <>
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">Items</h2>
        <ul className="checkout-lines" data-testid="order-items">
          {order.items.map((item) => (
            <li key={`${item.sku}-${item.productName}`} data-testid="order-item">
              <span>{item.productName}</span> × <span>{item.quantity}</span> <MoneyAmount money={orderMoney(item.unitPrice.value * item.quantity, item.unitPrice.currencyCode)} />
            </li>
          ))}
        </ul>
      </section>
      {address && (
        <section aria-labelledby="order-address-heading">
          <h2 id="order-address-heading">Shipping to</h2>
          <address data-testid="order-address">
            {[address.name, address.addressLine1, address.addressLine2, [address.postalCode, address.city, address.region].filter(Boolean).join(' '), address.country]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))}
          </address>
          {order.shippingOptionName && <p>{order.shippingOptionName}</p>}
        </section>
      )}
      <section aria-labelledby="order-totals-heading">
        <h2 id="order-totals-heading">Total</h2>
        <OrderTotals
          currencyCode={order.grandTotal.currencyCode}
          subtotalCents={order.subtotal.value}
          discountCents={order.discountTotal.value}
          shippingCostCents={order.shippingTotal.value}
          taxCents={order.taxTotal.value}
          grandTotalCents={order.grandTotal.value}
        />
      </section>
    </>
  );
}
