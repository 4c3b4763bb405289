import { ClankerSchemaName, DISPLAY_DEFAULTS, INTERFACE_STRINGS, minimumSubtotalMessage, PageType, ROUTES } from '@mercato/spec';
import { useContext, useEffect, useState } from 'react';
import { PageView, useStorefrontEvents } from '../analytics/react';
import { type SiteView, type StoreSettings } from '../api/types';
import { MoneyAmount, MoneyFormatContext, moneyText } from '../app/money';
import { useCart } from './cart-context';
import { CartEntryRow } from './cart-entry-row';

/** A store may set a minimum order subtotal (cents) below which checkout is refused (spec §8). */
type CartStoreSettings = StoreSettings & { minimumOrderSubtotalCents?: number };

/** Spec §2 /cart: the entries, each changeable and removable, the subtotal and the way to checkout. */
export function CartPage({ site }: { site: SiteView }) {
  const cart = useCart({ read: true });
  const [recalculating, setRecalculating] = useState(false);
  const format = useContext(MoneyFormatContext);
  const settings: CartStoreSettings = site.storeSettings;
  const minimum = settings.minimumOrderSubtotalCents ?? 0;

  return (
    <section className="cart-page" data-testid="cart-page" data-loading={cart.isFetching || undefined} data-recalculating={recalculating || undefined}>
      <title>{`${DISPLAY_DEFAULTS.cartLabel} — ${site.title}`}</title>
      <h1>{DISPLAY_DEFAULTS.cartLabel}</h1>
      {cart.isError && (
        <p role="alert" data-testid="cart-load-error">
          {INTERFACE_STRINGS.unableToLoadTryAgain}
        </p>
      )}
      {cart.data && (
        <>
          <PageView pageType={PageType.SHOW_CART} />
          {cart.data.id && <ViewCartEvent cartId={cart.data.id} />}
          <ul className="cart-entries" data-testid="cart-entries">
            {cart.data.entries.map((entry) => (
              <CartEntryRow key={entry.id} entry={entry} currency={site.currency} onRecalculating={setRecalculating} />
            ))}
          </ul>
          <p className="cart-subtotal">
            Subtotal <MoneyAmount money={{ value: cart.data.subtotalCents, currency: site.currency }} testId="cart-subtotal" />
          </p>
          {minimum > 0 && cart.data.subtotalCents < minimum && (
            <p role="status" data-testid="cart-minimum-subtotal">
              {minimumSubtotalMessage(moneyText({ value: minimum, currency: site.currency }, format))}
            </p>
          )}
          {cart.data.entries.length > 0 && cart.data.subtotalCents >= minimum && (
            <a className="button-primary checkout-button" href={ROUTES.checkout} data-testid="checkout-button">
              Checkout
            </a>
          )}
        </>
      )}
    </section>
  );
}

/** Spec §7 client event "view cart", once per cart page shown (after its page view, rendered before it). */
function ViewCartEvent({ cartId }: { cartId: string }) {
  const events = useStorefrontEvents();
  useEffect(() => events.clientEvent(ClankerSchemaName.VIEW_CART, cartId), [events, cartId]);
  return null;
}
