import { cartBadgeCount, cartBadgeSpokenLabel, DISPLAY_DEFAULTS, isCartPillShown, ROUTES } from '@mercato/spec';
import { useContext } from 'react';
import { Link } from 'react-router';
import { type CurrencyCode } from '@mercato/spec';
import { MoneyFormatContext, moneyText } from '../app/money';
import { useCartSummary } from './cart-context';

/**
 * Spec §2 point 2 and §4 "Cart pill": floating, hidden at 0, fading in, "100+" above 100, to /cart.
 * Both badges are named by their visible words first (speech users say what they see), then the count spoken out.
 */
export function CartPill() {
  const { totalQuantity } = useCartSummary();
  if (!isCartPillShown(totalQuantity)) return null;
  const count = cartBadgeCount(totalQuantity);
  return (
    <Link to={ROUTES.cart} className="cart-pill" aria-label={`${DISPLAY_DEFAULTS.cartLabel} ${count} (${cartBadgeSpokenLabel(totalQuantity)})`} data-testid="cart-pill">
      <span>{DISPLAY_DEFAULTS.cartLabel}</span>{' '}
      <span className="cart-pill-count" data-testid="cart-pill-count">
        {count}
      </span>
    </Link>
  );
}

/**
 * Spec §2 point 3 and §4 "Cart indicator": item count and subtotal text, `data-initialized` after the
 * first sync, `data-empty` while the cart holds nothing, `data-loading` during a read.
 */
export function CartIndicator({ currency }: { currency: CurrencyCode }) {
  const { totalQuantity, subtotalCents, synced, loading } = useCartSummary();
  const subtotal = moneyText({ value: subtotalCents, currency }, useContext(MoneyFormatContext));
  const count = cartBadgeCount(totalQuantity);
  return (
    <Link
      to={ROUTES.cart}
      className="cart-indicator"
      aria-label={`${DISPLAY_DEFAULTS.cartLabel} ${count} ${subtotal} (${cartBadgeSpokenLabel(totalQuantity)})`}
      data-testid="cart-indicator"
      data-initialized={synced || undefined}
      data-empty={totalQuantity === 0 || undefined}
      data-loading={loading || undefined}
    >
      {DISPLAY_DEFAULTS.cartLabel} <span data-testid="cart-indicator-count">{count}</span>{' '}
      <span data-testid="cart-indicator-subtotal">{subtotal}</span>
    </Link>
  );
}
