import { ADD_TO_CART_BUTTON, addToCartButtonText, addToCartFailureTitle, CART_MESSAGES, ClankerSchemaName, DISPLAY_DEFAULTS, giftCardPagePath, ProductType, subscriptionPagePath, TRACKING_ENDPOINTS } from '@mercato/spec';
import { useEffect, useRef, useState } from 'react';
import { browserTimers } from '../analytics/browser-adapters';
import { useStorefrontEvents } from '../analytics/react';
import { socialPixel, trackAddToCart } from '../analytics/social-pixel';
import { type ProductView } from '../api/types';
import { type OptionSelection, priceDisplay } from '../app/product-model';
import { type AddButtonController, type AddButtonState, createAddButtonController } from './add-button-controller';
import { checkAddToCart } from './add-to-cart-validation';
import { type AdditionalFieldValue } from './additional-fields';
import { AdditionalFieldsDialog } from './additional-fields-form';
import { CartAlert, type CartAlertMessage } from './cart-alert';
import { useCart, useCartApi, useStoreCart } from './cart-context';
import { type AddToCartRequest } from './cart-types';

export interface AddToCartButtonProps {
  /** `additionalFieldsFormId` names its form; `additionalFieldsForm` is the forms context's definition, null when it could not be read. */
  product: ProductView;
  selection: OptionSelection;
  /** The quantity input's text; undefined when the page shows none. */
  quantityText: string | undefined;
  /** Nothing to add (a sold-out or unavailable variant). */
  unavailable: boolean;
  /** Express checkout: straight to this checkout page after a successful add (spec §4). */
  expressCheckoutUrl?: string;
}

const STATE_LABELS: Record<Exclude<AddButtonState, 'idle'>, string> = { adding: ADD_TO_CART_BUTTON.adding, added: ADD_TO_CART_BUTTON.added };

/**
 * Spec §4 add-to-cart button. The §5 checks run first, here, with the server's messages; a product
 * with an additional-fields form asks for its answers in the lightbox before the add.
 */
export function AddToCartButton({ product, selection, quantityText, unavailable, expressCheckoutUrl }: AddToCartButtonProps) {
  const api = useCartApi();
  const cartEntries = useCart().data?.entries ?? [];
  const storeCart = useStoreCart();
  const [state, setState] = useState<AddButtonState>('idle');
  const [alert, setAlert] = useState<CartAlertMessage>();
  const [formRequest, setFormRequest] = useState<Omit<AddToCartRequest, 'additionalFields'>>();
  const controller = useRef<AddButtonController>(undefined);
  const events = useStorefrontEvents();
  // A subscribable product is bought on the subscription page (spec §2, §7), from its own cart.
  const buttonText = product.isSubscribable ? DISPLAY_DEFAULTS.subscribe : addToCartButtonText(product);
  const failureTitle = addToCartFailureTitle(purchasePath(product, expressCheckoutUrl));

  useEffect(() => {
    const created = createAddButtonController(
      {
        onState: setState,
        onFailure: (message) => setAlert({ title: failureTitle, message }),
        ...(expressCheckoutUrl === undefined ? {} : { onExpressSuccess: () => window.location.assign(expressCheckoutUrl) }),
      },
      browserTimers,
      expressCheckoutUrl !== undefined,
    );
    controller.current = created;
    return () => created.dispose();
  }, [expressCheckoutUrl, failureTitle]);

  // Spec §7 census: the add button was shown, once it can be used.
  useEffect(() => {
    if (api) events.widgetEvent(TRACKING_ENDPOINTS.buttonRender, { buttonText });
  }, [api, events, buttonText]);

  const add = (request: AddToCartRequest) => {
    if (!api) return Promise.reject(new Error(CART_MESSAGES.pleaseTryAgain));
    if (product.isSubscribable) return api.startSubscription(request).then(({ cartToken }) => window.location.assign(subscriptionPagePath(cartToken)));
    return api.addEntry(request).then((answer) => {
      storeCart(answer.shoppingCart);
      events.clientEvent(ClankerSchemaName.ADD_TO_CART, request.itemId);
      const price = priceDisplay(product, product.variants.find((variant) => variant.sku === request.sku))?.current;
      if (price) trackAddToCart(socialPixel, { itemId: request.itemId, sku: request.sku ?? '', quantity: request.quantity, priceCents: price.value, currency: price.currency });
    });
  };

  const onClick = () => {
    if (state !== 'idle') return;
    events.widgetEvent(TRACKING_ENDPOINTS.buttonClick, { buttonText });
    const check = checkAddToCart({ product, selection, quantityText, cartEntries });
    if (!check.ok) {
      setAlert({ title: failureTitle, message: check.message });
      return;
    }
    // Spec §2: a gift card purchase goes to the gift card page with the item id and the chosen variant.
    if (purchasePath(product, expressCheckoutUrl) === 'gift-card') return window.location.assign(giftCardPagePath(product.id, check.variant.sku));
    const request = { itemId: product.id, sku: check.variant.sku, quantity: check.quantity };
    if (!product.additionalFieldsForm) {
      // A form is named but its definition is not at hand: adding without the answers would lose them.
      if (product.additionalFieldsFormId) setAlert({ title: CART_MESSAGES.unableToOpenForm, message: CART_MESSAGES.pleaseTryAgain });
      else controller.current?.click(() => add({ ...request, additionalFields: null }));
      return;
    }
    setFormRequest(request);
  };

  const label = state === 'idle' ? buttonText : STATE_LABELS[state];
  return (
    <>
      <button
        type="button"
        className="add-to-cart"
        data-testid="add-to-cart"
        data-state={state}
        aria-live="polite"
        disabled={!api || unavailable}
        onClick={onClick}
      >
        {label}
      </button>
      {formRequest && product.additionalFieldsForm && (
        <AdditionalFieldsDialog
          title={product.title}
          form={product.additionalFieldsForm}
          submitLabel={buttonText}
          failureTitle={failureTitle}
          onClose={() => setFormRequest(undefined)}
          onSubmit={(answers: Record<string, AdditionalFieldValue>) => {
            setFormRequest(undefined);
            controller.current?.click(() => add({ ...formRequest, additionalFields: answers }));
            return Promise.resolve();
          }}
        />
      )}
      {alert && <CartAlert alert={alert} onClose={() => setAlert(undefined)} />}
    </>
  );
}

/** Spec §8 names a failed add by the purchase it was for: express checkout, a gift card, or the cart. */
function purchasePath(product: ProductView, expressCheckoutUrl: string | undefined): Parameters<typeof addToCartFailureTitle>[0] {
  if (expressCheckoutUrl !== undefined) return 'express-checkout';
  return product.productType === ProductType.GIFT_CARD ? 'gift-card' : 'cart';
}
