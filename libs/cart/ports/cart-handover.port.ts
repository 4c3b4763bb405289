/** The cart the visitor's cart cookie should name after a sign-in or sign-out, and for how long; null: clear the cookie. */
export interface CartCookieValue {
  readonly cartId: string;
  readonly maxAgeMs: number;
}

/**
 * The cart context's published port for the site-users context: the cart follows the site user.
 * The cart module answers it in the processes that run the cart.
 */
export interface CartHandover {
  /**
   * At sign-in: the site user's cart, with the visitor's cart (named by the cart cookie) merged
   * into it; a visitor's cart becomes the user's when the user has none, and without either a new
   * cart id is named for the user, which their first add opens.
   */
  signedIn(websiteId: string, siteUserId: string, visitorCartId: string | undefined): Promise<CartCookieValue>;
  /** At sign-out with cloneCart: a new visitor's cart holding a copy of the entries of `cartId`; null when it has none. */
  cloneForVisitor(websiteId: string, cartId: string | undefined): Promise<CartCookieValue | null>;
}

export const CART_HANDOVER = Symbol('CartHandover');
