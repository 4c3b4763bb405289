import { type CurrencyCode } from '@mercato/spec';
import { MoneyAmount } from '../app/money';
import { type CartEntry } from '../cart/cart-types';

/** What is being bought: each cart entry's title, quantity and line total. */
export function CheckoutLines({ entries, currency }: { entries: readonly CartEntry[]; currency: CurrencyCode }) {
  return (
    <section aria-labelledby="checkout-lines-heading">
      <h2 id="checkout-lines-heading">Your order</h2>
      <ul className="checkout-lines" data-testid="checkout-lines">
        {entries.map((entry) => (
          <li key={entry.id} data-testid="checkout-line">
            <span>{entry.title}</span> × <span>{entry.quantity}</span> <MoneyAmount money={{ value: entry.subTotal, currency }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
