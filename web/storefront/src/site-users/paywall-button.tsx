import { useNavigate } from 'react-router';
import { COURSE_MESSAGES, ROUTES } from '@mercato/spec';
import { useCartApi, useStoreCart } from '../cart/cart-context';
import { useSiteUserAction } from './site-user-hooks';

/**
 * The paywall button of a paid member area (a lesson's page, the area's access-denied page): the
 * paywall product goes into the cart, and the visitor on to checkout; the paid join follows the order.
 */
export function PaywallButton({ productId, onClick }: { productId: string; onClick?: () => void }) {
  const cart = useCartApi();
  const storeCart = useStoreCart();
  const navigate = useNavigate();
  const buy = useSiteUserAction(async () => {
    const added = await cart!.addEntry({ itemId: productId, sku: null, quantity: 1, additionalFields: null });
    storeCart(added.shoppingCart);
  });
  return (
    <>
      <button
        type="button"
        data-testid="paywall-button"
        disabled={!cart || buy.status === 'pending'}
        onClick={() => {
          onClick?.();
          buy.run(undefined, () => void navigate(ROUTES.checkout));
        }}
      >
        {COURSE_MESSAGES.paywallButton}
      </button>
      {buy.errorMessage && <p role="alert">{buy.errorMessage}</p>}
    </>
  );
}
