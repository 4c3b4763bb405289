import { type CartApiDependencies, commerceCaller } from '../cart/cart-api';
import { type CheckoutChoice, type CheckoutQuote, type OrderConfirmation } from './checkout-types';

export const CHECKOUT_PATHS = {
  totals: '/api/commerce/checkout/totals',
  checkout: '/api/commerce/checkout',
  order: (orderToken: string) => `/api/commerce/orders/${encodeURIComponent(orderToken)}`,
} as const;

/** What placing an order sends besides the choice: the buyer's email and the card as typed. */
export interface PlaceOrderRequest extends CheckoutChoice {
  email: string;
  /** null when the gift card covers the whole grand total: no card is sent then. */
  cardNumber: string | null;
  /** One per attempt: a doubled or retried request answers the same order and never charges twice. */
  idempotencyKey: string;
}

export interface CheckoutApi {
  quote(choice: CheckoutChoice): Promise<CheckoutQuote>;
  /** Rejects with a CartCallError carrying the server's message (a declined card's reason, 402). */
  placeOrder(request: PlaceOrderRequest): Promise<OrderConfirmation>;
  /** The order by its token; rejects with status 404 for an unknown one. */
  order(orderToken: string): Promise<OrderConfirmation>;
}

export function createCheckoutApi(dependencies: CartApiDependencies): CheckoutApi {
  const call = commerceCaller(dependencies);
  return {
    quote: (choice) => call<CheckoutQuote>('POST', CHECKOUT_PATHS.totals, choice),
    placeOrder: async ({ email, cardNumber, idempotencyKey, ...choice }) =>
      (await call<{ order: OrderConfirmation }>('POST', CHECKOUT_PATHS.checkout, { ...choice, email, ...(cardNumber === null ? {} : { card: { number: cardNumber } }) }, { 'Idempotency-Key': idempotencyKey })).order,
    order: (orderToken) => call<OrderConfirmation>('GET', CHECKOUT_PATHS.order(orderToken)),
  };
}
