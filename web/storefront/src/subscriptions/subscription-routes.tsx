import { SUBSCRIPTION_PAGE_ROUTES } from '@mercato/spec';
import { lazyPage } from '../app/lazy-page';

/** The subscription page (by the cart token) and the subscription confirmed page (206), each a browser-only lazy page. */
export const subscriptionRoutes = [
  { path: SUBSCRIPTION_PAGE_ROUTES.checkout, Page: lazyPage(() => import('./subscription-page').then((module) => module.SubscriptionPage), { browserOnly: true }), prefetch: async () => [] },
  { path: SUBSCRIPTION_PAGE_ROUTES.confirmed, Page: lazyPage(() => import('./subscription-confirmed-page').then((module) => module.SubscriptionConfirmedPage), { browserOnly: true }), prefetch: async () => [] },
];
