import { callPeerService } from '@mercato/http';
import type { CartCheckout, CheckoutCart } from './cart-checkout.port';

/** Where services/cart serves CART_CHECKOUT to other processes (not under /api: never proxied). */
export const CART_CHECKOUT_INTERNAL_PATH = 'internal/cart-checkout';

/**
 * CART_CHECKOUT for a process without the cart's database: the cart service's internal endpoints
 * (CartCheckoutInternalModule). Both calls are safe to repeat, as the port promises.
 */
export class HttpCartCheckout implements CartCheckout {
  constructor(
    private readonly cartServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async cartToCheckOut(websiteId: string, cartId: string): Promise<CheckoutCart | null> {
    const response = await this.call(this.cartUrl(websiteId, cartId), { method: 'GET' });
    if (response.status === 404) return null;
    return (await response.json()) as CheckoutCart;
  }

  async markPurchased(websiteId: string, cartId: string, orderId: string): Promise<void> {
    await this.call(`${this.cartUrl(websiteId, cartId)}/purchase`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId }) });
  }

  private cartUrl(websiteId: string, cartId: string): string {
    return `${this.cartServiceUrl}/${CART_CHECKOUT_INTERNAL_PATH}/${encodeURIComponent(websiteId)}/carts/${encodeURIComponent(cartId)}`;
  }

  private call(url: string, init: RequestInit): Promise<Response> {
    return callCartService(this.fetchImpl, url, init, [404]);
  }
}

/** One call to the cart service's internal endpoints (a 2xx or one of `expected`, else PeerServiceUnavailable). */
export function callCartService(fetchImpl: typeof fetch, url: string, init: RequestInit, expected: readonly number[] = []): Promise<Response> {
  return callPeerService('cart', fetchImpl, url, init, expected);
}
