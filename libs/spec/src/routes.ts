/** Spec §2 "Routes and paths". */
export const ROUTES = {
  cart: '/cart',
  /** The spec names the checkout page without a path; this is the project's. */
  checkout: '/checkout',
  search: '/search',
  trialUpgrade: '/settings/billing/upgrade',
  plainUpgrade: '/settings/billing/subscriptions/website',
} as const;

/** Spec §2: paths containing /config are the owner configuration area. */
export function isConfigAreaPath(path: string): boolean {
  return path.includes('/config');
}

/** Spec §2: /search is excluded from automatic page-view tracking. */
export function isAutoPageViewTracked(path: string): boolean {
  return path !== ROUTES.search;
}

/** The storefront's product page (a content item page that has a product, spec §2). */
export function productPagePath(collectionUrlId: string, itemUrlId: string): string {
  return `/${collectionUrlId}/p/${itemUrlId}`;
}

/** The project's storefront pages of a site user; the mailed links lead to the last two. */
export const SITE_USER_ROUTES = {
  account: '/account',
  signIn: '/account/sign-in',
  join: '/account/join',
  verifyEmail: '/account/verify-email',
  resetPassword: '/account/reset-password',
} as const;
/**
 * The order pages (page types 202, 207, 211), reached by the order's unguessable token. The spec names
 * them without paths; these are the project's.
 */
export const ORDER_PAGE_ROUTES = {
  confirmed: '/orders/:orderToken/confirmed',
  received: '/orders/:orderToken/received',
  status: '/orders/:orderToken',
} as const;

export function orderPagePath(page: keyof typeof ORDER_PAGE_ROUTES, orderToken: string): string {
  return ORDER_PAGE_ROUTES[page].replace(':orderToken', encodeURIComponent(orderToken));
}

/**
 * The subscription page (spec §2: a subscription purchase goes there using a cart token) and the
 * subscription confirmed page (page type 206, by the token checkout gives). Paths are the project's.
 */
export const SUBSCRIPTION_PAGE_ROUTES = {
  checkout: '/subscription/:cartToken',
  confirmed: '/subscriptions/:confirmationToken/confirmed',
} as const;

export function subscriptionPagePath(cartToken: string): string {
  return SUBSCRIPTION_PAGE_ROUTES.checkout.replace(':cartToken', encodeURIComponent(cartToken));
}

export function subscriptionConfirmedPath(confirmationToken: string): string {
  return SUBSCRIPTION_PAGE_ROUTES.confirmed.replace(':confirmationToken', encodeURIComponent(confirmationToken));
}

/** The gift card page (spec §2): a gift card purchase goes here with the item id and the chosen variant. The path is the project's. */
export const GIFT_CARD_PAGE_ROUTE = '/gift-card';

export function giftCardPagePath(itemId: string, sku: string): string {
  return `${GIFT_CARD_PAGE_ROUTE}?${new URLSearchParams({ itemId, sku }).toString()}`;
}
