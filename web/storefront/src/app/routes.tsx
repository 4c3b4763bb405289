import { type QueryClient } from '@tanstack/react-query';
import { type ComponentType } from 'react';
import { type StorefrontApi } from '../api/client';
import { storefrontQueries } from '../api/queries';
import { type SiteView } from '../api/types';
import { COURSE_PAGES_ROUTE, GIFT_CARD_PAGE_ROUTE, ORDER_PAGE_ROUTES, ROUTES } from '@mercato/spec';
import { CartPage } from '../cart/cart-page';
import { ACCOUNT_ROUTES, AccountPage, JoinPage, SignInPage } from '../site-users/account-pages';
import { subscriptionRoutes } from '../subscriptions/subscription-routes';
import { GiftCardPurchase } from '../gift-cards/gift-card-purchase';
import { routeChunk } from './route-chunk';
import { CollectionPage } from './collection-page';
import { FormPage } from './form-page';
import { GalleryPage } from './gallery-page';
import { HomePage } from './home-page';
import { ProductPage } from './product-page';

type RouteParams = Readonly<Partial<Record<string, string>>>;

export interface StorefrontRoute {
  path: string;
  Page: ComponentType<{ site: SiteView }>;
  /**
   * Loads the page's own data (the site is loaded for every page) into the cache, so the server
   * renders it. Resolves to each query's data; null means the API answered 404.
   */
  prefetch(queryClient: QueryClient, api: StorefrontApi, params: RouteParams): Promise<unknown[]>;
}

/** One table for the client's <Routes> and the server's match-and-prefetch. */
export const storefrontRoutes: readonly StorefrontRoute[] = [
  { path: '/', Page: HomePage, prefetch: async () => [] },
  // The cart is the visitor's own: read in the browser, never in the shared server render.
  { path: ROUTES.cart, Page: CartPage, prefetch: async () => [] },
  // The site user's pages are the visitor's own: rendered in the browser, nothing to prefetch.
  { path: ACCOUNT_ROUTES.account, Page: AccountPage, prefetch: async () => [] },
  { path: ACCOUNT_ROUTES.signIn, Page: SignInPage, prefetch: async () => [] },
  { path: ACCOUNT_ROUTES.join, Page: JoinPage, prefetch: async () => [] },
  { path: ACCOUNT_ROUTES.verifyEmail, Page: routeChunk(async () => (await import('../site-users/link-pages')).VerifyEmailPage), prefetch: async () => [] },
  { path: ACCOUNT_ROUTES.resetPassword, Page: routeChunk(async () => (await import('../site-users/link-pages')).ResetPasswordPage), prefetch: async () => [] },
  // So are the checkout and the buyer's order pages, each a route chunk the product page does not load.
  { path: ROUTES.checkout, Page: routeChunk(async () => (await import('../checkout/checkout-page')).CheckoutPage), prefetch: async () => [] },
  { path: ORDER_PAGE_ROUTES.confirmed, Page: routeChunk(async () => (await import('../checkout/order-confirmed-page')).OrderConfirmedPage), prefetch: async () => [] },
  { path: ORDER_PAGE_ROUTES.received, Page: routeChunk(async () => (await import('../checkout/order-received-page')).OrderReceivedPage), prefetch: async () => [] },
  { path: ORDER_PAGE_ROUTES.status, Page: routeChunk(async () => (await import('../checkout/order-status-page')).OrderStatusPage), prefetch: async () => [] },
  ...subscriptionRoutes,
  // Course pages: what a lesson shows depends on the visitor's membership, read in the browser.
  { path: COURSE_PAGES_ROUTE, Page: routeChunk(async () => (await import('../courses/course-pages')).CoursePages), prefetch: async () => [] },
  { path: GIFT_CARD_PAGE_ROUTE, Page: GiftCardPurchase, prefetch: async () => [] },
  {
    path: '/form/:formId',
    Page: FormPage,
    prefetch: async (queryClient, api, { formId = '' }) => [await queryClient.fetchQuery(storefrontQueries.form(api, formId))],
  },
  {
    path: '/gallery/:galleryId',
    Page: GalleryPage,
    prefetch: async (queryClient, api, { galleryId = '' }) => [await queryClient.fetchQuery(storefrontQueries.gallery(api, galleryId))],
  },
  {
    path: '/:collectionUrlId',
    Page: CollectionPage,
    prefetch: async (queryClient, api, { collectionUrlId = '' }) => {
      const page = await queryClient.fetchQuery(storefrontQueries.collection(api, collectionUrlId));
      // The page's form blocks render with it; if the forms cannot be read the page still shows, and the browser retries them.
      if (page) await queryClient.prefetchQuery(storefrontQueries.pageForms(api, page.collection.id));
      return [page];
    },
  },
  {
    path: '/:collectionUrlId/p/:itemUrlId',
    Page: ProductPage,
    prefetch: async (queryClient, api, { collectionUrlId = '', itemUrlId = '' }) => [
      await queryClient.fetchQuery(storefrontQueries.product(api, collectionUrlId, itemUrlId)),
    ],
  },
];
