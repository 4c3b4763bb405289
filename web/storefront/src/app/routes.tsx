import { type QueryClient } from '@tanstack/react-query';
import { type ComponentType } from 'react';
import { matchPath, type Params } from 'react-router';
import { type StorefrontApi } from '../api/client';
import { storefrontQueries } from '../api/queries';
import { COURSE_PAGES_ROUTE, GIFT_CARD_PAGE_ROUTE, ORDER_PAGE_ROUTES, ROUTES } from '@mercato/spec';
import { CartPage } from '../cart/cart-page';
import { ACCOUNT_ROUTES } from '../site-users/account-link';
import { subscriptionRoutes } from '../subscriptions/subscription-routes';
import { HomePage, prefetchHomePage } from './home-page';
import { type LazyPage, lazyPage, type PageProps } from './lazy-page';
import { ProductPage } from './product-page';
import { prefetchSiteAccess, underSiteLock } from './site-lock-gate';

type RouteParams = Readonly<Partial<Record<string, string>>>;

export interface StorefrontRoute {
  path: string;
  /**
   * The pages a visitor lands on (home, product, cart) are in every page's first load;
   * every other page is a `lazyPage(() => import(...))`, a chunk of its own (`{ browserOnly: true }`
   * for a page that is the visitor's own and is never server-rendered).
   */
  Page: ComponentType<PageProps> | LazyPage;
  /**
   * Loads the page's own data (the site is loaded for every page) into the cache, so the server
   * renders it. Resolves to each query's data; null means the API answered 404.
   */
  prefetch(queryClient: QueryClient, api: StorefrontApi, params: RouteParams): Promise<unknown[]>;
}

/** One table for the client's <Routes> and the server's match-and-prefetch. */
export const storefrontRoutes: readonly StorefrontRoute[] = [
  // The home page belongs to no collection: the site's lock screen is asked about it on its own. It
  // features the first store's products, read on the server so their pictures are in the first HTML.
  { path: '/', Page: HomePage, prefetch: prefetchHomePage },
  // The cart is the visitor's own: read in the browser, never in the shared server render. It, the
  // account and the checkout pages read only the site's lock screen on the server (its API stays open).
  { path: ROUTES.cart, Page: underSiteLock(CartPage), prefetch: prefetchSiteAccess },
  // The site user's pages are the visitor's own: rendered in the browser.
  { path: ACCOUNT_ROUTES.account, Page: underSiteLock(lazyPage(() => import('../site-users/account-pages').then((module) => module.AccountPage))), prefetch: prefetchSiteAccess },
  { path: ACCOUNT_ROUTES.signIn, Page: underSiteLock(lazyPage(() => import('../site-users/account-pages').then((module) => module.SignInPage))), prefetch: prefetchSiteAccess },
  { path: ACCOUNT_ROUTES.join, Page: underSiteLock(lazyPage(() => import('../site-users/account-pages').then((module) => module.JoinPage))), prefetch: prefetchSiteAccess },
  { path: ACCOUNT_ROUTES.verifyEmail, Page: underSiteLock(lazyPage(() => import('../site-users/link-pages').then((module) => module.VerifyEmailPage))), prefetch: prefetchSiteAccess },
  { path: ACCOUNT_ROUTES.resetPassword, Page: underSiteLock(lazyPage(() => import('../site-users/link-pages').then((module) => module.ResetPasswordPage))), prefetch: prefetchSiteAccess },
  // So are the checkout and the buyer's order pages, behind the site's lock screen as their APIs are.
  { path: ROUTES.checkout, Page: underSiteLock(lazyPage(() => import('../checkout/checkout-page').then((module) => module.CheckoutPage))), prefetch: prefetchSiteAccess },
  { path: ORDER_PAGE_ROUTES.confirmed, Page: underSiteLock(lazyPage(() => import('../checkout/order-confirmed-page').then((module) => module.OrderConfirmedPage))), prefetch: prefetchSiteAccess },
  { path: ORDER_PAGE_ROUTES.received, Page: underSiteLock(lazyPage(() => import('../checkout/order-received-page').then((module) => module.OrderReceivedPage))), prefetch: prefetchSiteAccess },
  { path: ORDER_PAGE_ROUTES.status, Page: underSiteLock(lazyPage(() => import('../checkout/order-status-page').then((module) => module.OrderStatusPage))), prefetch: prefetchSiteAccess },
  ...subscriptionRoutes,
  // Course pages: what a lesson shows depends on the visitor's membership, read in the browser; the
  // site's lock screen is read on the server, so a locked site answers them 403 as its other pages.
  { path: COURSE_PAGES_ROUTE, Page: underSiteLock(lazyPage(() => import('../courses/course-pages').then((module) => module.CoursePages), { browserOnly: true })), prefetch: prefetchSiteAccess },
  // The gift card page puts the chosen amount in the visitor's cart: browser-only, behind the site's lock screen as the cart is.
  { path: GIFT_CARD_PAGE_ROUTE, Page: underSiteLock(lazyPage(() => import('../gift-cards/gift-card-purchase').then((module) => module.GiftCardPurchase), { browserOnly: true })), prefetch: prefetchSiteAccess },
  {
    path: '/form/:formId',
    Page: lazyPage(() => import('./form-page').then((module) => module.FormPage)),
    prefetch: async (queryClient, api, { formId = '' }) => [await queryClient.fetchQuery(storefrontQueries.form(api, formId))],
  },
  {
    path: '/gallery/:galleryId',
    Page: lazyPage(() => import('./gallery-page').then((module) => module.GalleryPage)),
    prefetch: async (queryClient, api, { galleryId = '' }) => [await queryClient.fetchQuery(storefrontQueries.gallery(api, galleryId))],
  },
  {
    path: '/:collectionUrlId',
    // A chunk too: it carries the forms an owner places on store pages, which a product page never shows.
    Page: lazyPage(() => import('./collection-page').then((module) => module.CollectionPage)),
    prefetch: async (queryClient, api, { collectionUrlId = '' }) => [
      await queryClient.fetchQuery(storefrontQueries.collection(api, collectionUrlId)),
    ],
  },
  {
    path: '/:collectionUrlId/p/:itemUrlId',
    Page: ProductPage,
    prefetch: async (queryClient, api, { collectionUrlId = '', itemUrlId = '' }) => [
      await queryClient.fetchQuery(storefrontQueries.product(api, collectionUrlId, itemUrlId)),
    ],
  },
];

export interface StorefrontRouteMatch {
  route: StorefrontRoute;
  params: Params;
}

/** The first route of the table whose path matches, as the client's <Routes> picks it. */
export function matchStorefrontRoute(pathname: string): StorefrontRouteMatch | undefined {
  for (const route of storefrontRoutes) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** Fetches the matched page's chunk when it is a lazy one, so a render of it does not suspend. */
export async function preloadRoutePage(match: StorefrontRouteMatch | undefined): Promise<void> {
  if (match && 'preload' in match.route.Page) await match.route.Page.preload();
}
