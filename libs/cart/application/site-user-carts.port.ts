/** Which cart is each site user's (one per website and site user), kept by the cart. */
export interface SiteUserCarts {
  cartOf(websiteId: string, siteUserId: string): Promise<string | undefined>;
  /** The site user whose cart this is, if it is one. */
  ownerOf(cartId: string): Promise<string | undefined>;
  /** Makes `cartId` the user's when the user has none (or theirs is `replacing`); answers the user's cart after (a racing sign-in may have won). */
  claim(websiteId: string, siteUserId: string, cartId: string, replacing?: string): Promise<string>;
}

export const SITE_USER_CARTS = Symbol('SiteUserCarts');
