import type { CartCookieValue, CartHandover } from './cart-handover.port';
import { callCartService } from './http-cart-checkout';

/** Where services/cart serves CART_HANDOVER to other processes (not under /api: never proxied). */
export const CART_HANDOVER_INTERNAL_PATH = 'internal/cart-handover';

/** What the sign-out endpoint answers: the visitor's copy of the cart, or null when there was nothing to copy. */
export interface ClonedCartAnswer {
  readonly cookie: CartCookieValue | null;
}

/**
 * CART_HANDOVER for a process without the cart (services/site-users): the cart service's internal
 * endpoints (CartHandoverInternalModule). The sign-in merge is recorded on the user's cart, so a
 * retry after a timeout adds nothing twice; a cart service that does not answer fails the sign-in.
 */
export class HttpCartHandover implements CartHandover {
  constructor(
    private readonly cartServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async signedIn(websiteId: string, siteUserId: string, visitorCartId: string | undefined): Promise<CartCookieValue> {
    const response = await this.post(websiteId, 'sign-in', { siteUserId, ...(visitorCartId === undefined ? {} : { visitorCartId }) });
    return (await response.json()) as CartCookieValue;
  }

  async cloneForVisitor(websiteId: string, cartId: string | undefined): Promise<CartCookieValue | null> {
    const response = await this.post(websiteId, 'sign-out-copy', cartId === undefined ? {} : { cartId });
    return ((await response.json()) as ClonedCartAnswer).cookie;
  }

  private post(websiteId: string, step: string, body: object): Promise<Response> {
    const url = `${this.cartServiceUrl}/${CART_HANDOVER_INTERNAL_PATH}/${encodeURIComponent(websiteId)}/${step}`;
    return callCartService(this.fetchImpl, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
}
