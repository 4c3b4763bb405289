import { SUBSCRIPTION_PAGE_ROUTES } from '@mercato/spec';
import { routeChunk } from '../app/route-chunk';

/** The subscription page (by the cart token) and the subscription confirmed page (206), each a route chunk. */
export const subscriptionRoutes = [
  { path: SUBSCRIPTION_PAGE_ROUTES.checkout, Page: routeChunk(async () => (await import('./subscription-page')).SubscriptionPage), prefetch: async () => [] },
  { path: SUBSCRIPTION_PAGE_ROUTES.confirmed, Page: routeChunk(async () => (await import('./subscription-confirmed-page')).SubscriptionConfirmedPage), prefetch: async () => [] },
];
