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
        {order.giftCard && <OrderPayment giftCard={order.giftCard} cardCharge={order.cardCharge} />}
      </section>
    </>
  );
}

/** How a total a gift card paid (part or all of) was split: the code shown by its last four characters only. */
function OrderPayment({ giftCard, cardCharge }: Pick<OrderConfirmation, 'cardCharge'> & { giftCard: NonNullable<OrderConfirmation['giftCard']> }) {
  return (
    <dl className="order-totals" data-testid="order-payment">
      <div>
        <dt data-testid="order-gift-card">Paid by gift card ····{giftCard.codeLastFour}</dt>
        <dd>
          <MoneyAmount money={orderMoney(giftCard.amount.value, giftCard.amount.currencyCode)} testId="order-gift-card-amount" />
        </dd>
      </div>
      <div>
        <dt>Charged to card</dt>
        <dd>
          <MoneyAmount money={orderMoney(cardCharge.value, cardCharge.currencyCode)} testId="order-card-charge" />
        </dd>
      </div>
    </dl>
  );
}
