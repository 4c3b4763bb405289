import type { SubscriptionConfirmedPage } from '@mercato/subscriptions/domain';
import { type SubscriptionPlan } from '@mercato/spec';
import { documentCookies } from '../analytics/browser-adapters';
import { browserCommerceDependencies, type CartApiDependencies, commerceCaller } from '../cart/cart-api';
import { type ShoppingCart } from '../cart/cart-types';
import { type OrderConfirmation, type ShippingAddress } from '../checkout/checkout-types';

export const SUBSCRIPTION_PATHS = {
  cart: (cartToken: string) => `/api/3/commerce/cart/subscription/${encodeURIComponent(cartToken)}`,
  checkout: '/api/commerce/checkout/subscription',
  confirmation: (confirmationToken: string) => `/api/commerce/subscriptions/confirmation/${encodeURIComponent(confirmationToken)}`,
} as const;

/** The subscription cart by its token, with the plan its one item bills (null: none, shown "Unavailable"). */
export interface SubscriptionCartAnswer {
  shoppingCart: ShoppingCart & { isPurchased: boolean };
  subscriptionPlan: SubscriptionPlan | null;
}

export interface SubscribeRequest {
  cartToken: string;
  email: string;
  shippingAddress?: ShippingAddress;
  cardNumber: string;
  /** One per attempt: a repeated request charges and starts once. */
  idempotencyKey: string;
}

export interface SubscribeAnswer {
  order: OrderConfirmation;
  subscription: { id: string; confirmationToken: string };
}

export type { SubscriptionConfirmedPage };

export interface SubscriptionApi {
  cart(cartToken: string): Promise<SubscriptionCartAnswer>;
  /** Rejects with a CartCallError carrying the server's message (a declined card's reason, 402). */
  subscribe(request: SubscribeRequest): Promise<SubscribeAnswer>;
  confirmation(confirmationToken: string): Promise<SubscriptionConfirmedPage>;
}

export function createSubscriptionApi(dependencies: CartApiDependencies): SubscriptionApi {
  const call = commerceCaller(dependencies);
  return {
    cart: (cartToken) => call<SubscriptionCartAnswer>('GET', SUBSCRIPTION_PATHS.cart(cartToken)),
    subscribe: ({ cartToken, email, shippingAddress, cardNumber, idempotencyKey }) =>
      call<SubscribeAnswer>('POST', SUBSCRIPTION_PATHS.checkout, { cartToken, email, ...(shippingAddress ? { shippingAddress } : {}), card: { number: cardNumber } }, { 'Idempotency-Key': idempotencyKey }),
    confirmation: (confirmationToken) => call<SubscriptionConfirmedPage>('GET', SUBSCRIPTION_PATHS.confirmation(confirmationToken)),
  };
}

/** These pages render in the browser only (their route chunk loads there): the browser's cookies and fetch. */
let browserApi: SubscriptionApi | undefined;
export function browserSubscriptionApi(): SubscriptionApi {
  const cookies = documentCookies();
  browserApi ??= createSubscriptionApi(browserCommerceDependencies((name) => cookies.get(name)));
  return browserApi;
}

export const subscriptionConfirmationKey = (confirmationToken: string) => ['commerce', 'subscription-confirmation', confirmationToken] as const;
