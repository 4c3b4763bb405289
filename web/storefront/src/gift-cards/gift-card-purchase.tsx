import { ADD_TO_CART_MESSAGES, CART_MESSAGES, ROUTES } from '@mercato/spec';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type SiteView } from '../api/types';
import { CartAlert, type CartAlertMessage } from '../cart/cart-alert';
import { cartFailureDetail } from '../cart/cart-failures';
import { useCartApi, useStoreCart } from '../cart/cart-context';

/**
 * The gift card purchase (spec §2 gift card page): the item id and chosen variant (its SKU, the
 * denomination) come in the address; buying puts that card in the cart and goes to checkout, where
 * it is paid and its code mailed. A failure shows "Unable to purchase Gift Card" (spec §8).
 */
export function GiftCardPurchase({ site }: { site: SiteView }) {
  const [params] = useSearchParams();
  const itemId = params.get('itemId') ?? '';
  const sku = params.get('sku') ?? '';
  const api = useCartApi();
  const storeCart = useStoreCart();
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);
  const [alert, setAlert] = useState<CartAlertMessage>();
  const fail = (message: string) => setAlert({ title: CART_MESSAGES.unableToPurchaseGiftCard, message });

  const buy = () => {
    if (!api || buying) return;
    if (itemId === '' || sku === '') return fail(ADD_TO_CART_MESSAGES.giftCardDenominationMissing);
    setBuying(true);
    api
      .addEntry({ itemId, sku, quantity: 1, additionalFields: null })
      .then((answer) => {
        storeCart(answer.shoppingCart);
        void navigate(ROUTES.checkout);
      })
      .catch((error: unknown) => {
        setBuying(false);
        fail(cartFailureDetail(error));
      });
  };

  return (
    <section className="gift-card-page" data-testid="gift-card-page">
      <title>{`Gift card — ${site.title}`}</title>
      <h1>Gift card</h1>
      <p>
        Denomination: <strong data-testid="gift-card-denomination">{sku}</strong>. The code is emailed to you once paid.
      </p>
      <button type="button" className="button-primary" data-testid="purchase-gift-card" disabled={!api || buying} onClick={buy}>
        {buying ? 'Purchasing…' : 'Purchase Gift Card'}
      </button>
      {alert && <CartAlert alert={alert} onClose={() => setAlert(undefined)} />}
    </section>
  );
}
