import { SUBSCRIPTION_PAGE_ROUTES } from '@mercato/spec';
import { lazyPage } from '../app/lazy-page';
import { prefetchSiteAccess, underSiteLock } from '../app/site-lock-gate';

/**
 * The subscription page (by the cart token) and the subscription confirmed page (206), each a
 * browser-only lazy page behind the site's lock screen, as their APIs are (the cart's and checkout's).
 */
export const subscriptionRoutes = [
  { path: SUBSCRIPTION_PAGE_ROUTES.checkout, Page: underSiteLock(lazyPage(() => import('./subscription-page').then((module) => module.SubscriptionPage), { browserOnly: true })), prefetch: prefetchSiteAccess },
  { path: SUBSCRIPTION_PAGE_ROUTES.confirmed, Page: underSiteLock(lazyPage(() => import('./subscription-confirmed-page').then((module) => module.SubscriptionConfirmedPage), { browserOnly: true })), prefetch: prefetchSiteAccess },
];
