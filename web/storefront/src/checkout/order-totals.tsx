import { MoneyAmount } from '../app/money';
import { type CheckoutQuote } from './checkout-types';
import { orderMoney } from './order-money';

/** The quote's totals; an order's are mapped to the same names. */
export type OrderTotalsProps = Pick<CheckoutQuote, 'currencyCode' | 'subtotalCents' | 'discountCents' | 'shippingCostCents' | 'taxCents' | 'grandTotalCents'>;

/** Subtotal, discount, shipping, tax and the grand total, as the checkout page and the order pages show them. */
export function OrderTotals({ currencyCode, subtotalCents, discountCents, shippingCostCents, taxCents, grandTotalCents }: OrderTotalsProps) {
  const rows: Array<[label: string, testId: string, cents: number]> = [
    ['Subtotal', 'total-subtotal', subtotalCents],
    ['Discount', 'total-discount', -discountCents],
    ['Shipping', 'total-shipping', shippingCostCents],
    ['Tax', 'total-tax', taxCents],
  ];
  return (
    <dl className="order-totals" data-testid="order-totals">
      {rows.map(([label, testId, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <MoneyAmount money={orderMoney(cents, currencyCode)} testId={testId} />
          </dd>
        </div>
      ))}
      <div className="order-grand-total">
        <dt>Total</dt>
        <dd>
          <MoneyAmount money={orderMoney(grandTotalCents, currencyCode)} testId="total-grand" />
        </dd>
      </div>
    </dl>
  );
}
