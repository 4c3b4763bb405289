import { CHECKOUT_MESSAGES, INTERFACE_STRINGS, PageType, ROUTES } from '@mercato/spec';
import { PageView } from '../analytics/react';
import { type SiteView } from '../api/types';
import { useCart } from '../cart/cart-context';
import { CheckoutForm } from './checkout-form';

/** Page type 201: the visitor's cart checked out. Read in the browser only, like the cart page. */
export function CheckoutPage({ site }: { site: SiteView }) {
  const cart = useCart({ read: true });
  return (
    <section className="checkout-page" data-testid="checkout-page">
      <title>{`Checkout — ${site.title}`}</title>
      <h1>Checkout</h1>
      {cart.isError && (
        <p role="alert" data-testid="checkout-load-error">
          {INTERFACE_STRINGS.unableToLoadTryAgain}
        </p>
      )}
      {!cart.data && !cart.isError && (
        <p role="status" data-testid="loading">
          Loading…
        </p>
      )}
      {cart.data && <PageView pageType={PageType.CHECKOUT} />}
      {cart.data && cart.data.entries.length === 0 && (
        <p data-testid="checkout-empty">
          {CHECKOUT_MESSAGES.cartEmpty} <a href={ROUTES.cart}>Back to the cart</a>
        </p>
      )}
      {cart.data && cart.data.entries.length > 0 && <CheckoutForm cart={cart.data} currency={site.currency} />}
    </section>
  );
}
